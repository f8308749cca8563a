/* SPDX-License-Identifier: MIT */
/*
 * The words of the series: each patch's subject and commit message (the
 * events, the argument, the NULL-passing path from the table's evidence)
 * and the cover letter (the patches, the kernel bugs, the suspects and
 * what could not be annotated).
 */
#ifndef ANNOTATE_MESSAGE_H
#define ANNOTATE_MESSAGE_H

#include <stddef.h>

#include "plan.h"

/* A class argument as a patch renames it. */
struct message_arg {
	const struct plan_arg *arg;
	int events_renamed;	/* DEFINE_EVENT*s of the class renamed too */
};

/* A class argument left out, and why. */
struct message_skip {
	const struct plan_arg *arg;
	char *reason;
};

/*
 * Subject (without "[PATCH n/N]") and body of the patch renaming @args
 * (@n, all in header @path of TRACE_SYSTEM @system) in @series.  New
 * strings; returns 0 or -ENOMEM.
 */
int message__patch(const char *path, const char *system, enum plan_series series,
		   const struct message_arg *args, size_t n, char **subject,
		   char **body);

struct message_cover {
	enum plan_series series;
	const struct plan *plan;
	const char *const *subjects;	/* of patches 1..N */
	size_t nr_patches;
	size_t nr_annotated;		/* class arguments renamed */
	const struct message_skip *skips;
	size_t nr_skips;
	const char *author;		/* for the shortlog */
};

/* Subject and body of @cover's letter; returns 0 or -ENOMEM. */
int message__cover(const struct message_cover *cover, char **subject, char **body);

#endif
