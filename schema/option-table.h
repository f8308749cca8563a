/* SPDX-License-Identifier: MIT */
/*
 * A program's options as one table: getopt_long()'s short and long
 * options, where each value goes and the --help lines all come from it,
 * so that no option is taken without being in --help, or the reverse.
 */
#ifndef SCHEMA_OPTION_TABLE_H
#define SCHEMA_OPTION_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* getopt_long()'s values from here up are long options without a letter. */
#define OPTION_LONG_ONLY	256

/* One option: its names, where its value goes, its help. */
struct option_row {
	const char *name;	/* the long option, without its "--" */
	int key;		/* getopt_long()'s value: a letter is the short option too */
	const char *value;	/* the value's name in --help; NULL: a switch */
	size_t field;		/* offsetof() in the program's options: a const char *, a bool
				 * for a switch, a struct option_values when repeated */
	const char *help;	/* its lines, '\n' between them, the first beside the option */
	bool last;		/* parsing ends after it: what follows is for another program */
	bool repeated;		/* may be given several times: every value is kept, in order */
};

/* The values of a repeated option, in the command line's order. */
struct option_values {
	const char **items;	/* pointers into argv */
	size_t nr, cap;
};

struct option_table {
	const char *program;		/* the program's name, in messages */
	void (*usage)(FILE *out);	/* its --help, also printed after a usage error */
	const struct option_row *rows;
	size_t nr_rows;
	const char *common_shorts;	/* "hV", "h" or "": the letters of --help and --version */
	int help_column;		/* where each option's help starts in --help */
};

/*
 * Parse the options of @argv into @opts, the program's options (each
 * row's field); --help, --version and what getopt_long() refuses go
 * through program__common_option().  Returns -1 to go on, optind at the
 * first operand, or the exit status (EXIT_USAGE after a message when a
 * repeated option's values find no memory).  Free the repeated options'
 * values with option_values__free() in every case.
 */
int option_table__parse(const struct option_table *table, int argc, char **argv, void *opts);

/* Free what option_table__parse() kept of a repeated option; the values stay argv's. */
void option_values__free(struct option_values *values);

/* Each row's --help lines, "  -k, --name VALUE" and then its help. */
void option_table__print(const struct option_table *table, FILE *out);

#endif
