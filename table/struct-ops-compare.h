/* SPDX-License-Identifier: MIT */
/*
 * The struct_ops arguments against the kernel's own marks (its stubs'
 * __nullable parameters, its verifier callbacks' hand marks):
 * struct_ops.txt and the summary's line.
 */
#ifndef TABLE_STRUCT_OPS_COMPARE_H
#define TABLE_STRUCT_OPS_COMPARE_H

#include <stdio.h>

#include "grade.h"

/*
 * Write struct_ops.txt into @path atomically: per pointer argument of a
 * struct_ops member that the table finds NULL or the kernel marks, one line
 * "confirmed", "missing", "added" or "suspect".  0 or a negative errno.
 */
int struct_ops_compare__write(const char *path, const struct grades *grades);

/* The summary's line about the struct_ops types, into @out (none without any). */
void struct_ops_compare__summary(FILE *out, const struct grades *grades);

#endif
