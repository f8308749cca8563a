// SPDX-License-Identifier: MIT
/*
 * bpf-null-check: find where BPF programs attached to tracepoints or
 * kernel functions dereference an argument that may be NULL without
 * testing it first.
 */
#include <errno.h>
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "check-object.h"
#include "option-table.h"
#include "program.h"
#include "target-kernel.h"

#define RUNNING_KERNEL_BTF	"/sys/kernel/btf/vmlinux"
/* Tests point this at a missing file to play a machine without BTF. */
#define KERNEL_BTF_ENV		"BPF_NULL_CHECK_KERNEL_BTF"

#define PROGRAM "bpf-null-check"

struct cmdline {
	struct option_values tables;
	const char *btf;
	const char *kernel_btf;
	const char *kernel_list;
	char **objects;
};

static const char usage_line[] =
"usage: " PROGRAM " [--table [NAME=]TABLE.json... | --btf FILE]\n"
"                      [--kernel-list BTF.C] [--kernel-btf FILE] OBJ.bpf.o...\n";

enum { OPT_TABLE = OPTION_LONG_ONLY, OPT_BTF, OPT_KERNEL_LIST, OPT_KERNEL_BTF };

static const struct option_row option_rows[] = {
	{ "table", OPT_TABLE, "TABLE.json", offsetof(struct cmdline, tables),
	  "nullability from sparse-null's table; repeatable\n"
	  "(a table per kernel): each program is checked\n"
	  "against each; NAME=TABLE.json names it; with\n"
	  "several tables or a NAME, each finding says\n"
	  "\", table NAME\" (the path without a NAME)",
	  .repeated = true },
	{ "btf", OPT_BTF, "FILE", offsetof(struct cmdline, btf),
	  "nullability from a BTF (btf-export's split or full\n"
	  "output, or any BTF with __nullable names)\n"
	  "without either: the running kernel's BTF" },
	{ "kernel-list", OPT_KERNEL_LIST, "BTF.C", offsetof(struct cmdline, kernel_list),
	  "the target kernel's kernel/bpf/btf.c: its\n"
	  "raw_tp_null_args[] (0x1 may be NULL, 0x2 a scalar\n"
	  "for its verifier: every dereference rejected);\n"
	  "with neither the array nor __nullable names (6.1)\n"
	  "its verifier checks nothing: findings are exit 3" },
	{ "kernel-btf", OPT_KERNEL_BTF, "FILE", offsetof(struct cmdline, kernel_btf),
	  "the target kernel's BTF: also report NULL tests of\n"
	  "arguments it does not mark (its verifier may drop\n"
	  "them); without __nullable names and --kernel-list,\n"
	  "that verifier checks nothing, as above" },
};

#define NR_ROWS (sizeof(option_rows) / sizeof(option_rows[0]))

static void usage(FILE *out);

static const struct option_table options = {
	.program = PROGRAM, .usage = usage,
	.rows = option_rows, .nr_rows = NR_ROWS, .common_shorts = "", .help_column = 22,
};

static void usage(FILE *out)
{
	fprintf(out, "%s\n"
		"Report where BPF programs (tp_btf/, raw_tp/, fentry/, fexit/) dereference,\n"
		"or pass to a helper or kfunc, an argument that may be NULL (or an ERR_PTR)\n"
		"on a path where no test of it was passed.\n"
		"\n", usage_line);
	option_table__print(&options, out);
	fputs("  --help, --version\n"
	      "\n"
	      "Exit status: 0 clean, 1 findings, 3 findings for a target kernel whose\n"
	      "verifier checks no argument (the program loads there with them), 2 usage\n"
	      "error or bad input; the worst wins: 2, then 3, then 1.\n", out);
}

/* The tables of --table: each one's path and the name its findings carry. */
struct table_args {
	const char **paths;
	char **names;		/* NULL each when findings name no table */
	size_t nr;
};

/*
 * Split "NAME=PATH" (a '=' after a name and before any '/') into *@name
 * and *@path; any other @arg is a path, *@name NULL.  Returns 0 or -ENOMEM.
 */
static int split_table_arg(const char *arg, char **name, const char **path)
{
	size_t len = strcspn(arg, "=/");

	*name = NULL;
	*path = arg;
	if (!len || arg[len] != '=')
		return 0;
	*path = arg + len + 1;
	*name = strndup(arg, len);
	return *name ? 0 : -ENOMEM;
}

static void table_args__free(struct table_args *t)
{
	for (size_t i = 0; i < t->nr; i++)
		free(t->names[i]);
	free(t->names);
	free(t->paths);
}

