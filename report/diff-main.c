// SPDX-License-Identifier: MIT
/*
 * sparse-null-diff: the diagnostics a change added.  Reads an old and a new
 * log, prints the new diagnostics as the checker printed them, so that an
 * editor or CI can jump to them; --fixed adds those that went away,
 * --summary counts them per file and rule instead.  --base REV hands the
 * work of making the two logs to the sparse-null-diff-base script.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "log-diff.h"
#include "diff-summary.h"
#include "option-table.h"
#include "program.h"

#define PROGRAM "sparse-null-diff"

/* How many unparsed lines are quoted before they are only counted. */
#define MAX_QUOTED_SKIPPED 10

struct diff_options {
	bool fixed;
	bool summary;
	const char *old_tree, *new_tree;
	const char *base;
	const char *old_log, *new_log;
};

static const char usage_lines[] =
	"usage: " PROGRAM " [OPTIONS] OLD.log NEW.log\n"
	"       " PROGRAM " --base REV [OPTIONS] [-- PATH...]   (in a kernel git tree)\n";

enum { OPT_FIXED = OPTION_LONG_ONLY, OPT_SUMMARY, OPT_OLD_TREE, OPT_NEW_TREE, OPT_BASE };

static const struct option_row option_rows[] = {
	{ "fixed", OPT_FIXED, NULL, offsetof(struct diff_options, fixed),
	  "also print those of OLD.log that went away" },
	{ "summary", OPT_SUMMARY, NULL, offsetof(struct diff_options, summary),
	  "print counts per file and rule instead of diagnostics" },
	{ "old-tree", OPT_OLD_TREE, "DIR", offsetof(struct diff_options, old_tree),
	  "the source tree OLD.log was made from" },
	{ "new-tree", OPT_NEW_TREE, "DIR", offsetof(struct diff_options, new_tree),
	  "the source tree NEW.log was made from; with both,\n"
	  "the enclosing function is part of the match" },
	{ "base", OPT_BASE, "REV", offsetof(struct diff_options, base),
	  "check what the change since REV touched, at REV and\n"
	  "now, and diff the two (see sparse-null-diff(1))", .last = true },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "h", .help_column = 19,
};

static void usage(FILE *out)
{
	fprintf(out, "%s"
		"Print the diagnostics of NEW.log that OLD.log does not have, matched by\n"
		"file, enclosing function, message and continuation lines, not by line.\n"
		"\n", usage_lines);
	option_table__print(&options, out);
	fputs("  -h, --help       this text\n"
	      "  --version        the version\n"
	      "\n"
	      "Exit status: 0 nothing new, 1 new diagnostics (or lines of NEW.log that\n"
	      "could not be parsed and are not in OLD.log), 2 usage or unreadable input.\n", out);
}

/* --base: the script does the git and checker work, then calls us back. */
static int run_base_script(char **argv)
{
	char self[PATH_MAX], path[PATH_MAX + 64], *slash;
	const char *env = getenv("SPARSE_NULL_DIFF_BASE");
	ssize_t len = readlink("/proc/self/exe", self, sizeof(self) - 1);
	/* Installed: $PREFIX/libexec/sparse-null/; built: scripts/ of the source tree. */
	const char *candidates[] = { "%s/../libexec/sparse-null/sparse-null-diff-base",
				     "%s/../scripts/sparse-null-diff-base" };
	size_t i;

	if (len > 0) {
		self[len] = '\0';
		setenv("SPARSE_NULL_DIFF", self, 0);
	}
	if (env) {
		execv(env, argv);
		fprintf(stderr, PROGRAM ": %s: %s\n", env, strerror(errno));
		return EXIT_USAGE;
	}
	slash = len > 0 ? strrchr(self, '/') : NULL;
	for (i = 0; slash && i < sizeof(candidates) / sizeof(candidates[0]); i++) {
		*slash = '\0';
		snprintf(path, sizeof(path), candidates[i], self);
		if (!access(path, X_OK))
			execv(path, argv);
	}
	execvp("sparse-null-diff-base", argv);
	fprintf(stderr, PROGRAM ": --base needs the sparse-null-diff-base script: %s\n",
		strerror(errno));
	return EXIT_USAGE;
}

/* -1 to go on, else the exit status. */
static int parse_options(int argc, char **argv, struct diff_options *opts)
{
	int ret;

	ret = option_table__parse(&options, argc, argv, opts);
	if (ret >= 0)
		return ret;
	/* the script reads the whole command line itself */
	if (opts->base)
		return run_base_script(argv);
	if (argc - optind != 2)
		return program__usage_error(PROGRAM, usage_lines,
					    "expected two logs, OLD.log and NEW.log");
	opts->old_log = argv[optind];
	opts->new_log = argv[optind + 1];
	return -1;
}

