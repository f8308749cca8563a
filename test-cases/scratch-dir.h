/* SPDX-License-Identifier: MIT */
/*
 * A scratch directory for Check unit tests (scratch-dir.c): a new
 * directory under /tmp for one test, paths and files in it by name, and
 * its removal with everything it holds.  One directory at a time; what
 * fails fails the running test.  scratch_dir__create and
 * scratch_dir__remove are a checked fixture as they are.
 */
#ifndef TEST_CASES_SCRATCH_DIR_H
#define TEST_CASES_SCRATCH_DIR_H

#include <stddef.h>

/* Make the scratch directory: /tmp/<binary's name>.XXXXXX. */
void scratch_dir__create(void);

/* Remove the scratch directory and all it holds; the paths given out end with it. */
void scratch_dir__remove(void);

/* The scratch directory's path. */
const char *scratch_dir__path(void);

/* The path of @name (which may hold slashes) in the scratch directory; nothing is made. */
const char *scratch_dir__path_of(const char *name);

/* A new file @name of the scratch directory holding @len bytes of @data; its path. */
const char *scratch_dir__file(const char *name, const void *data, size_t len);

/* A new empty directory @name in the scratch directory; its path. */
const char *scratch_dir__mkdir(const char *name);

#endif
