// SPDX-License-Identifier: MIT
/*
 * sparse-null's own options, table-driven like sparse's.  sparse ignores
 * -W and -f switches it does not know, so the whole argv still goes to
 * sparse_initialize(); this pass only picks out ours.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"

#include "cmdline.h"

int fsparse_only;

struct feature_flag {
	const char *name;
	int *flag;
	const char *help;
};

static const struct feature_flag features[] = {
	{ "sparse-only", &fsparse_only,
	  "run sparse's own checks only (parity with plain sparse)" },
	{ NULL }
};

static void print_version(void)
{
	printf("sparse-null %s (libsparse %s)\n", SPARSE_NULL_VERSION,
	       sparse_version);
}

static void print_help(void)
{
	const struct feature_flag *f;

	printf("usage: sparse-null [sparse and gcc options] file.c...\n\n"
	       "A drop-in for sparse %s: it accepts every sparse option and\n"
	       "prints every sparse diagnostic, in sparse's format and order.\n\n"
	       "sparse-null's own options:\n", sparse_version);
	for (f = features; f->name; f++)
		printf("  -f%-24s %s\n", f->name, f->help);
	printf("  %-26s %s\n", "--help", "print this help and exit");
	printf("  %-26s %s\n", "--version", "print versions and exit");
	printf("\nExit status: 0 done (warnings do not change it); 1 fatal error,\n"
	       "any error with -Wsparse-error, or an unknown option of sparse-null's\n"
	       "own (-fnull-*, -Wnullable-*), as with sparse.\n");
}

/*
 * Option prefixes that belong to sparse-null alone (gcc and sparse have
 * none of them), so a misspelt one is reported instead of ignored.
 */
static const char *const own_prefixes[] = { "-fnull-", "-fno-null-",
	"-Wnullable-", "-Wno-nullable-", NULL };

static void reject_unknown(const char *arg)
{
	const char *const *prefix;

	for (prefix = own_prefixes; *prefix; prefix++) {
		if (strncmp(arg, *prefix, strlen(*prefix)))
			continue;
		fprintf(stderr, "sparse-null: unknown option '%s' (see sparse-null --help)\n",
			arg);
		exit(1);
	}
}

static int parse_feature(const char *arg)
{
	const struct feature_flag *f;
	int value = 1;

	if (!strncmp(arg, "no-", 3)) {
		arg += 3;
		value = 0;
	}
	for (f = features; f->name; f++) {
		if (!strcmp(arg, f->name)) {
			*f->flag = value;
			return 1;
		}
	}
	return 0;
}

void cmdline__parse(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (!strcmp(arg, "--help")) {
			print_help();
			exit(0);
		}
		if (!strcmp(arg, "--version")) {
			print_version();
			exit(0);
		}
		if (!strncmp(arg, "-f", 2) && parse_feature(arg + 2))
			continue;
		reject_unknown(arg);
	}
}
