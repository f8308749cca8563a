/* SPDX-License-Identifier: MIT */
/*
 * The unified diff of a file before and after its renames, as `git
 * format-patch` writes it and `git am` applies it.
 */
#ifndef ANNOTATE_PATCH_DIFF_H
#define ANNOTATE_PATCH_DIFF_H

#include "line-units.h"

/* One file's change: the diff text and its counts. */
struct patch_diff {
	char *text;		/* "diff --git a/... b/..." to the last hunk */
	char *path;
	int added;
	int removed;
};

/*
 * The unified diff (3 lines of context) of @old and @new, two versions of
 * @path with the same units.  Returns 0, -EINVAL (not the same number of
 * units) or -ENOMEM.
 */
int patch_diff__make(struct patch_diff *diff, const char *path,
		     const struct line_units *old, const struct line_units *new);

void patch_diff__free(struct patch_diff *diff);

#endif