/* Split each --table into its path and name; returns -1 to go on, or the exit status. */
static int table_args__parse(struct table_args *t, const struct option_values *tables)
{
	bool named = tables->nr > 1;

	t->nr = tables->nr;
	t->paths = calloc(t->nr ?: 1, sizeof(*t->paths));
	t->names = calloc(t->nr ?: 1, sizeof(*t->names));
	if (!t->paths || !t->names) {
		fprintf(stderr, PROGRAM ": out of memory\n");
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < t->nr; i++) {
		if (split_table_arg(tables->items[i], &t->names[i], &t->paths[i])) {
			fprintf(stderr, PROGRAM ": out of memory\n");
			return EXIT_USAGE;
		}
		named |= t->names[i] != NULL;
		if (!t->paths[i][0])
			return program__usage_error(PROGRAM, usage_line,
						    "--table %s: no file after the name",
						    tables->items[i]);
	}
	for (size_t i = 0; named && i < t->nr; i++) {
		if (!t->names[i])
			t->names[i] = strdup(t->paths[i]);
		if (!t->names[i]) {
			fprintf(stderr, PROGRAM ": out of memory\n");
			return EXIT_USAGE;
		}
		for (size_t j = 0; j < i; j++) {
			if (!strcmp(t->names[i], t->names[j]))
				return program__usage_error(PROGRAM, usage_line,
							    "two tables named '%s'", t->names[i]);
		}
	}
	return -1;
}

/* Returns -1 to go on, or the exit status. */
static int parse_cmdline(int argc, char **argv, struct cmdline *cmd, struct table_args *tables)
{
	int ret;

	ret = option_table__parse(&options, argc, argv, cmd);
	if (ret >= 0)
		return ret;
	if (cmd->tables.nr && cmd->btf)
		return program__usage_error(PROGRAM, usage_line, "--table and --btf are exclusive");
	if (optind == argc)
		return program__usage_error(PROGRAM, usage_line, "no object given");
	cmd->objects = argv + optind;
	return table_args__parse(tables, &cmd->tables);
}

static const char *running_kernel_btf(void)
{
	const char *path = getenv(KERNEL_BTF_ENV);

	return path && path[0] ? path : RUNNING_KERNEL_BTF;
}

/* The BTF source, --btf or the running kernel's, into *@src. */
static int open_btf(const struct cmdline *cmd, struct null_source **src)
{
	const char *base = cmd->kernel_btf ? cmd->kernel_btf : running_kernel_btf();
	char err[512];
	int ret;

	if (cmd->btf)
		ret = null_source__open_btf(cmd->btf, base, src, err, sizeof(err));
	else
		ret = null_source__open_btf(running_kernel_btf(), base, src, err, sizeof(err));
	if (ret && !cmd->btf)
		fprintf(stderr, PROGRAM ": %s (the running kernel's BTF; without it, give --table or --btf)\n",
			err);
	else if (ret)
		fprintf(stderr, PROGRAM ": %s\n", err);
	return ret;
}

/* Every source into @sources (@tables->nr of them, or one BTF): 0 or a negative errno. */
static int open_sources(const struct cmdline *cmd, const struct table_args *tables,
			struct check_source *sources, size_t *nr)
{
	char err[512];
	int ret;

	if (!tables->nr) {
		*nr = 1;
		return open_btf(cmd, &sources[0].source);
	}
	for (*nr = 0; *nr < tables->nr; (*nr)++) {
		ret = null_source__open_table(tables->paths[*nr], &sources[*nr].source,
					      err, sizeof(err));
		if (ret) {
			fprintf(stderr, PROGRAM ": %s\n", err);
			return ret;
		}
		sources[*nr].name = tables->names[*nr];
	}
	return 0;
}

static void close_sources(struct check_source *sources, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		null_source__free(sources[i].source);
	free(sources);
}

/* The target kernel of --kernel-list and --kernel-btf: 0 or a negative errno. */
static int open_kernel(const struct cmdline *cmd, struct target_kernel **kernel)
{
	char err[512];
	int ret = target_kernel__new(kernel);

	if (ret) {
		fprintf(stderr, PROGRAM ": out of memory\n");
		return ret;
	}
	if (cmd->kernel_list)
		ret = target_kernel__read_list(*kernel, cmd->kernel_list, err, sizeof(err));
	if (!ret && cmd->kernel_btf)
		ret = target_kernel__read_btf(*kernel, cmd->kernel_btf, err, sizeof(err));
	if (ret)
		fprintf(stderr, PROGRAM ": %s\n", err);
	return ret;
}

static int no_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

static int check_objects(char **objects, const struct check_options *opts)
{
	int status = EXIT_DONE;

	for (char **object = objects; *object; object++)
		status = check_object__worse_status(status, check_object__file(*object, opts));
	return status;
}

int main(int argc, char **argv)
{
	struct cmdline cmd = { 0 };
	struct table_args tables = { 0 };
	struct check_options opts = { .out = stderr, .errors = stderr };
	struct target_kernel *kernel = NULL;
	struct check_source *sources = NULL;
	int status = parse_cmdline(argc, argv, &cmd, &tables);

	if (status >= 0)
		goto out;
	libbpf_set_print(no_print);
	status = EXIT_USAGE;
	sources = calloc(tables.nr ?: 1, sizeof(*sources));
	if (!sources) {
		fprintf(stderr, PROGRAM ": out of memory\n");
		goto out;
	}
	if (open_kernel(&cmd, &kernel) || open_sources(&cmd, &tables, sources, &opts.nr_sources))
		goto out;
	opts.sources = sources;
	opts.kernel = kernel;
	status = check_objects(cmd.objects, &opts);
out:
	close_sources(sources, opts.nr_sources);
	target_kernel__free(kernel);
	table_args__free(&tables);
	option_values__free(&cmd.tables);
	return status;
}
