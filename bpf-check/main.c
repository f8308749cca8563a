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

#define RUNNING_KERNEL_BTF	"/sys/kernel/btf/vmlinux"
/* Tests point this at a missing file to play a machine without BTF. */
#define KERNEL_BTF_ENV		"BPF_NULL_CHECK_KERNEL_BTF"

#define PROGRAM "bpf-null-check"

struct cmdline {
	const char *table;
	const char *btf;
	const char *kernel_btf;
	const char *kernel_list;
	char **objects;
};

static const char usage_line[] =
"usage: " PROGRAM " [--table TABLE.json | --btf FILE] [--kernel-list BTF.C]\n"
"                      [--kernel-btf FILE] OBJ.bpf.o...\n";

enum { OPT_TABLE = OPTION_LONG_ONLY, OPT_BTF, OPT_KERNEL_LIST, OPT_KERNEL_BTF };

static const struct option_row option_rows[] = {
	{ "table", OPT_TABLE, "TABLE.json", offsetof(struct cmdline, table),
	  "nullability from sparse-null's table" },
	{ "btf", OPT_BTF, "FILE", offsetof(struct cmdline, btf),
	  "nullability from a BTF (btf-export's split or full\n"
	  "output, or any BTF with __nullable names)\n"
	  "without either: the running kernel's BTF" },
	{ "kernel-list", OPT_KERNEL_LIST, "BTF.C", offsetof(struct cmdline, kernel_list),
	  "also that kernel's raw_tp_null_args[] (its\n"
	  "kernel/bpf/btf.c): 0x1 may be NULL, 0x2 a scalar\n"
	  "for its verifier (every dereference rejected)" },
	{ "kernel-btf", OPT_KERNEL_BTF, "FILE", offsetof(struct cmdline, kernel_btf),
	  "also report NULL tests of arguments this target\n"
	  "kernel's BTF does not mark (its verifier may drop them)" },
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
	      "Exit status: 0 clean, 1 findings, 2 usage error or bad input.\n", out);
}

/* Returns -1 to go on, or the exit status. */
static int parse_cmdline(int argc, char **argv, struct cmdline *cmd)
{
	int ret;

	ret = option_table__parse(&options, argc, argv, cmd);
	if (ret >= 0)
		return ret;
	if (cmd->table && cmd->btf)
		return program__usage_error(PROGRAM, usage_line, "--table and --btf are exclusive");
	if (optind == argc)
		return program__usage_error(PROGRAM, usage_line, "no object given");
	cmd->objects = argv + optind;
	return -1;
}

static const char *running_kernel_btf(void)
{
	const char *path = getenv(KERNEL_BTF_ENV);

	return path && path[0] ? path : RUNNING_KERNEL_BTF;
}

static int open_source(const struct cmdline *cmd, struct null_source **src)
{
	const char *base = cmd->kernel_btf ? cmd->kernel_btf : running_kernel_btf();
	char err[512];
	int ret;

	if (cmd->table)
		ret = null_source__open_table(cmd->table, src, err, sizeof(err));
	else if (cmd->btf)
		ret = null_source__open_btf(cmd->btf, base, src, err, sizeof(err));
	else
		ret = null_source__open_btf(running_kernel_btf(), base, src, err, sizeof(err));
	if (ret && !cmd->table && !cmd->btf) {
		fprintf(stderr, PROGRAM ": %s (the running kernel's BTF; without it, give --table or --btf)\n",
			err);
		return ret;
	}
	if (!ret && cmd->kernel_list)
		ret = null_source__add_kernel_list(*src, cmd->kernel_list, err, sizeof(err));
	if (ret)
		fprintf(stderr, PROGRAM ": %s\n", err);
	return ret;
}

static int open_kernel(const char *path, struct btf **btf, struct btf_null **marks)
{
	*btf = btf__parse(path, NULL);
	if (!*btf) {
		fprintf(stderr, PROGRAM ": %s: cannot read the kernel BTF: %s\n",
			path, strerror(errno ? errno : EINVAL));
		return -EINVAL;
	}
	if (btf_null__new(*btf, marks)) {
		fprintf(stderr, PROGRAM ": out of memory\n");
		return -ENOMEM;
	}
	return 0;
}

static int no_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int main(int argc, char **argv)
{
	struct cmdline cmd = { 0 };
	struct check_options opts = { .out = stderr, .errors = stderr };
	struct null_source *source = NULL;
	struct btf_null *kernel = NULL;
	struct btf *kernel_btf = NULL;
	int status = parse_cmdline(argc, argv, &cmd);

	if (status >= 0)
		return status;
	libbpf_set_print(no_print);
	if (open_source(&cmd, &source) ||
	    (cmd.kernel_btf && open_kernel(cmd.kernel_btf, &kernel_btf, &kernel))) {
		null_source__free(source);
		btf__free(kernel_btf);
		return EXIT_USAGE;
	}
	opts.source = source;
	opts.kernel = kernel;
	opts.kernel_path = cmd.kernel_btf;
	status = EXIT_DONE;
	for (char **object = cmd.objects; *object; object++) {
		int s = check_object__file(*object, &opts);

		if (s > status)
			status = s;
	}
	btf_null__free(kernel);
	btf__free(kernel_btf);
	null_source__free(source);
	return status;
}
