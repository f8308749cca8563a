// SPDX-License-Identifier: MIT
/*
 * A series is written whole or not at all: its patches and cover letter
 * go into a temporary folder beside OUTDIR/<series>/, which replaces the
 * old one only once every mail is on disk.  Each patch's diff is of the
 * file after the series before it (guarded on top of nullable) and after
 * this one, with the renamed lines in the kernel's style.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "atomic-file.h"
#include "func-message.h"
#include "line-units.h"
#include "message.h"
#include "patch-diff.h"
#include "patch-mail.h"
#include "series.h"
#include "sparse-null-version.h"
#include "style.h"
#include "trace-edits.h"

static const char *const series_dirs[NR_SERIES] = {
	[SERIES_NULLABLE] = "nullable",
	[SERIES_GUARDED] = "guarded",
	[SERIES_FUNCTIONS] = "functions",
	[SERIES_STRUCT_OPS] = "struct_ops",
};

static const char *const series_tags[NR_SERIES] = {
	[SERIES_NULLABLE] = "PATCH",
	[SERIES_GUARDED] = "RFC PATCH",
	[SERIES_FUNCTIONS] = "RFC PATCH",
	[SERIES_STRUCT_OPS] = "PATCH",
};

/*
 * The header before (@after false) or after series @s, unit for unit of
 * its original lines, the changed ones in the kernel's style.  Returns 0
 * or -ENOMEM.
 */
static int header_units(const struct renamed_file *file, enum plan_series s, bool after,
			struct line_units *units)
{
	struct trace_edits all = { 0 };
	struct line_units original = { 0 };
	enum plan_series k;
	char *renamed;
	size_t n = 0;
	int err;

	for (k = 0; k < s + after; k++)
		n += file->edits[k].nr;
	all.edits = malloc((n + 1) * sizeof(*all.edits));
	if (!all.edits)
		return -ENOMEM;
	for (k = 0; k < s + after; k++) {
		if (!file->edits[k].nr)
			continue;	/* and edits may be NULL */
		memcpy(all.edits + all.nr, file->edits[k].edits,
		       file->edits[k].nr * sizeof(*all.edits));
		all.nr += file->edits[k].nr;
	}
	renamed = trace_edits__apply(&all, file->header.text, file->header.len);
	free(all.edits);
	err = renamed ? line_units__split(units, renamed) : -ENOMEM;
	free(renamed);
	if (!err)
		err = line_units__split(&original, file->header.text);
	if (!err)
		err = style__mend(&original, units);
	line_units__free(&original);
	return err;
}

/* What @file renames in series @s. */
static size_t file_count(const struct renamed_file *file, enum plan_series s)
{
	return plan__renames_params(s) ? file->nr_params[s] : file->nr_args[s];
}

/* A series being written. */
struct series_out {
	char *dir;		/* the temporary folder */
	char **subjects;
	size_t nr;
	size_t annotated;
	struct patch_diff *diffs;	/* one per patch */
};

/* @mail as its file in @dir: the cover letter, or the patch named for its subject. */
static int write_mail(const char *dir, const struct patch_mail *mail)
{
	char *name = patch_mail__file_name(mail->number, mail->subject), *path = NULL;
	struct atomic_file f;
	int err = -ENOMEM;

	if (name && asprintf(&path, "%s/%s", dir, mail->number ? name :
			     "0000-cover-letter.patch") >= 0) {
		err = atomic_file__open(&f, path);
		if (!err) {
			patch_mail__write(mail, f.stream);
			err = atomic_file__commit(&f);
		}
		if (err)
			fprintf(stderr, "sparse-null-annotate: %s: %s\n", path, strerror(-err));
	}
	free(name);
	free(path);
	return err;
}

/* Patch number @number of series @s, for @file. */
static int write_patch(const struct series_options *o, struct series_out *so,
		       const struct renamed_file *file, enum plan_series s, int number,
		       int total)
{
	struct line_units before = { 0 }, after = { 0 };
	struct patch_diff *diff = &so->diffs[number - 1];
	char *subject = NULL, *body = NULL;
	int err;

	err = header_units(file, s, false, &before);
	if (!err)
		err = header_units(file, s, true, &after);
	if (!err)
		err = patch_diff__make(diff, file->header.path, &before, &after);
	if (!err && plan__renames_params(s))
		err = func_message__patch(s, file->header.path, file->params[s],
					  file->nr_params[s], &subject, &body);
	else if (!err)
		err = message__patch(file->header.path, file->header.system, s, file->args[s],
				     file->nr_args[s], &subject, &body);
	if (!err) {
		struct patch_mail mail = {
			.author = o->author, .date = o->date, .tag = series_tags[s],
			.number = number, .total = total, .subject = subject,
			.body = body, .diffs = diff, .nr_diffs = 1,
			.signature = "sparse-null-annotate " SPARSE_NULL_VERSION,
		};
		err = write_mail(so->dir, &mail);
	}
	so->subjects[number - 1] = subject;
	so->annotated += file_count(file, s);
	free(body);
	line_units__free(&before);
	line_units__free(&after);
	return err;
}