static void print_diag(const struct diag *d, const char *prefix)
{
	size_t i;

	if (prefix) {
		/* "file:12:5: fixed: warning: ...": still a position editors read. */
		printf("%s:%u", d->file, d->line);
		if (d->col)
			printf(":%u", d->col);
		printf(": %s: %s: %s\n", prefix, d->severity, d->message);
	} else {
		printf("%s\n", d->text);
	}
	for (i = 0; i < d->nr_notes; i++)
		printf("%s\n", d->notes[i].text);
}

static void print_unmatched(const struct log_side *side, const char *prefix)
{
	size_t i;

	for (i = 0; i < side->log.nr_diags; i++)
		if (!side->matched[i])
			print_diag(&side->log.diags[i], prefix);
}

static size_t count_unmatched(const bool *matched, size_t n)
{
	size_t i, count = 0;

	for (i = 0; i < n; i++)
		count += !matched[i];
	return count;
}

/* Lines of NEW.log that are no diagnostic and not in OLD.log: unknown. */
static size_t report_unknown_lines(const struct log_side *new)
{
	size_t i, unknown = 0;

	for (i = 0; i < new->log.nr_skipped; i++) {
		const struct diag_skipped *s = &new->log.skipped[i];

		if (new->skipped_matched[i])
			continue;
		if (unknown++ < MAX_QUOTED_SKIPPED)
			fprintf(stderr, PROGRAM ": %s:%zu: not a diagnostic, and not in the old log: %s\n",
				new->log.path, s->log_line, s->text);
	}
	if (unknown > MAX_QUOTED_SKIPPED)
		fprintf(stderr, PROGRAM ": %s: %zu more such lines\n", new->log.path,
			unknown - MAX_QUOTED_SKIPPED);
	return unknown;
}

static void report_counts(const struct log_side *side)
{
	fprintf(stderr, PROGRAM ": %s: %zu diagnostics, %zu lines skipped", side->log.path,
		side->log.nr_diags, side->log.nr_skipped);
	if (side->log.nr_skipped)
		fprintf(stderr, " (first at line %zu)", side->log.skipped[0].log_line);
	fprintf(stderr, "%s\n", side->log.truncated ? ", last line incomplete" : "");
}

static int read_side(struct log_side *side, const char *path, const char *tree)
{
	int err = diag_log__read(&side->log, path);

	if (err) {
		fprintf(stderr, PROGRAM ": %s: %s\n", path, strerror(-err));
		return err;
	}
	side->sources.tree = tree;
	return 0;
}

static int report(struct log_side *old, struct log_side *new, const struct diff_options *opts)
{
	size_t nr_new = count_unmatched(new->matched, new->log.nr_diags);
	size_t nr_fixed = count_unmatched(old->matched, old->log.nr_diags);
	size_t unknown;

	if (opts->summary) {
		if (diff_summary__print(stdout, old, new, opts->fixed))
			return -ENOMEM;
	} else {
		print_unmatched(new, NULL);
		if (opts->fixed)
			print_unmatched(old, "fixed");
	}
	report_counts(old);
	report_counts(new);
	unknown = report_unknown_lines(new);
	fprintf(stderr, PROGRAM ": %zu new, %zu fixed\n", nr_new, nr_fixed);
	if (new->log.truncated)
		fprintf(stderr, PROGRAM ": %s: ends in the middle of a line (cut short?): "
			"it may lack diagnostics\n", new->log.path);
	return nr_new || unknown || new->log.truncated ? EXIT_FINDINGS : EXIT_DONE;
}

int main(int argc, char **argv)
{
	struct diff_options opts = { 0 };
	struct log_side old = { 0 }, new = { 0 };
	int status = parse_options(argc, argv, &opts);

	if (status >= 0)
		return status;
	if (read_side(&old, opts.old_log, opts.old_tree) ||
	    read_side(&new, opts.new_log, opts.new_tree)) {
		log_side__free(&old);
		return EXIT_USAGE;
	}
	if (!opts.old_tree || !opts.new_tree)
		old.sources.tree = new.sources.tree = NULL;
	status = log_diff__match(&old, &new);
	if (!status)
		status = report(&old, &new, &opts);
	if (status < 0) {
		fprintf(stderr, PROGRAM ": %s\n", strerror(-status));
		status = EXIT_USAGE;
	}
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, PROGRAM ": writing the output: %s\n", strerror(errno));
		status = EXIT_USAGE;
	}
	log_side__free(&old);
	log_side__free(&new);
	return status;
}
