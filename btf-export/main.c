// SPDX-License-Identifier: MIT
/*
 * btf-export: the nullability table as BTF, split (DECL_TAGs) and full
 * (__nullable parameter names), on top of a kernel's BTF.
 */
#include <errno.h>
#include <getopt.h>
#include <malloc.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "atomic-file.h"
#include "export-plan.h"
#include "full-btf.h"
#include "null-table.h"
#include "option-table.h"
#include "program.h"
#include "split-btf.h"

#define DEFAULT_BASE "/sys/kernel/btf/vmlinux"

#define PROGRAM "btf-export"

struct btf_export_options {
	const char *base;
	const char *split;
	const char *full;
	const char *table;
	bool verbose;
};

static const char usage_line[] =
	"usage: " PROGRAM " [--base FILE] [--split OUT.btf] [--full OUT.btf] [-v] TABLE.json\n";

enum { OPT_BASE = OPTION_LONG_ONLY, OPT_SPLIT, OPT_FULL };

static const struct option_row option_rows[] = {
	{ "base", OPT_BASE, "FILE", offsetof(struct btf_export_options, base),
	  "the kernel's BTF, raw or an ELF with .BTF (default " DEFAULT_BASE ")" },
	{ "split", OPT_SPLIT, "OUT.btf", offsetof(struct btf_export_options, split),
	  "split BTF: DECL_TAGs \"nullable\" and \"err_ptr\" on parameters" },
	{ "full", OPT_FULL, "OUT.btf", offsetof(struct btf_export_options, full),
	  "full BTF: __bpf_trace_<class> with <name>__nullable parameters" },
	{ "verbose", 'v', NULL, offsetof(struct btf_export_options, verbose),
	  "list every skipped entry; show libbpf's messages" },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "", .help_column = 20,
};

static void usage(FILE *out)
{
	fprintf(out, "%s\n"
		"Write the nullability table TABLE.json as BTF on top of a kernel's BTF.\n\n",
		usage_line);
	option_table__print(&options, out);
	fputs("  --help, --version\n\n"
	      "At least one of --split and --full.  Exit status: 0 done, 2 bad input\n"
	      "(command line, table, base BTF) or an output that could not be written.\n", out);
}

/* Returns -1 to go on, or the exit status. */
static int parse_options(int argc, char **argv, struct btf_export_options *opts)
{
	int ret;

	ret = option_table__parse(&options, argc, argv, opts);
	if (ret >= 0)
		return ret;
	if (optind != argc - 1)
		return program__usage_error(PROGRAM, usage_line, "one TABLE.json expected");
	if (!opts->split && !opts->full)
		return program__usage_error(PROGRAM, usage_line,
					    "nothing to write: give --split, --full or both");
	opts->table = argv[optind];
	return -1;
}

static int print_libbpf(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	if (level == LIBBPF_DEBUG)
		return 0;
	fputs(PROGRAM ": libbpf: ", stderr);
	return vfprintf(stderr, fmt, ap);
}

