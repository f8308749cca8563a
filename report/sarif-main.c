// SPDX-License-Identifier: MIT
/*
 * sparse-null-sarif: a diagnostics log of sparse-null, sparse or gcc as a
 * SARIF 2.1.0 log for code review tools.  With -o the file is written
 * atomically: a killed run leaves the previous file or none.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "atomic-file.h"
#include "diag-log.h"
#include "option-table.h"
#include "program.h"
#include "sarif-write.h"

#define PROGRAM "sparse-null-sarif"

/* The command line; struct sarif_options is what the writer takes of it. */
struct sarif_cmdline {
	const char *output;	/* NULL: standard output */
	const char *tool;
	const char *srcroot;
	const char *log;
};

static const char usage_line[] =
	"usage: " PROGRAM " [-o OUT.sarif] [--tool NAME] [--srcroot DIR] LOG\n";

enum { OPT_TOOL = OPTION_LONG_ONLY, OPT_SRCROOT };

static const struct option_row option_rows[] = {
	{ "output", 'o', "FILE", offsetof(struct sarif_cmdline, output),
	  "write FILE atomically instead of standard output" },
	{ "tool", OPT_TOOL, "NAME", offsetof(struct sarif_cmdline, tool),
	  "the tool named in the log (default sparse-null)" },
	{ "srcroot", OPT_SRCROOT, "DIR", offsetof(struct sarif_cmdline, srcroot),
	  "the tree relative paths are in (default: the\n"
	  "current directory)" },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "h", .help_column = 21,
};

static void usage(FILE *out)
{
	fprintf(out, "%s"
		"Convert a diagnostics log (sparse-null, sparse, gcc; '-' for standard\n"
		"input) to SARIF 2.1.0: a rule id per check, locations, continuation\n"
		"lines as related locations.\n"
		"\n", usage_line);
	option_table__print(&options, out);
	fputs("  -h, --help         this text\n"
	      "  --version          the version\n"
	      "\n"
	      "Exit status: 0 written (lines that are no diagnostic are counted on\n"
	      "standard error and listed in the SARIF log), 2 usage error, unreadable\n"
	      "log or unwritable output.\n", out);
}

/* -1 to go on, else the exit status. */
static int parse_options(int argc, char **argv, struct sarif_cmdline *opts)
{
	int ret;

	ret = option_table__parse(&options, argc, argv, opts);
	if (ret >= 0)
		return ret;
	if (argc - optind != 1)
		return program__usage_error(PROGRAM, usage_line, "expected one log");
	opts->log = argv[optind];
	return -1;
}

static int write_document(json_t *doc, const char *output)
{
	struct atomic_file file;
	int err;

	if (!output) {
		if (json_dumpf(doc, stdout, JSON_INDENT(1)) || fputc('\n', stdout) == EOF ||
		    fflush(stdout))
			return -EIO;
		return 0;
	}
	err = atomic_file__open(&file, output);
	if (err)
		return err;
	if (json_dumpf(doc, file.stream, JSON_INDENT(1)) || fputc('\n', file.stream) == EOF) {
		atomic_file__abort(&file);
		return -EIO;
	}
	return atomic_file__commit(&file);
}

static int convert(const struct sarif_cmdline *opts)
{
	struct sarif_options sarif = { .tool = opts->tool, .srcroot = opts->srcroot };
	char cwd[PATH_MAX], *root = NULL;
	struct diag_log log;
	json_t *doc;
	int err;

	if (opts->srcroot && !(root = realpath(opts->srcroot, NULL))) {
		fprintf(stderr, PROGRAM ": --srcroot %s: %s\n", opts->srcroot, strerror(errno));
		return EXIT_USAGE;
	}
	err = diag_log__read(&log, opts->log);
	if (err) {
		free(root);
		fprintf(stderr, PROGRAM ": %s: %s\n", opts->log, strerror(-err));
		return EXIT_USAGE;
	}
	sarif.srcroot = root ? root : getcwd(cwd, sizeof(cwd));
	doc = sarif_write__log(&log, &sarif);
	err = doc ? write_document(doc, opts->output) : -ENOMEM;
	if (err)
		fprintf(stderr, PROGRAM ": %s: %s\n", opts->output ? opts->output : "standard output",
			strerror(-err));
	else if (log.nr_skipped)
		fprintf(stderr, PROGRAM ": %s: %zu lines are no diagnostic (first at line %zu); "
			"listed as notifications\n", opts->log, log.nr_skipped, log.skipped[0].log_line);
	json_decref(doc);
	free(root);
	diag_log__free(&log);
	return err ? EXIT_USAGE : EXIT_DONE;
}

int main(int argc, char **argv)
{
	struct sarif_cmdline opts = { .tool = "sparse-null" };
	int status = parse_options(argc, argv, &opts);

	if (status >= 0)
		return status;
	return convert(&opts);
}
