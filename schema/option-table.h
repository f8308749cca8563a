/* SPDX-License-Identifier: MIT */
/*
 * A program's options as one table: getopt_long()'s short and long
 * options, where each value goes and the --help lines all come from it,
 * so that no option is taken without being in --help, or the reverse.
 */
#ifndef SCHEMA_OPTION_TABLE_H
#define SCHEMA_OPTION_TABLE_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

/* getopt_long()'s values from here up are long options without a letter. */
#define OPTION_LONG_ONLY	256

/* One option: its names, where its value goes, its help. */
struct option_row {
	const char *name;	/* the long option, without its "--" */
	int key;		/* getopt_long()'s value: a letter is the short option too */
	const char *value;	/* the value's name in --help; NULL: a switch */
	size_t field;		/* offsetof() in the program's options: a const char *, a bool for a switch */
	const char *help;	/* its lines, '\n' between them, the first beside the option */
};

struct option_table {
	const struct option_row *rows;
	size_t nr_rows;
	const char *common_shorts;	/* "hV", "h" or "": the letters of --help and --version */
	int help_column;		/* where each option's help starts in --help */
};

/* Room for option_table__getopt()'s tables of a table of @nr_rows rows. */
#define OPTION_TABLE_SHORTS(nr_rows)	(2 * (nr_rows) + 3)
#define OPTION_TABLE_LONGS(nr_rows)	((nr_rows) + 3)

/*
 * Fill getopt_long()'s @shorts and @longs (OPTION_TABLE_SHORTS() and
 * OPTION_TABLE_LONGS() elements) from @table, --help ('h') and --version
 * (PROGRAM_OPT_VERSION) last.
 */
void option_table__getopt(const struct option_table *table, char *shorts, struct option *longs);

/* The row of getopt_long()'s value @key, or NULL (--help, --version, an error). */
const struct option_row *option_table__find(const struct option_table *table, int key);

/* Store @value (getopt's optarg) of @row, or true for a switch, in @opts. */
void option_table__set(const struct option_row *row, void *opts, const char *value);

/* Each row's --help lines, "  -k, --name VALUE" and then its help. */
void option_table__print(const struct option_table *table, FILE *out);

#endif
