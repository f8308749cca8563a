/* SPDX-License-Identifier: MIT */
/*
 * Patches in `git format-patch` form: a unified diff of a header before
 * and after its renames, and the mail around it (From, Date, Subject,
 * body, Signed-off-by, diffstat) that `git am` reads.
 */
#ifndef ANNOTATE_PATCH_H
#define ANNOTATE_PATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>

/* One file's change: the diff text and its counts. */
struct patch_diff {
	char *text;		/* "diff --git a/... b/..." to the last hunk */
	char *path;
	int added;
	int removed;
};

/*
 * A version of a header as what became of each of the original's lines:
 * unit i is line i, changed or not, or the lines it was wrapped into
 * ('\n' between them).
 */
struct line_units {
	char **units;
	size_t nr;
	bool ends_with_newline;
};

/* Each line of @text a unit.  Returns 0 or -ENOMEM. */
int line_units__split(struct line_units *u, const char *text);

/* The text of @u, a new string, or NULL. */
char *line_units__join(const struct line_units *u);

void line_units__free(struct line_units *u);

/*
 * The unified diff (3 lines of context) of @old and @new, two versions of
 * @path with the same units.  Returns 0, -EINVAL (not the same number of
 * units) or -ENOMEM.
 */
int patch_diff__make(struct patch_diff *diff, const char *path,
		     const struct line_units *old, const struct line_units *new);

void patch_diff__free(struct patch_diff *diff);

struct patch_mail {
	const char *author;	/* "Name <mail>" */
	time_t date;
	const char *tag;	/* "PATCH" or "RFC PATCH" */
	int number;		/* 0 for the cover letter */
	int total;
	const char *subject;	/* without the [PATCH n/N] tag */
	const char *body;	/* wrapped text, ending in a newline */
	const struct patch_diff *diffs;	/* for the diffstat and the patch */
	int nr_diffs;
	const char *signature;	/* after "-- " at the end */
};

/* Write @mail to @out in format-patch form. */
void patch_mail__write(const struct patch_mail *mail, FILE *out);

/* "0001-tracing-sched-Mark-....patch" (git's rule), a new string. */
char *patch_mail__file_name(int number, const char *subject);

/*
 * Write @text to @out wrapped at @width columns, each line starting with
 * @indent (which counts), continued lines with @hang instead.
 */
void patch__wrap(FILE *out, const char *text, int width, const char *indent,
		 const char *hang);

/*
 * A commit message's body: paragraph @intro, the lines @items as they
 * are, then paragraphs @outro and @found_by, wrapped at 72 columns.  A
 * new string, or NULL.
 */
char *patch__body(const char *intro, const char *items, const char *outro,
		  const char *found_by);

/*
 * One item of a list in a commit message ("  file:line: what happens",
 * from printf @fmt), wrapped at 72 columns, its continuation lines
 * indented further.
 */
void patch__put_item(FILE *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
