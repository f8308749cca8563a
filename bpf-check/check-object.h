/* SPDX-License-Identifier: MIT */
/* Checking one BPF object file: every program it attaches to a tracepoint or function. */
#ifndef BPF_CHECK_CHECK_OBJECT_H
#define BPF_CHECK_CHECK_OBJECT_H

#include <stdio.h>

#include "btf-null.h"
#include "null-source.h"

/* The kernel's BTF loader rejects programs larger than this; a bound on work. */
#define MAX_STEPS_PER_PROGRAM	(1UL << 22)

struct check_options {
	const struct null_source *source;
	const struct btf_null *kernel;	/* --kernel-btf, or NULL */
	const char *kernel_path;
	FILE *out;			/* findings */
	FILE *errors;			/* bad input */
};

/*
 * Check object file @path, printing findings to @opts->out and what is
 * wrong with the input to @opts->errors.  Returns the exit status
 * (program.h): EXIT_DONE, EXIT_FINDINGS or EXIT_USAGE (bad input).
 */
int check_object__file(const char *path, const struct check_options *opts);

#endif
