// SPDX-License-Identifier: MIT
/*
 * sparse-null-table: merge the per-file facts of a tree into one
 * nullability table (table.json, table.tsv, raw_tp_null_args.c) and, with
 * --kernel-tree, compare it with the kernel's hand-kept list.  With
 * --configs, each configuration's facts make a table of their own, and
 * the tables are combined (combine.h).
 */
#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "combine.h"
#include "creations.h"
#include "grade.h"
#include "kernel-list.h"
#include "load.h"
#include "option-table.h"
#include "program.h"
#include "propagate.h"
#include "struct-ops-compare.h"
#include "write-json.h"
#include "write-text.h"

#define PROGRAM "sparse-null-table"

struct table_options {
	const char *outdir, *tree;
	bool keep_going, quiet, configs;
	struct combine_config *config_list;
	size_t nr_configs;
};

static const char usage_line[] =
	"usage: " PROGRAM " [-o OUTDIR] [--keep-going] [--kernel-tree DIR] FACTSDIR...\n"
	"       " PROGRAM " [OPTIONS] --configs NAME:FACTSDIR...\n";

static const struct option_row option_rows[] = {
	{ "output", 'o', "OUTDIR", offsetof(struct table_options, outdir),
	  "write into OUTDIR (default: .), created if missing:\n"
	  "table.json, table.tsv, raw_tp_null_args.c,\n"
	  "struct_ops.txt" },
	{ "keep-going", 'k', NULL, offsetof(struct table_options, keep_going),
	  "report a bad facts file, merge the others\n"
	  "(the exit status is still 2)" },
	{ "kernel-tree", 't', "DIR", offsetof(struct table_options, tree),
	  "also write raw_tp_null_args.patch for\n"
	  "DIR/kernel/bpf/btf.c and compare.txt (neither\n"
	  "when btf.c has no raw_tp_null_args[]: a kernel\n"
	  "whose verifier keeps no list, such as 6.1)" },
	{ "configs", 'c', NULL, offsetof(struct table_options, configs),
	  "each operand is NAME:FACTSDIR, a configuration\n"
	  "or architecture of one release (a NAME again\n"
	  "adds a directory to it): each graded on its\n"
	  "own facts, then one table of them combined" },
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
		"under each FACTSDIR into one tracepoint nullability table; with\n"
		"--configs, combine the tables of several configurations.\n\n", usage_line);
	option_table__print(&options, out);
	fputs("  -h, --help             this text\n"
	      "  -V, --version          the version\n\n"
	      "Exit status: 0 table written (with --kernel-tree, also when btf.c has\n"
	      "no list), 1 written and it shows kernel bugs (a NULL passed to an\n"
	      "argument TP_fast_assign dereferences), 2 usage error (a bad\n"
	      "NAME:FACTSDIR among them), bad facts file,\n"
	      "a btf.c whose raw_tp_null_args[] cannot be read, or an output that\n"
	      "could not be written.\n", out);
}

/* Returns -1 to go on, or the exit status. */
static int parse_options(int argc, char **argv, struct table_options *o)
{
	char err[512];
	int ret;

	o->outdir = ".";
	ret = option_table__parse(&options, argc, argv, o);
	if (ret >= 0)
		return ret;
	if (optind >= argc)
		return program__usage_error(PROGRAM, usage_line, o->configs ?
					    "no NAME:FACTSDIR given" : "no FACTSDIR given");
	if (!o->configs) {
		o->config_list = combine__plain(argv + optind, argc - optind);
		o->nr_configs = 1;
	} else if (combine__parse(argv + optind, argc - optind, &o->config_list, &o->nr_configs,
				  err, sizeof(err))) {
		return program__usage_error(PROGRAM, usage_line, "%s", err);
	}
	return -1;
}

/*
 * Load, link, propagate and grade configuration @c's facts.  Returns the
 * number of bad facts files, or a negative errno; the caller stops on
 * either unless keep_going lets it go on after bad files.
 */
static int grade_config(struct combine_config *c, const struct load_options *lo)
{
	int bad = load__dirs(&c->model, c->dirs, c->nr_dirs, lo);

	if (bad < 0 || (bad && !lo->keep_going))
		return bad;
	creations__apply(&c->model);
	model__link(&c->model);
	propagate__run(&c->model);
	grade__run(&c->model, &c->grades);
	return bad;
}

static int write_outputs(const struct table_options *o, const struct grades *grades)
{
	char path[4096];
	int err;

	if (mkdir(o->outdir, 0777) && errno != EEXIST) {
		fprintf(stderr, PROGRAM ": %s: %s\n", o->outdir, strerror(errno));
		return -errno;
	}
	snprintf(path, sizeof(path), "%s/table.json", o->outdir);
	err = write_json__table(path, grades);
	if (!err) {
		snprintf(path, sizeof(path), "%s/table.tsv", o->outdir);
		err = write_text__tsv(path, grades);
	}
	if (!err) {
		snprintf(path, sizeof(path), "%s/raw_tp_null_args.c", o->outdir);
		err = write_text__null_args_file(path, grades);
	}
	if (!err) {
		snprintf(path, sizeof(path), "%s/struct_ops.txt", o->outdir);
		err = struct_ops_compare__write(path, grades);
	}
	if (err) {
		fprintf(stderr, PROGRAM ": cannot write %s: %s\n", path, strerror(-err));
		return err;
	}
	if (o->tree)
		return kernel_list__compare(o->tree, o->outdir, grades);
	return 0;
}

int main(int argc, char **argv)
{
	struct table_options o = { NULL };
	struct load_options lo;
	struct grades merged, *table;
	int bad = 0, ret = 0, err, status;
	size_t i;

	err = parse_options(argc, argv, &o);
	if (err >= 0)
		return err;
	lo.tree = o.tree;
	lo.keep_going = o.keep_going;
	lo.progress = !o.quiet && isatty(STDERR_FILENO);
	for (i = 0; i < o.nr_configs && ret >= 0 && (!ret || o.keep_going); i++) {
		ret = grade_config(&o.config_list[i], &lo);
		bad += ret > 0 ? ret : 0;
	}
	if (ret < 0 || (bad && !o.keep_going)) {
		combine__free(o.config_list, o.nr_configs);
		return EXIT_USAGE;
	}
	table = &o.config_list[0].grades;
	if (o.configs) {
		combine__run(o.config_list, o.nr_configs, &merged);
		table = &merged;
	}
	err = write_outputs(&o, table);
	write_text__summary(stdout, table);
	struct_ops_compare__summary(stdout, table);
	if (bad)
		fprintf(stderr, PROGRAM ": %d bad facts files left out\n", bad);
	status = err || bad ? EXIT_USAGE : table->nr_bugs ? EXIT_FINDINGS : EXIT_DONE;
	if (o.configs)
		grade__free(&merged);
	combine__free(o.config_list, o.nr_configs);
	return status;
}
