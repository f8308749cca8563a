// SPDX-License-Identifier: MIT
/*
 * Functions of one name in the table: static functions of different files
 * that share a name are one entry for the readers, as BTF and fentry know
 * a function by its name only.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "null-table.h"
#include "null-table-priv.h"

/*
 * Fold @from into @into, two static functions of one name in different
 * files: BTF and fentry know them by name only, so a parameter may be
 * NULL if it may be in either.  A parameter only one lists stays unknown
 * for the other: unknown, unless it may be NULL.
 */
static int merge_function(struct null_table_entry *into, struct null_table_entry *from)
{
	size_t i, j, n = into->nr_args;
	struct null_table_arg *args;

	if (into->args_in_block) {
		args = malloc((n + from->nr_args) * sizeof(*args));
		if (args && n)
			memcpy(args, into->args, n * sizeof(*args));
	} else {
		args = realloc(into->args, (n + from->nr_args) * sizeof(*args));
	}
	if (!args && n + from->nr_args)
		return -ENOMEM;
	into->args = args;
	into->args_in_block = false;
	for (j = 0; j < from->nr_args; j++) {
		struct null_table_arg *b = &from->args[j];

		for (i = 0; i < n && args[i].index != b->index; i++)
			;
		if (i == n) {
			args[into->nr_args] = *b;
			args[into->nr_args].verdict = null_verdict__combine(b->verdict,
									    NULL_VERDICT_UNKNOWN);
			into->nr_args++;
			continue;
		}
		args[i].verdict = null_verdict__combine(args[i].verdict, b->verdict);
		args[i].err |= b->err;
		null_table_arg__free_evidence(b);
	}
	for (i = 0; i < n; i++) {
		for (j = 0; j < from->nr_args && from->args[j].index != args[i].index; j++)
			;
		if (j == from->nr_args)
			args[i].verdict = null_verdict__combine(args[i].verdict,
								NULL_VERDICT_UNKNOWN);
	}
	qsort(into->args, into->nr_args, sizeof(*args), null_table_arg__compare);
	if (!from->args_in_block)
		free(from->args);
	from->args = NULL;
	from->nr_args = 0;
	return 0;
}

int null_table__merge_functions(struct null_table_entry *entries, size_t *nr_entries)
{
	size_t i, kept = 0;
	int err;

	for (i = 0; i < *nr_entries; i++) {
		if (kept && !strcmp(entries[kept - 1].name, entries[i].name)) {
			err = merge_function(&entries[kept - 1], &entries[i]);
			if (err)
				return err;
			entries[kept - 1].merged = true;
			continue;
		}
		entries[kept++] = entries[i];
	}
	*nr_entries = kept;
	return 0;
}
