// SPDX-License-Identifier: MIT
#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "option-table.h"
#include "program.h"

static bool has_letter(const struct option_row *row)
{
	return row->key < OPTION_LONG_ONLY;
}

/*
 * getopt_long()'s @shorts (2 * nr_rows + 3 letters) and @longs (nr_rows +
 * 3 options) from @table, --help ('h') and --version last.
 */
static void fill_getopt(const struct option_table *table, char *shorts, struct option *longs)
{
	const struct option_row *row;
	size_t i;

	for (i = 0; i < table->nr_rows; i++) {
		row = &table->rows[i];
		if (has_letter(row)) {
			*shorts++ = row->key;
			if (row->value)
				*shorts++ = ':';
		}
		longs[i] = (struct option){
			row->name, row->value ? required_argument : no_argument, NULL, row->key,
		};
	}
	strcpy(shorts, table->common_shorts);
	longs[i++] = (struct option){ "help", no_argument, NULL, 'h' };
	longs[i++] = (struct option){ "version", no_argument, NULL, PROGRAM_OPT_VERSION };
	longs[i] = (struct option){ 0 };
}

static const struct option_row *find_row(const struct option_table *table, int key)
{
	size_t i;

	for (i = 0; i < table->nr_rows; i++) {
		if (table->rows[i].key == key)
			return &table->rows[i];
	}
	return NULL;
}

/*
 * Store getopt's @value of @row, or true for a switch, in @opts; a
 * repeated option's value is added to the others.  Returns 0 or -ENOMEM.
 */
static int set_field(const struct option_row *row, void *opts, const char *value)
{
	char *field = (char *)opts + row->field;
	struct option_values *values = (struct option_values *)field;

	if (row->repeated) {
		if (ARRAY_ENSURE(values->items, values->cap, values->nr + 1))
			return -ENOMEM;
		values->items[values->nr++] = value;
	} else if (row->value) {
		*(const char **)field = value;
	} else {
		*(bool *)field = true;
	}
	return 0;
}

int option_table__parse(const struct option_table *table, int argc, char **argv, void *opts)
{
	char shorts[2 * table->nr_rows + 3];
	struct option longs[table->nr_rows + 3];
	const struct option_row *row;
	int c;

	fill_getopt(table, shorts, longs);
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		row = find_row(table, c);
		if (!row)
			return program__common_option(c, table->program, table->usage);
		if (set_field(row, opts, optarg)) {
			fprintf(stderr, "%s: out of memory\n", table->program);
			return EXIT_USAGE;
		}
		if (row->last)
			break;
	}
	return -1;
}

void option_values__free(struct option_values *values)
{
	free(values->items);
	memset(values, 0, sizeof(*values));
}

/* "-k, --name VALUE" and its help, the continued lines under the first. */
static void print_row(FILE *out, const struct option_row *row, int help_column)
{
	const char *line = row->help;
	int col = fprintf(out, "  ");
	size_t len;

	if (has_letter(row))
		col += fprintf(out, "-%c, ", row->key);
	col += fprintf(out, "--%s", row->name);
	if (row->value)
		col += fprintf(out, " %s", row->value);
	for (;;) {
		len = strcspn(line, "\n");
		/* one blank at least after an option too long for the column */
		fprintf(out, "%*s%.*s\n", col < help_column ? help_column - col : 1, "",
			(int)len, line);
		if (!line[len])
			break;
		line += len + 1;
		col = 0;
	}
}

void option_table__print(const struct option_table *table, FILE *out)
{
	size_t i;

	for (i = 0; i < table->nr_rows; i++)
		print_row(out, &table->rows[i], table->help_column);
}
