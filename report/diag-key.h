/* SPDX-License-Identifier: MIT */
/*
 * The key that matches one diagnostic of an old log with one of a new log
 * when line numbers moved: the file, the enclosing function (when known),
 * the severity, the message and the continuation lines, with every
 * "file.c:LINE:COL" position inside them reduced to "file.c:#:#".
 */
#ifndef REPORT_DIAG_KEY_H
#define REPORT_DIAG_KEY_H

#include "diag-log.h"

/*
 * A newly allocated key for @d in function @function (NULL: none known),
 * or NULL when memory ran out.
 */
char *diag_key__make(const struct diag *d, const char *function);

#endif
