/* SPDX-License-Identifier: MIT */
/*
 * sparse-null-annotate's command line: its options, --help and
 * --version, and the identity the patches are signed with.
 */
#ifndef ANNOTATE_OPTIONS_H
#define ANNOTATE_OPTIONS_H

#include <stdbool.h>

struct annotate_options {
	const char *outdir;	/* -o: where the series go */
	const char *signoff;	/* -s: "Name <mail>" */
	const char *leave;	/* -l: the renames left to a human */
	bool quiet;		/* -q: no summary */
	const char *table;
	const char *tree;
};

/*
 * Fill @opts from the command line.  Returns -1 to go on, or the exit
 * status: EXIT_DONE after --help or --version, EXIT_USAGE after a usage
 * error (said on standard error).
 */
int annotate_options__parse(struct annotate_options *opts, int argc, char **argv);

/*
 * The patches' author, "Name <mail>": --signoff, else git config's
 * user.name and user.email.  A new string, or NULL after saying on
 * standard error that there is none.
 */
char *annotate_options__author(const struct annotate_options *opts);

#endif
