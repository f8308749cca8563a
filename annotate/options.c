// SPDX-License-Identifier: MIT
/*
 * The options, one table: getopt_long()'s short and long options, where
 * each value goes and the --help lines all come from it.
 */
#define _GNU_SOURCE
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "program.h"

#define PROGRAM "sparse-null-annotate"

static const char usage_line[] =
	"usage: " PROGRAM " [-o OUTDIR] [--signoff 'Name <mail>'] [--quiet] TABLE KERNEL_TREE\n";

/* The column where an option's help starts in --help. */
#define HELP_COLUMN 26

/* One option: its names, where its value goes, its help. */
struct option_row {
	const char *name;
	char key;		/* the short option, and getopt_long()'s value */
	const char *value;	/* the value's name in --help; NULL: a switch */
	size_t field;		/* in struct options: a const char *, a bool for a switch */
	const char *help;	/* a line each, the first beside the option */
};

static const struct option_row rows[] = {
	{ "output", 'o', "OUTDIR", offsetof(struct options, outdir),
	  "where the series go (default .)" },
	{ "signoff", 's', "IDENT", offsetof(struct options, signoff),
	  "author and Signed-off-by (default: git config\n"
	  "user.name and user.email)" },
	{ "leave", 'l', "FILE", offsetof(struct options, leave),
	  "leave the renames FILE lists, one 'PATH:NAME<tab>why'\n"
	  "(NAME in file PATH) or 'PATH<tab>why' (all of the\n"
	  "file's) a line; the why goes into the cover\n"
	  "letter, e.g. what checkpatch flagged" },
	{ "quiet", 'q', NULL, offsetof(struct options, quiet),
	  "no summary on stdout" },
};

#define NR_ROWS (sizeof(rows) / sizeof(rows[0]))

/* "-o, --output OUTDIR" and its help, continued lines under the first. */
static void put_option_help(FILE *out, const struct option_row *row)
{
	const char *line = row->help;
	int col = fprintf(out, "  -%c, --%s%s%s", row->key, row->name,
			  row->value ? " " : "", row->value ? row->value : "");
	size_t len;

	for (;;) {
		len = strcspn(line, "\n");
		fprintf(out, "%*s%.*s\n", HELP_COLUMN - col, "", (int)len, line);
		if (!line[len])
			break;
		line += len + 1;
		col = 0;
	}
}

static void usage(FILE *out)
{
	size_t i;

	fputs(usage_line, out);
	fputs("Write OUTDIR/nullable/ and OUTDIR/guarded/: patch series renaming the\n"
	      "tracepoint arguments TABLE grades nullable (guarded) to <name>__nullable;\n"
	      "OUTDIR/functions/: the function parameters callers pass a literal NULL.\n", out);
	for (i = 0; i < NR_ROWS; i++)
		put_option_help(out, &rows[i]);
	fputs("  -h, --help, -V, --version\n"
	      "SOURCE_DATE_EPOCH, when set, is the patches' date.\n"
	      "Exit: 0 written, 1 written but some graded arguments could not be\n"
	      "renamed (named on stderr), 2 usage or input error.\n", out);
}

/* getopt_long()'s options from the table, then -h and -V. */
static void getopt_tables(char *shorts, struct option *longs)
{
	size_t i;

	for (i = 0; i < NR_ROWS; i++) {
		*shorts++ = rows[i].key;
		if (rows[i].value)
			*shorts++ = ':';
		longs[i] = (struct option){
			rows[i].name, rows[i].value ? required_argument : no_argument,
			NULL, rows[i].key,
		};
	}
	*shorts++ = 'h';
	*shorts++ = PROGRAM_OPT_VERSION;
	*shorts = '\0';
	longs[i++] = (struct option){ "help", no_argument, NULL, 'h' };
	longs[i++] = (struct option){ "version", no_argument, NULL, PROGRAM_OPT_VERSION };
	longs[i] = (struct option){ 0 };
}

static const struct option_row *find_row(int key)
{
	size_t i;

	for (i = 0; i < NR_ROWS; i++) {
		if (rows[i].key == key)
			return &rows[i];
	}
	return NULL;
}

static void set_option(struct options *opts, const struct option_row *row,
		       const char *value)
{
	char *field = (char *)opts + row->field;

	if (row->value)
		*(const char **)field = value;
	else
		*(bool *)field = true;
}

int options__parse(struct options *opts, int argc, char **argv)
{
	char shorts[2 * NR_ROWS + 3];
	struct option longs[NR_ROWS + 3];
	const struct option_row *row;
	int c;

	getopt_tables(shorts, longs);
	opts->outdir = ".";
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		row = find_row(c);
		if (!row)
			return program__common_option(c, PROGRAM, usage);
		set_option(opts, row, optarg);
	}
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

char *options__author(const struct options *opts)
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
