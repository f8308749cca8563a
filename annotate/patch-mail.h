/* SPDX-License-Identifier: MIT */
/*
 * A patch in `git format-patch` form: the mail around a diff (From, Date,
 * Subject, body, Signed-off-by, diffstat) that `git am` reads.
 */
#ifndef ANNOTATE_PATCH_MAIL_H
#define ANNOTATE_PATCH_MAIL_H

#include <stdio.h>
#include <time.h>

#include "patch-diff.h"

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

#endif
