/* SPDX-License-Identifier: MIT */
/*
 * Private to the table's files.  Its two readers, null-table-read.c (the
 * whole document) and null-table-stream.c (an entry at a time), share the
 * record checks of null-table-records.c, so that both accept the same
 * tables and word their errors alike; null-table-merge.c makes one entry
 * of the functions of one name.  Nothing else includes it: null-table.c,
 * the table's order and its freeing, needs only null-table.h, which this
 * header includes.
 */
#ifndef SCHEMA_NULL_TABLE_PRIV_H
#define SCHEMA_NULL_TABLE_PRIV_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

#include "null-table.h"

/* Where the reader is in the document, for messages naming the record. */
struct null_table_reader {
	const char *path;
	char *err;
	size_t err_size;
	const char *section;	/* "events", "functions" or "struct_ops" */
	size_t entry;
	const char *entry_name;	/* NULL until the entry's name is known */
	const char *list;	/* "args" or "params", NULL outside one */
	size_t item;
};

/* Write "FILE: section[i] (name).list[j]: <message>" and return -EINVAL. */
int null_table_reader__fail(struct null_table_reader *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Member @key of @obj, present and of @type (JSON_TRUE: either boolean), in *@value. */
int null_table_reader__member(struct null_table_reader *r, json_t *obj, const char *key,
			      json_type type, json_t **value);

/*
 * Check record @obj of section @key ("events", "functions", "struct_ops")
 * into @entry; its strings point into @obj.
 */
int null_table_reader__entry(struct null_table_reader *r, json_t *obj, const char *key,
			     struct null_table_entry *entry);

/* Sort section @key by name: event and member names must be unique, functions of one name merge. */
int null_table_reader__finish_section(struct null_table_reader *r, const char *key,
				      struct null_table_entry *entries, size_t *nr_entries);

/* Read @root's optional "bugs" list into @t. */
int null_table_reader__bugs(struct null_table_reader *r, json_t *root, struct null_table *t);

/* Is @root an object with the "schema" this reader knows?  0 or -EINVAL. */
int null_table_reader__schema(struct null_table_reader *r, json_t *root);

/*
 * Make one entry of each run of functions of one name in @entries (sorted
 * by name), marked merged; *@nr_entries becomes the number left.  0 or
 * -ENOMEM.
 */
int null_table__merge_functions(struct null_table_entry *entries, size_t *nr_entries);

/* The verdict named @name, or -1. */
int null_verdict__parse(const char *name);

/* qsort() and bsearch() orders: arguments by index, entries by name. */
int null_table_arg__compare(const void *a, const void *b);
int null_table_entry__compare(const void *a, const void *b);

/* Free @arg's evidence (and each item's chain) and leave it none. */
void null_table_arg__free_evidence(struct null_table_arg *arg);

#endif
