/* SPDX-License-Identifier: MIT */
/* sparse-null-diff --summary: new (and fixed) diagnostics per file and rule. */
#ifndef REPORT_DIFF_SUMMARY_H
#define REPORT_DIFF_SUMMARY_H

#include <stdio.h>

#include "log-diff.h"

/*
 * Print one line per file and rule, sorted, "NEW FIXED RULE FILE" (the
 * fixed column only when @fixed), then a total.  Returns 0 or -ENOMEM.
 */
int diff_summary__print(FILE *out, const struct log_side *old, const struct log_side *new,
			bool fixed);

#endif
