/* SPDX-License-Identifier: MIT */
/*
 * The facts of tracepoints a file creates only when no checker looks
 * (#ifndef __CHECKER__ around CREATE_TRACE_POINTS): a second, silent run
 * of sparse-null as the compiler sees the file.
 */
#ifndef SPARSE_NULL_UNCHECKED_PASS_H
#define SPARSE_NULL_UNCHECKED_PASS_H

#include <stdbool.h>

#include "lib.h"

/* Does the source file @path hide CREATE_TRACE_POINTS from checkers? */
bool unchecked_pass__needed(const char *path);

/*
 * Run sparse-null on @file alone (of @files) with the command line
 * @argc/@argv, __CHECKER__ undefined and -fnull-facts-unchecked, its
 * output discarded.  Returns 0, or -errno (-EIO: the run failed).
 */
int unchecked_pass__run(int argc, char **argv, struct string_list *files, const char *file);

#endif
