// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "diff-summary.h"
#include "key-map.h"
#include "rule-id.h"

struct row {
	char *file_rule;	/* "file\trule": the sort order */
	size_t nr_new, nr_fixed;
};

struct rows {
	struct key_map index;	/* file_rule -> struct row * */
	struct row **rows;
	size_t nr, alloc;
};

static struct row *row_of(struct rows *rows, const struct diag *d)
{
	char buf[128], *name;
	const char *rule = rule_id__of(d, buf, sizeof(buf));
	size_t len = strlen(d->file) + strlen(rule) + 2;
	struct key_map_entry *entry;
	struct row *row;

	name = malloc(len);
	if (!name)
		return NULL;
	snprintf(name, len, "%s\t%s", d->file, rule);
	entry = key_map__find(&rows->index, name);
	if (entry) {
		free(name);
		return entry->value;
	}
	if (ARRAY_ENSURE(rows->rows, rows->alloc, rows->nr + 1))
		goto fail;
	row = calloc(1, sizeof(*row));
	entry = row ? key_map__get(&rows->index, name) : NULL;
	if (!entry) {
		free(row);
		goto fail;
	}
	row->file_rule = name;
	entry->value = row;
	rows->rows[rows->nr++] = row;
	return row;
fail:
	free(name);
	return NULL;
}

static int count_side(struct rows *rows, const struct log_side *side, bool is_new)
{
	size_t i;

	for (i = 0; i < side->log.nr_diags; i++) {
		struct row *row;

		if (side->matched[i])
			continue;
		row = row_of(rows, &side->log.diags[i]);
		if (!row)
			return -ENOMEM;
		if (is_new)
			row->nr_new++;
		else
			row->nr_fixed++;
	}
	return 0;
}

static int by_file_rule(const void *a, const void *b)
{
	const struct row *x = *(const struct row *const *)a, *y = *(const struct row *const *)b;

	return strcmp(x->file_rule, y->file_rule);
}

static void print_rows(FILE *out, struct rows *rows, bool fixed)
{
	size_t i, nr_new = 0, nr_fixed = 0;

	qsort(rows->rows, rows->nr, sizeof(*rows->rows), by_file_rule);
	fprintf(out, fixed ? "%6s %6s  %-20s %s\n" : "%6s%.0s  %-20s %s\n",
		"new", "fixed", "rule", "file");
	for (i = 0; i < rows->nr; i++) {
		struct row *row = rows->rows[i];
		char *tab = strchr(row->file_rule, '\t');

		*tab = '\0';
		if (fixed)
			fprintf(out, "%6zu %6zu  %-20s %s\n", row->nr_new, row->nr_fixed,
				tab + 1, row->file_rule);
		else
			fprintf(out, "%6zu  %-20s %s\n", row->nr_new, tab + 1, row->file_rule);
		*tab = '\t';
		nr_new += row->nr_new;
		nr_fixed += row->nr_fixed;
	}
	if (fixed)
		fprintf(out, "%6zu %6zu  total\n", nr_new, nr_fixed);
	else
		fprintf(out, "%6zu  total\n", nr_new);
}

static void free_rows(struct rows *rows)
{
	size_t i;

	for (i = 0; i < rows->nr; i++) {
		free(rows->rows[i]->file_rule);
		free(rows->rows[i]);
	}
	free(rows->rows);
	key_map__free(&rows->index);
}

int diff_summary__print(FILE *out, const struct log_side *old, const struct log_side *new,
			bool fixed)
{
	struct rows rows = { 0 };
	int err = count_side(&rows, new, true);

	if (!err && fixed)
		err = count_side(&rows, old, false);
	if (!err)
		print_rows(out, &rows, fixed);
	free_rows(&rows);
	return err;
}