static int quiet_libbpf(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

static const char *item_kind(const struct export_item *item)
{
	switch (item->kind) {
	case EXPORT_EVENT:
		return "event";
	case EXPORT_STRUCT_OPS:
		return "struct_ops member";
	default:
		return "function";
	}
}

static void list_skipped(const struct export_plan *plan)
{
	const struct export_item *item;
	char reason[512];
	size_t i;

	for (i = 0; i < plan->nr_items; i++) {
		item = &plan->items[i];
		if (item->status == EXPORT_MATCHED)
			continue;
		printf("  skipped: %s %s arg %d (%s): %s\n", item_kind(item),
		       item->entry, item->arg->index, item->arg->name,
		       export_item__reason(item, reason, sizeof(reason)));
	}
}

static void list_unexpressed(const struct export_plan *plan)
{
	const struct export_item *item;
	size_t i;

	for (i = 0; i < plan->nr_items; i++) {
		item = &plan->items[i];
		if (item->status != EXPORT_MATCHED)
			continue;
		if (item->kind == EXPORT_FUNCTION)
			printf("  not in full: function %s arg %d (%s): the suffix is read for tracepoints only\n",
			       item->entry, item->arg->index, item->arg->name);
		else if (!null_table_arg__may_be_null(item->arg))
			printf("  not in full: %s %s arg %d (%s): ERR_PTR only, no suffix says so\n",
			       item_kind(item), item->entry, item->arg->index, item->arg->name);
	}
}

static int write_btf(const struct btf *btf, const char *path)
{
	const void *data;
	__u32 size;
	int err;

	data = btf__raw_data(btf, &size);
	if (!data)
		return -ENOMEM;
	err = atomic_file__write(path, data, size);
	if (err)
		fprintf(stderr, PROGRAM ": %s: cannot write: %s\n", path,
			strerror(-err));
	return err;
}

static int export_split(const struct btf_export_options *opts, const struct export_plan *plan,
			struct btf *base)
{
	struct split_counts counts;
	struct btf *split;
	int err;

	err = split_btf__build(plan, base, &split, &counts);
	if (err) {
		fprintf(stderr, PROGRAM ": %s: cannot build split BTF: %s\n",
			opts->split, strerror(-err));
		return EXIT_USAGE;
	}
	err = write_btf(split, opts->split);
	btf__free(split);
	if (err)
		return EXIT_USAGE;
	printf("split %s: %zu applied, %zu skipped (%zu tags on %zu functions)\n",
	       opts->split, counts.applied, plan->nr_items - counts.applied,
	       counts.tags, counts.funcs);
	return EXIT_DONE;
}

/*
 * Last: it rewrites the base in place.  The raw copy libbpf makes to write
 * it is the run's peak of memory, so the plan and the table go first
 * (unless -v lists the plan's items afterwards).
 */
static int export_full(const struct btf_export_options *opts, struct export_plan *plan,
		       struct null_table **table, struct btf *base)
{
	struct full_counts counts;
	size_t matched = export_plan__matched(plan), nr_items = plan->nr_items;
	int err;

	err = full_btf__build(plan, base, &counts);
	if (err) {
		fprintf(stderr, PROGRAM ": %s: cannot build full BTF: %s\n",
			opts->full, strerror(-err));
		return EXIT_USAGE;
	}
	if (!opts->verbose) {
		export_plan__free(plan);
		null_table__free(*table);
		*table = NULL;
		/* freed in the middle of the heap: give the pages back */
		malloc_trim(0);
	}
	if (write_btf(base, opts->full))
		return EXIT_USAGE;
	printf("full %s: %zu applied (%zu struct_ops), %zu skipped, %zu not expressible "
	       "(%zu prototypes cloned, %zu already suffixed; %zu ERR_PTR only, "
	       "%zu function parameters; ERR_PTR unsaid on %zu)\n",
	       opts->full, counts.applied, counts.struct_ops, nr_items - matched,
	       counts.err_only + counts.functions, counts.clones, counts.already,
	       counts.err_only, counts.functions, counts.err_dropped);
	if (opts->verbose)
		list_unexpressed(plan);
	return EXIT_DONE;
}

static struct btf *read_base(const char *path)
{
	struct btf *base = btf__parse(path, NULL);

	if (!base)
		fprintf(stderr, PROGRAM ": %s: cannot read BTF: %s\n", path,
			errno == EINVAL || errno == EPROTO ?
			"not BTF, corrupt or truncated" : strerror(errno));
	return base;
}

/* @*table is freed (and NULL) when export_full() no longer needs it. */
static int run(const struct btf_export_options *opts, struct null_table **table, struct btf *base)
{
	struct export_plan plan = { 0 };
	size_t matched;
	int status = EXIT_DONE;

	if (export_plan__build(&plan, *table, base)) {
		fprintf(stderr, PROGRAM ": out of memory\n");
		export_plan__free(&plan);
		return EXIT_USAGE;
	}
	matched = export_plan__matched(&plan);
	printf("table %s: %zu entries may be NULL or an ERR_PTR\n", opts->table,
	       plan.nr_items);
	printf("base %s: %u types; %zu entries match, %zu skipped\n", opts->base,
	       btf__type_cnt(base) - 1, matched, plan.nr_items - matched);
	if (opts->verbose)
		list_skipped(&plan);
	if (opts->split)
		status = export_split(opts, &plan, base);
	if (opts->full && status == EXIT_DONE)
		status = export_full(opts, &plan, table, base);
	export_plan__free(&plan);
	return status;
}

int main(int argc, char **argv)
{
	struct btf_export_options opts = { .base = DEFAULT_BASE };
	struct null_table *table;
	struct btf *base;
	char err[1024];
	int status;

	status = parse_options(argc, argv, &opts);
	if (status >= 0)
		return status;
	libbpf_set_print(opts.verbose ? print_libbpf : quiet_libbpf);
	if (null_table__read_exported(opts.table, &table, err, sizeof(err))) {
		fprintf(stderr, PROGRAM ": %s\n", err);
		return EXIT_USAGE;
	}
	base = read_base(opts.base);
	if (!base) {
		null_table__free(table);
		return EXIT_USAGE;
	}
	status = run(&opts, &table, base);
	btf__free(base);
	null_table__free(table);
	return status;
}
