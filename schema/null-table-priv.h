/* SPDX-License-Identifier: MIT */
/*
 * Private to the two table readers, null-table.c (the whole document) and
 * null-table-stream.c (an entry at a time): the record checks they share,
 * so that both accept the same tables and word their errors alike.
 * Nothing else includes it.
 */
#ifndef SCHEMA_NULL_TABLE_PRIV_H
#define SCHEMA_NULL_TABLE_PRIV_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

#include "null-table.h"

/* Where the reader is in the document, for messages naming the record. */
struct table_reader {
	const char *path;
	char *err;
	size_t err_size;
	const char *section;	/* "events" or "functions" */
	size_t entry;
	const char *entry_name;	/* NULL until the entry's name is known */
	const char *list;	/* "args" or "params", NULL outside one */
	size_t item;
};

/* Write "FILE: section[i] (name).list[j]: <message>" and return -EINVAL. */
int reader__fail(struct table_reader *r, const char *fmt, ...);

/* Member @key of @obj, present and of @type (JSON_TRUE: either boolean), in *@value. */
int reader__member(struct table_reader *r, json_t *obj, const char *key,
		   json_type type, json_t **value);

/* Check event or function record @obj into @entry; its strings point into @obj. */
int reader__entry(struct table_reader *r, json_t *obj, bool is_event,
		  struct null_table_entry *entry);

/* Sort section @key by name: event names must be unique, functions of one name merge. */
int finish_section(struct table_reader *r, const char *key,
		   struct null_table_entry *entries, size_t *nr_entries);

/* Read @root's optional "bugs" list into @t. */
int reader__bugs(struct table_reader *r, json_t *root, struct null_table *t);

/* Is @root an object with the "schema" this reader knows?  0 or -EINVAL. */
int reader__schema(struct table_reader *r, json_t *root);

/* Free @arg's evidence (and each item's chain) and leave it none. */
void free_evidence(struct null_table_arg *arg);

#endif
