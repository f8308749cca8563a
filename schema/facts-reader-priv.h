/* SPDX-License-Identifier: MIT */
/*
 * Between the facts reader (facts-schema.c) and its reading of each
 * record's fields (facts-records.c).
 */
#ifndef SCHEMA_FACTS_READER_PRIV_H
#define SCHEMA_FACTS_READER_PRIV_H

#include <stddef.h>

#include <jansson.h>

#include "facts-schema.h"

/* @size bytes that live as long as the reader, or NULL. */
void *facts_reader_alloc(struct facts_reader *r, size_t size);

/* Say "FILE:LINE: " and what is wrong, into the reader's message; returns -EINVAL. */
int facts_reader_fail(struct facts_reader *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The fields of a record of @kind in @o into @rec: 0, or -EINVAL after facts_reader_fail(). */
int facts_record__read(struct facts_reader *r, json_t *o, enum facts_kind kind,
		       struct facts_record *rec);

#endif
