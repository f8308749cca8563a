/* SPDX-License-Identifier: MIT */
/*
 * Writing the series: for each series, a patch per file it renames in
 * and a cover letter, in `git format-patch` form, under OUTDIR/<series>/.
 */
#ifndef ANNOTATE_SERIES_H
#define ANNOTATE_SERIES_H

#include <stdbool.h>
#include <time.h>

#include "plan.h"
#include "renames.h"

/* Where the series go and whose mails they are. */
struct series_options {
	const char *outdir;
	const char *author;	/* "Name <mail>": From and Signed-off-by */
	time_t date;
	bool quiet;		/* no summary line */
};

/*
 * Write series @s of @renames, which @plan decided, into a temporary
 * folder renamed to OUTDIR/<series>/ once complete (replacing an older
 * one), then print its summary line unless quiet.  Returns 0 or a
 * negative errno (named on standard error, but for -ENOMEM).
 */
int series__write(const struct series_options *o, const struct plan *plan,
		  const struct renames *renames, enum plan_series s);

#endif
