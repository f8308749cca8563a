// SPDX-License-Identifier: MIT
/*
 * sparse-null-table: merge the per-file facts of a tree into one
 * nullability table (table.json, table.tsv, raw_tp_null_args.c) and, with
 * --kernel-tree, compare it with the kernel's hand-kept list.
 */
#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "creations.h"
#include "grade.h"
#include "kernel-list.h"
#include "load.h"
#include "option-table.h"
#include "program.h"
#include "propagate.h"
#include "write-json.h"
#include "write-text.h"

#define PROGRAM "sparse-null-table"

struct table_options {
	const char *outdir, *tree;
	bool keep_going, quiet;
	char **facts_dirs;
	int nr_facts_dirs;
};

static const char usage_line[] =
	"usage: " PROGRAM " [-o OUTDIR] [--keep-going] [--kernel-tree DIR] FACTSDIR...\n";

static const struct option_row option_rows[] = {
	{ "output", 'o', "OUTDIR", offsetof(struct table_options, outdir),
	  "write into OUTDIR (default: .), created if missing:\n"
	  "table.json, table.tsv, raw_tp_null_args.c" },
	{ "keep-going", 'k', NULL, offsetof(struct table_options, keep_going),
	  "report a bad facts file, merge the others\n"
	  "(the exit status is still 2)" },
	{ "kernel-tree", 't', "DIR", offsetof(struct table_options, tree),
	  "also write raw_tp_null_args.patch for\n"
	  "DIR/kernel/bpf/btf.c and compare.txt (neither\n"
	  "when btf.c has no raw_tp_null_args[]: a kernel\n"
	  "whose verifier keeps no list, such as 6.1)" },
	{ "quiet", 'q', NULL, offsetof(struct table_options, quiet),
	  "no progress line" },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "hV", .help_column = 25,
};

static void usage(FILE *out)
{
	fprintf(out, "%s\n"
		"Merge the facts files (*.facts.jsonl, from sparse-null -fnull-facts=DIR)\n"
		"under each FACTSDIR into one tracepoint nullability table.\n\n", usage_line);
	option_table__print(&options, out);
	fputs("  -h, --help             this text\n"
	      "  -V, --version          the version\n\n"
	      "Exit status: 0 table written (with --kernel-tree, also when btf.c has\n"
	      "no list), 1 written and it shows kernel bugs (a NULL passed to an\n"
	      "argument TP_fast_assign dereferences), 2 usage error, bad facts file,\n"
	      "a btf.c whose raw_tp_null_args[] cannot be read, or an output that\n"
	      "could not be written.\n", out);
}

/* Returns -1 to go on, or the exit status. */
static int parse_options(int argc, char **argv, struct table_options *o)
{
	int ret;

	o->outdir = ".";
	ret = option_table__parse(&options, argc, argv, o);
	if (ret >= 0)
		return ret;
	if (optind >= argc)
		return program__usage_error(PROGRAM, usage_line, "no FACTSDIR given");
	o->facts_dirs = argv + optind;
	o->nr_facts_dirs = argc - optind;
	return -1;
}

static int write_outputs(const struct table_options *o, const struct model *model,
			 const struct grades *grades)
{
	char path[4096];
	int err;

	if (mkdir(o->outdir, 0777) && errno != EEXIST) {
		fprintf(stderr, PROGRAM ": %s: %s\n", o->outdir, strerror(errno));
		return -errno;
	}
	snprintf(path, sizeof(path), "%s/table.json", o->outdir);
	err = write_json__table(path, model, grades);
	if (!err) {
		snprintf(path, sizeof(path), "%s/table.tsv", o->outdir);
		err = write_text__tsv(path, grades);
	}
	if (!err) {
		snprintf(path, sizeof(path), "%s/raw_tp_null_args.c", o->outdir);
		err = write_text__null_args_file(path, grades);
	}
	if (err) {
		fprintf(stderr, PROGRAM ": cannot write %s: %s\n", path, strerror(-err));
		return err;
	}
	if (o->tree)
		return kernel_list__compare(o->tree, o->outdir, grades);
	return 0;
}

static void summary(const struct model *model, const struct grades *g)
{
	size_t i, k;

	printf(PROGRAM ": %zu facts files (%zu sources), %zu events, %d pointer arguments:"
	       " %d nullable, %d guarded, %d nonnull, %d unknown, %d uncalled; %d may be ERR_PTR\n",
	       model->nr_files, model->source_list.nr, g->nr_events, g->nr_args,
	       g->verdicts[NULL_VERDICT_NULLABLE], g->verdicts[NULL_VERDICT_GUARDED],
	       g->verdicts[NULL_VERDICT_NONNULL], g->verdicts[NULL_VERDICT_UNKNOWN],
	       g->verdicts[NULL_VERDICT_UNCALLED], g->nr_err);
	for (i = 0; i < g->nr_events; i++) {
		const struct grade_entry *e = &g->events[i];

		for (k = 0; k < e->nr_args; k++) {
			const struct grade_arg *a = &e->args[k];

			if (a->bug)
				printf("%s:%d: error: %s argument %d (%s) is dereferenced by TP_fast_assign"
				       " but %s:%d passes NULL: enabling the event crashes the kernel\n",
				       a->deref->file, a->deref->line, e->name, a->index, a->name,
				       a->null_path->file, a->null_path->line);
		}
	}
	if (g->nr_suspects)
		printf(PROGRAM ": %d suspects: arguments TP_fast_assign dereferences get NULL"
		       " only through other functions (path conditions not known); not graded"
		       " nullable, see table.json\n", g->nr_suspects);
}

int main(int argc, char **argv)
{
	struct table_options o = { NULL };
	struct load_options lo;
	struct model model;
	struct grades grades;
	int bad, err;

	err = parse_options(argc, argv, &o);
	if (err >= 0)
		return err;
	lo.tree = o.tree;
	lo.keep_going = o.keep_going;
	lo.progress = !o.quiet && isatty(STDERR_FILENO);
	model__init(&model);
	bad = load__dirs(&model, o.facts_dirs, o.nr_facts_dirs, &lo);
	if (bad < 0 || (bad && !o.keep_going)) {
		model__free(&model);
		return EXIT_USAGE;
	}
	creations__apply(&model);
	model__link(&model);
	propagate__run(&model);
	grade__run(&model, &grades);
	err = write_outputs(&o, &model, &grades);
	summary(&model, &grades);
	if (bad)
		fprintf(stderr, PROGRAM ": %d bad facts files left out\n", bad);
	grade__free(&grades);
	model__free(&model);
	if (err || bad)
		return EXIT_USAGE;
	return grades.nr_bugs ? EXIT_FINDINGS : EXIT_DONE;
}