/* The cover letter of series @s: patch 0, with the diffstat of them all. */
static int write_cover(const struct series_options *o, const struct plan *plan,
		       const struct renames *r, struct series_out *so, enum plan_series s)
{
	struct message_cover c = {
		.series = s, .plan = plan,
		.subjects = (const char *const *)so->subjects, .nr_patches = so->nr,
		.nr_annotated = so->annotated, .skips = r->skips[s],
		.nr_skips = r->nr_skips[s], .author = o->author,
	};
	struct func_message_cover fc = {
		.subjects = (const char *const *)so->subjects, .nr_patches = so->nr,
		.nr_renamed = so->annotated, .skips = r->param_skips[s],
		.nr_skips = r->nr_param_skips[s], .author = o->author,
	};
	char *subject = NULL, *body = NULL;
	int err = plan__renames_params(s) ? func_message__cover(s, &fc, &subject, &body) :
		  message__cover(&c, &subject, &body);

	if (!err) {
		struct patch_mail mail = {
			.author = o->author, .date = o->date, .tag = series_tags[s],
			.number = 0, .total = so->nr, .subject = subject, .body = body,
			.diffs = so->diffs, .nr_diffs = so->nr,
			.signature = "sparse-null-annotate " SPARSE_NULL_VERSION,
		};
		err = write_mail(so->dir, &mail);
	}
	free(subject);
	free(body);
	return err;
}

/*
 * Remove a folder of ours and the files in it (a series folder has no
 * subfolders), with no shell between: a quote in OUTDIR is a name.
 */
static void remove_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	bool failed = !d;

	while (d && (e = readdir(d))) {
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
		    unlinkat(dirfd(d), e->d_name, 0))
			failed = true;
	}
	if (d)
		closedir(d);
	if (failed || rmdir(dir))
		fprintf(stderr, "sparse-null-annotate: could not remove %s\n", dir);
}

/* Replace OUTDIR/<series> by the finished temporary folder. */
static int install_dir(const char *tmp, const char *final)
{
	char *old = NULL;
	int err = 0;

	if (access(final, F_OK) == 0) {
		if (asprintf(&old, "%s.old.%d", final, (int)getpid()) < 0)
			return -ENOMEM;
		if (rename(final, old))
			err = -errno;
	}
	if (!err && rename(tmp, final))
		err = -errno;
	if (!err && old)
		remove_dir(old);
	free(old);
	return err;
}

int series__write(const struct series_options *o, const struct plan *plan,
		  const struct renames *r, enum plan_series s)
{
	struct series_out so = { 0 };
	char *final = NULL;
	size_t i, total = 0;
	int err = 0, number = 0;

	for (i = 0; i < r->nr_files; i++)
		total += file_count(&r->files[i], s) > 0;
	so.subjects = calloc(total + 1, sizeof(*so.subjects));
	so.diffs = calloc(total + 1, sizeof(*so.diffs));
	if (asprintf(&final, "%s/%s", o->outdir, series_dirs[s]) < 0 ||
	    asprintf(&so.dir, "%s/.%s.XXXXXX", o->outdir, series_dirs[s]) < 0 ||
	    !so.subjects || !so.diffs)
		err = -ENOMEM;
	if (!err && !mkdtemp(so.dir)) {
		err = -errno;
		fprintf(stderr, "sparse-null-annotate: %s: %s\n", so.dir, strerror(errno));
	}
	for (i = 0; !err && i < r->nr_files; i++) {
		if (file_count(&r->files[i], s))
			err = write_patch(o, &so, &r->files[i], s, ++number, total);
	}
	so.nr = number;
	if (!err)
		err = write_cover(o, plan, r, &so, s);
	if (!err)
		err = install_dir(so.dir, final);
	if (err && so.dir)
		remove_dir(so.dir);
	if (!err && !o->quiet)
		printf("sparse-null-annotate: %s/: %d patch%s, %zu %s%s renamed, %zu not\n",
		       series_dirs[s], number, number == 1 ? "" : "es", so.annotated,
		       plan__renames_params(s) ? "parameter" : "argument",
		       so.annotated == 1 ? "" : "s", renames__skipped(r, s));
	for (i = 0; i < total; i++) {
		free(so.subjects[i]);
		patch_diff__free(&so.diffs[i]);
	}
	free(so.subjects);
	free(so.diffs);
	free(so.dir);
	free(final);
	return err;
}
