// SPDX-License-Identifier: MIT
/*
 * The options, one table (schema/option-table.h): getopt_long()'s short
 * and long options, where each value goes and the --help lines all come
 * from it.
 */
#define _GNU_SOURCE
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "option-table.h"
#include "options.h"
#include "program.h"

#define PROGRAM "sparse-null-annotate"

static const char usage_line[] =
	"usage: " PROGRAM " [-o OUTDIR] [--signoff 'Name <mail>'] [--quiet] TABLE KERNEL_TREE\n";

static const struct option_row option_rows[] = {
	{ "output", 'o', "OUTDIR", offsetof(struct annotate_options, outdir),
	  "where the series go (default .)" },
	{ "signoff", 's', "IDENT", offsetof(struct annotate_options, signoff),
	  "author and Signed-off-by (default: git config\n"
	  "user.name and user.email)" },
	{ "leave", 'l', "FILE", offsetof(struct annotate_options, leave),
	  "leave the renames FILE lists, one 'PATH:NAME<tab>why'\n"
	  "(NAME in file PATH) or 'PATH<tab>why' (all of the\n"
	  "file's) a line; the why goes into the cover\n"
	  "letter, e.g. what checkpatch flagged" },
	{ "quiet", 'q', NULL, offsetof(struct annotate_options, quiet),
	  "no summary on stdout" },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "hV", .help_column = 26,
};

static void usage(FILE *out)
{
	fputs(usage_line, out);
	fputs("Write OUTDIR/nullable/ and OUTDIR/guarded/: patch series renaming the\n"
	      "tracepoint arguments TABLE grades nullable (guarded) to <name>__nullable;\n"
	      "OUTDIR/functions/: the function parameters callers pass a literal NULL.\n", out);
	option_table__print(&options, out);
	fputs("  -h, --help, -V, --version\n"
	      "SOURCE_DATE_EPOCH, when set, is the patches' date.\n"
	      "Exit: 0 written, 1 written but some graded arguments could not be\n"
	      "renamed (named on stderr), 2 usage or input error.\n", out);
}

int annotate_options__parse(struct annotate_options *opts, int argc, char **argv)
{
	int ret;

	opts->outdir = ".";
	ret = option_table__parse(&options, argc, argv, opts);
	if (ret >= 0)
		return ret;
	if (argc - optind != 2)
		return program__usage_error(PROGRAM, usage_line, "expected TABLE and KERNEL_TREE");
	opts->table = argv[optind];
	opts->tree = argv[optind + 1];
	return -1;
}

/* "Name <mail>" from git config, or NULL. */
static char *git_identity(void)
{
	char name[256] = "", mail[256] = "", *ident = NULL;
	FILE *p = popen("git config user.name; git config user.email", "r");

	if (!p)
		return NULL;
	if (fgets(name, sizeof(name), p))
		fgets(mail, sizeof(mail), p);
	pclose(p);
	name[strcspn(name, "\n")] = '\0';
	mail[strcspn(mail, "\n")] = '\0';
	if (*name && *mail && asprintf(&ident, "%s <%s>", name, mail) < 0)
		ident = NULL;
	return ident;
}

static bool valid_identity(const char *s)
{
	const char *lt = strchr(s, '<');

	return lt && lt > s && lt[-1] == ' ' && strchr(lt, '@') &&
	       s[strlen(s) - 1] == '>' && !strchr(s, '\n');
}

char *annotate_options__author(const struct annotate_options *opts)
{
	char *author = opts->signoff ? strdup(opts->signoff) : git_identity();

	if (author && valid_identity(author))
		return author;
	fprintf(stderr, PROGRAM ": %s: give --signoff 'Name <mail>' "
		"(or set git config user.name and user.email)\n",
		author ? author : "no identity");
	free(author);
	return NULL;
}
