/* SPDX-License-Identifier: MIT */
/*
 * Run sparse-null's checks in-process on a C snippet and capture what they
 * print.  libsparse keeps global state, so each call belongs in a test of
 * its own (Check forks one process per test).
 */
#ifndef SPARSE_NULL_TEST_HARNESS_H
#define SPARSE_NULL_TEST_HARNESS_H

/*
 * Check @source (written to a temporary file named "snippet.c" in a fresh
 * directory) with the options @opts (NULL-terminated, may be NULL) and
 * return everything written to stderr, malloc'ed.
 */
char *harness__check(const char *source, const char *const *opts);

#endif
