/* SPDX-License-Identifier: MIT */
/* Checking one BPF object file: every program it attaches to a tracepoint or function. */
#ifndef BPF_CHECK_CHECK_OBJECT_H
#define BPF_CHECK_CHECK_OBJECT_H

#include <stddef.h>
#include <stdio.h>

#include "null-source.h"
#include "target-kernel.h"

/* The kernel BTF loader rejects programs larger than this; a bound on work. */
#define MAX_STEPS_PER_PROGRAM	(1UL << 22)

/*
 * Exit status: findings for a kernel whose verifier checks no argument,
 * where the program loads with them.  Beyond EXIT_FINDINGS, below
 * EXIT_USAGE (check_object__worse_status()).
 */
#define EXIT_LOADS_UNCHECKED	3

/* One source of nullability, a table or a BTF, and the name of its findings. */
struct check_source {
	struct null_source *source;
	const char *name;		/* ", table NAME" in each finding; NULL: none */
};

struct check_options {
	const struct check_source *sources;	/* each program is checked against each */
	size_t nr_sources;
	const struct target_kernel *kernel;	/* --kernel-list, --kernel-btf */
	FILE *out;			/* findings */
	FILE *errors;			/* bad input */
};

/*
 * Check object file @path, printing findings to @opts->out and what is
 * wrong with the input to @opts->errors.  Returns the exit status:
 * EXIT_DONE, EXIT_FINDINGS, EXIT_LOADS_UNCHECKED or EXIT_USAGE (bad input).
 */
int check_object__file(const char *path, const struct check_options *opts);

/*
 * The worse of exit statuses @a and @b: EXIT_USAGE, then
 * EXIT_LOADS_UNCHECKED, then EXIT_FINDINGS, then EXIT_DONE.
 */
int check_object__worse_status(int a, int b);

#endif
