// SPDX-License-Identifier: MIT
/*
 * The table as both readers return it (null-table.h): the names of its
 * verdicts, its order (entries by name, arguments by index), finding an
 * entry, freeing it.
 */
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "null-table.h"

static const char *const verdict_names[] = {
	[NULL_VERDICT_UNKNOWN] = "unknown",
	[NULL_VERDICT_NONNULL] = "nonnull",
	[NULL_VERDICT_GUARDED] = "guarded",
	[NULL_VERDICT_NULLABLE] = "nullable",
	[NULL_VERDICT_UNCALLED] = "uncalled",
};

#define NR_VERDICT_NAMES	(sizeof(verdict_names) / sizeof(verdict_names[0]))

const char *null_verdict__name(enum null_verdict verdict)
{
	if ((unsigned int)verdict >= NR_VERDICT_NAMES)
		return "unknown";
	return verdict_names[verdict];
}

int null_verdict__parse(const char *name)
{
	size_t i;

	for (i = 0; i < NR_VERDICT_NAMES; i++) {
		if (!strcmp(name, verdict_names[i]))
			return i;
	}
	return -1;
}

enum null_verdict null_verdict__combine(enum null_verdict a, enum null_verdict b)
{
	if (a == NULL_VERDICT_UNCALLED)
		return b;
	if (b == NULL_VERDICT_UNCALLED)
		return a;
	if (a == NULL_VERDICT_NULLABLE || b == NULL_VERDICT_NULLABLE)
		return NULL_VERDICT_NULLABLE;
	if (a == NULL_VERDICT_GUARDED || b == NULL_VERDICT_GUARDED)
		return NULL_VERDICT_GUARDED;
	if (a == NULL_VERDICT_NONNULL && b == NULL_VERDICT_NONNULL)
		return NULL_VERDICT_NONNULL;
	return NULL_VERDICT_UNKNOWN;
}

bool null_table_arg__may_be_null(const struct null_table_arg *arg)
{
	return arg->verdict == NULL_VERDICT_NULLABLE ||
	       arg->verdict == NULL_VERDICT_GUARDED;
}

int null_table_arg__compare(const void *a, const void *b)
{
	const struct null_table_arg *x = a, *y = b;

	return (x->index > y->index) - (x->index < y->index);
}

int null_table_entry__compare(const void *a, const void *b)
{
	const struct null_table_entry *x = a, *y = b;

	return strcmp(x->name, y->name);
}

static const struct null_table_entry *find_entry(const struct null_table_entry *entries,
						 size_t n, const char *name)
{
	struct null_table_entry key = { .name = name };

	if (!n)
		return NULL;
	return bsearch(&key, entries, n, sizeof(*entries), null_table_entry__compare);
}

const struct null_table_entry *null_table__event(const struct null_table *table,
						  const char *name)
{
	return find_entry(table->events, table->nr_events, name);
}

const struct null_table_entry *null_table__function(const struct null_table *table,
						     const char *name)
{
	return find_entry(table->functions, table->nr_functions, name);
}

const struct null_table_entry *null_table__struct_ops(const struct null_table *table,
						      const char *name)
{
	return find_entry(table->struct_ops, table->nr_struct_ops, name);
}

void null_table_arg__free_evidence(struct null_table_arg *arg)
{
	size_t i;

	for (i = 0; i < arg->nr_evidence; i++)
		free(arg->evidence[i].chain);
	free(arg->evidence);
	arg->evidence = NULL;
	arg->nr_evidence = 0;
}

static void free_entries(struct null_table_entry *entries, size_t n)
{
	size_t i, j;

	for (i = 0; i < n && entries; i++) {
		if (entries[i].args_in_block)
			continue;
		for (j = 0; entries[i].args && j < entries[i].nr_args; j++)
			null_table_arg__free_evidence(&entries[i].args[j]);
		free(entries[i].args);
	}
	free(entries);
}

void null_table__free(struct null_table *table)
{
	if (!table)
		return;
	free_entries(table->events, table->nr_events);
	free_entries(table->functions, table->nr_functions);
	free_entries(table->struct_ops, table->nr_struct_ops);
	free(table->bugs);
	json_decref(table->json);
	while (table->nr_blocks)
		free(table->blocks[--table->nr_blocks]);
	free(table->blocks);
	free(table);
}
