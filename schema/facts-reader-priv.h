/* SPDX-License-Identifier: MIT */
/*
 * Private to the facts reader's files: the reader (facts-reader.c) hands
 * each line's JSON object to facts-records.c, which reads the record's
 * fields; both allocate from the reader's arena (facts-arena.c).  Calls
 * go that one way.
 */
#ifndef SCHEMA_FACTS_READER_PRIV_H
#define SCHEMA_FACTS_READER_PRIV_H

#include <stddef.h>

#include <jansson.h>

#include "facts-schema.h"

struct facts_chunk;

/* Blocks holding every value of a reader's records, freed together. */
struct facts_arena {
	struct facts_chunk *chunks;
};

struct facts_reader {
	const char *name;
	struct facts_record *records;	/* the header first */
	size_t nr_records, next;
	struct facts_arena arena;
	/* while validating */
	int line;
	char *err;
	size_t err_size;
};

/* @size bytes that live as long as @arena, or NULL. */
void *facts_arena__alloc(struct facts_arena *arena, size_t size);

/* Have jansson allocate from @arena on this thread; NULL: from malloc again. */
void facts_arena__parse_into(struct facts_arena *arena);

/* Free every block of @arena. */
void facts_arena__free(struct facts_arena *arena);

/* Say "FILE:LINE: " and what is wrong, into the reader's message; returns -EINVAL. */
int facts_record__fail(struct facts_reader *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The fields of a record of @kind in @o into @rec: 0, or -EINVAL after facts_record__fail(). */
int facts_record__read(struct facts_reader *r, json_t *o, enum facts_kind kind,
		       struct facts_record *rec);

#endif
