/* SPDX-License-Identifier: MIT */
/* The table's text forms: table.tsv, the kernel's raw_tp_null_args[], the summary. */
#ifndef TABLE_WRITE_TEXT_H
#define TABLE_WRITE_TEXT_H

#include <stdio.h>

#include "grade.h"

/* "event <TAB> arg <TAB> null|err|null+err" per argument of a nonzero nibble, atomically. */
int write_text__tsv(const char *path, const struct grades *grades);

/*
 * The entries of raw_tp_null_args[] grouped by trace header, the events
 * @skip (when not NULL) returns true for left out, into @out.
 */
void write_text__entries(FILE *out, const struct grades *grades,
			 bool (*skip)(const struct grade_entry *event, void *data), void *data);

/* The array raw_tp_null_args[] as the kernel declares it, into @out: the table's view. */
void write_text__null_args(FILE *out, const struct grades *grades);

/* The same, atomically into @path: 0 or a negative errno. */
int write_text__null_args_file(const char *path, const struct grades *grades);

/*
 * The run's summary into @out: facts read, events, pointer arguments per
 * verdict (a combined table's also per configuration), a line per kernel
 * bug, the suspects.
 */
void write_text__summary(FILE *out, const struct grades *grades);

/* The mask of @event (0 when no argument may be NULL or an ERR_PTR). */
unsigned long long write_text__mask(const struct grade_entry *event);

#endif
