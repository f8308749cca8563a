/* SPDX-License-Identifier: MIT */
/*
 * sparse-null's own diagnostics, in sparse's format.  They do not draw on
 * sparse's warning budget (-fmax-warnings), so that a file whose sparse
 * warnings already used it up still gets its nullability warnings, and
 * sparse's own warnings are never cut short by ours.  Unlike sparse's,
 * they go on after an error elsewhere in the file: the kernel has files
 * (kernel/sched/core.c) whose address-space errors would otherwise hide
 * every nullability warning.
 */
#ifndef SPARSE_NULL_DIAG_H
#define SPARSE_NULL_DIAG_H

#include "lib.h"

/* "file:line:col: warning: ..." (an error under -Wsparse-error). */
void diag__warning(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);

/* A continuation line for the last warning: "file:line:col:    ...". */
void diag__info(struct position pos, const char *fmt, ...) FORMAT_ATTR(2);

#endif
