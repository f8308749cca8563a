/* SPDX-License-Identifier: MIT */
/* Reading every facts file under the given directories into the model. */
#ifndef TABLE_LOAD_H
#define TABLE_LOAD_H

#include <stdbool.h>

#include "model.h"

struct load_options {
	const char *tree;	/* --kernel-tree, for path names; or NULL */
	bool keep_going;	/* merge the good files after a bad one */
	bool progress;		/* a progress line on stderr */
};

/*
 * Merge the facts files found under each of @dirs (recursively, names
 * ending in .facts.jsonl) into @model.  A bad file is reported on stderr
 * ("FILE:LINE: what") and none of its records are merged.  Returns the
 * number of bad files (the caller stops after the first unless
 * keep_going), or a negative errno for a directory that cannot be read.
 */
int load__dirs(struct model *model, char *const *dirs, int nr_dirs,
	       const struct load_options *options);

#endif
