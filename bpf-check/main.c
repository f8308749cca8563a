// SPDX-License-Identifier: MIT
/*
 * bpf-null-check: find where BPF programs attached to tracepoints or
 * kernel functions dereference an argument that may be NULL without
 * testing it first.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "check-object.h"
#include "program.h"

#define RUNNING_KERNEL_BTF	"/sys/kernel/btf/vmlinux"
/* Tests point this at a missing file to play a machine without BTF. */
#define KERNEL_BTF_ENV		"BPF_NULL_CHECK_KERNEL_BTF"

static const char usage[] =
"usage: bpf-null-check [--table TABLE.json | --btf FILE] [--kernel-list BTF.C]\n"
"                      [--kernel-btf FILE] OBJ.bpf.o...\n";

static const char help[] =
"Report where BPF programs (tp_btf/, raw_tp/, fentry/, fexit/) dereference,\n"
"or pass to a helper or kfunc, an argument that may be NULL (or an ERR_PTR)\n"
"on a path where no test of it was passed.\n"
"\n"
"  --table TABLE.json  nullability from sparse-null's table\n"
"  --btf FILE          nullability from a BTF (btf-export's split or full\n"
"                      output, or any BTF with __nullable names)\n"
"                      without either: the running kernel's BTF\n"
"  --kernel-list BTF.C also that kernel's raw_tp_null_args[] (its\n"
"                      kernel/bpf/btf.c): 0x1 may be NULL, 0x2 a scalar\n"
"                      for its verifier (every dereference rejected)\n"
"  --kernel-btf FILE   also report NULL tests of arguments this target\n"
"                      kernel's BTF does not mark (its verifier may drop them)\n"
"  --help, --version\n"
"\n"
"Exit status: 0 clean, 1 findings, 2 usage error or bad input.\n";

struct cmdline {
	const char *table;
	const char *btf;
	const char *kernel_btf;
	const char *kernel_list;
};

static int parse_cmdline(int argc, char **argv, struct cmdline *cmd)
{
	static const struct option options[] = {
		{ "table", required_argument, NULL, 't' },
		{ "btf", required_argument, NULL, 'b' },
		{ "kernel-btf", required_argument, NULL, 'k' },
		{ "kernel-list", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "", options, NULL)) != -1) {
		switch (c) {
		case 't':
			cmd->table = optarg;
			break;
		case 'b':
			cmd->btf = optarg;
			break;
		case 'k':
			cmd->kernel_btf = optarg;
			break;
		case 'l':
			cmd->kernel_list = optarg;
			break;
		case 'h':
			printf("%s\n%s", usage, help);
			exit(0);
		case 'V':
			program__print_version("bpf-null-check");
			exit(0);
		default:
			fputs(usage, stderr);
			return -EINVAL;
		}
	}
	if (cmd->table && cmd->btf) {
		fprintf(stderr, "bpf-null-check: --table and --btf are exclusive\n%s", usage);
		return -EINVAL;
	}
	if (optind == argc) {
		fprintf(stderr, "bpf-null-check: no object given\n%s", usage);
		return -EINVAL;
	}
	return 0;
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
		fprintf(stderr, "bpf-null-check: %s (the running kernel's BTF; without it, give --table or --btf)\n",
			err);
		return ret;
	}
	if (!ret && cmd->kernel_list)
		ret = null_source__add_kernel_list(*src, cmd->kernel_list, err, sizeof(err));
	if (ret)
		fprintf(stderr, "bpf-null-check: %s\n", err);
	return ret;
}

static int open_kernel(const char *path, struct btf **btf, struct btf_null **marks)
{
	*btf = btf__parse(path, NULL);
	if (!*btf) {
		fprintf(stderr, "bpf-null-check: %s: cannot read the kernel BTF: %s\n",
			path, strerror(errno ? errno : EINVAL));
		return -EINVAL;
	}
	if (btf_null__new(*btf, marks)) {
		fprintf(stderr, "bpf-null-check: out of memory\n");
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
	enum check_status status = CHECK_CLEAN;

	if (parse_cmdline(argc, argv, &cmd))
		return CHECK_BAD_INPUT;
	libbpf_set_print(no_print);
	if (open_source(&cmd, &source) ||
	    (cmd.kernel_btf && open_kernel(cmd.kernel_btf, &kernel_btf, &kernel))) {
		null_source__free(source);
		btf__free(kernel_btf);
		return CHECK_BAD_INPUT;
	}
	opts.source = source;
	opts.kernel = kernel;
	opts.kernel_path = cmd.kernel_btf;
	for (int i = optind; i < argc; i++) {
		enum check_status s = check_object__file(argv[i], &opts);

		if (s > status)
			status = s;
	}
	btf_null__free(kernel);
	btf__free(kernel_btf);
	null_source__free(source);
	return status;
}
