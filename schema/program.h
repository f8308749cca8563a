/* SPDX-License-Identifier: MIT */
/*
 * What every program of the project shares on its command line: one
 * meaning for each exit status, the --version line, the message of a
 * usage error.
 */
#ifndef SCHEMA_PROGRAM_H
#define SCHEMA_PROGRAM_H

#include <stdio.h>

#include "sparse-null-version.h"

enum program_exit {
	EXIT_DONE = 0,		/* done: nothing found, or nothing to find */
	EXIT_FINDINGS = 1,	/* done, and it found something: warnings, kernel bugs */
	EXIT_USAGE = 2,		/* usage error, bad input, an output not written */
};

/* getopt_long()'s value for --version, a long option only. */
#define PROGRAM_OPT_VERSION	'V'

/*
 * The options every program answers alike, for the default case of its
 * getopt_long() loop: 'h' (-h, --help) prints @usage to standard output,
 * PROGRAM_OPT_VERSION the version; anything else is a usage error (@usage
 * to standard error).  Returns the exit status.
 */
int program__common_option(int opt, const char *program, void (*usage)(FILE *out));

/* Print "@program VERSION" on standard output. */
void program__print_version(const char *program);

/*
 * Print "@program: MESSAGE" and then @usage on standard error.  Returns
 * EXIT_USAGE, for the caller to exit with.
 */
int program__usage_error(const char *program, const char *usage, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#endif
