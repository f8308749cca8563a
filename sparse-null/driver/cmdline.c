// SPDX-License-Identifier: MIT
/*
 * sparse-null's own options, table-driven like sparse's.  sparse ignores
 * -W and -f switches it does not know, so the whole argv still goes to
 * sparse_initialize(); this pass only picks out ours.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "lib.h"

#include "driver/cmdline.h"
#include "program.h"
#include "facts/facts.h"
#include "nullable-checks/nullable-checks.h"

int fsparse_only;
int fnull_ir_stats;
int fnull_facts_unchecked;
int fnull_jump_labels = 1;

struct flag {
	const char *name;
	int *flag;
	const char *help;
};

static const struct flag features[] = {
	{ "sparse-only", &fsparse_only,
	  "sparse's checks only: no annotations, no checks of sparse-null's" },
	{ "null-jump-labels", &fnull_jump_labels,
	  "analyse the code behind asm goto labels (on; -fno-: as sparse's IR sees it)" },
	{ "null-ir-stats", &fnull_ir_stats,
	  "print how much code sparse's IR drops that sparse-null's analyses see" },
	{ "null-facts-unchecked", &fnull_facts_unchecked,
	  "the facts run over tracepoints hidden from checkers (sparse-null starts it itself)" },
	{ NULL }
};

/*
 * Option prefixes that belong to sparse-null alone (gcc and sparse have
 * none of them), so a misspelt one is reported instead of ignored.
 */
static const char *const own_prefixes[] = { "-fnull-", "-fno-null-",
	"-Wnullable-", "-Wno-nullable-", NULL };

static void print_version(void)
{
	printf("sparse-null %s (libsparse %s)\n", SPARSE_NULL_VERSION,
	       sparse_version);
}

static void print_flags(const char *prefix, const struct flag *table)
{
	for (; table->name; table++)
		printf("  %s%-24s %s\n", prefix, table->name, table->help);
}

static void print_warnings(void)
{
	const struct nullable_check *const *check;

	for (check = nullable_checks; *check; check++)
		printf("  -W%-24s %s\n", (*check)->name, (*check)->help);
}

static void print_help(void)
{
	printf("usage: sparse-null [sparse and gcc options] file.c...\n\n"
	       "A drop-in for sparse %s: it accepts every sparse option and\n"
	       "prints every sparse diagnostic, in sparse's format and order,\n"
	       "and adds checks of NULL-pointer contracts (__nullable).\n\n"
	       "Checks of sparse-null's own (on by default; -Wno-<name> mutes one):\n",
	       sparse_version);
	print_warnings();
	printf("\nFeatures:\n");
	print_flags("-f", features);
	printf("  %-26s %s\n", "-fnull-facts=DIR",
	       "write each file's nullability facts to DIR (JSON Lines)");
	printf("  %-26s %s\n", "--help", "print this help and exit");
	printf("  %-26s %s\n", "--version", "print versions and exit");
	printf("\nExit status: 0 done (warnings do not change it); 1 fatal error,\n"
	       "any error with -Wsparse-error, or an unknown option of sparse-null's\n"
	       "own (-fnull-*, -Wnullable-*), as with sparse; 2 the facts could not\n"
	       "be written (the diagnostics are complete).\n");
}

/* "name" or "no-name" from @table: set the flag and return 1. */
static int parse_flag(const char *arg, const struct flag *table)
{
	int value = 1;

	if (!strncmp(arg, "no-", 3)) {
		arg += 3;
		value = 0;
	}
	for (; table->name; table++) {
		if (!strcmp(arg, table->name)) {
			*table->flag = value;
			return 1;
		}
	}
	return 0;
}

/* "name" or "no-name" of a check: turn it on or off and return 1. */
static int parse_warning(const char *arg)
{
	bool off = !strncmp(arg, "no-", 3);
	const struct nullable_check *check = nullable_checks__find(off ? arg + 3 : arg);

	if (!check)
		return 0;
	*check->enabled = !off;
	return 1;
}

/* Does @arg start as only sparse-null's options do? */
static bool has_own_prefix(const char *arg)
{
	const char *const *prefix;

	for (prefix = own_prefixes; *prefix; prefix++) {
		if (!strncmp(arg, *prefix, strlen(*prefix)))
			return true;
	}
	return false;
}

#define FACTS_OPTION	"-fnull-facts="

/*
 * Take @arg if it is one of ours: 1 when taken, 0 when it is not ours (it
 * is sparse's or gcc's), -EINVAL when it is ours but wrong (said on
 * standard error).
 */
static int parse_own(const char *arg)
{
	int taken = 0;

	if (!strncmp(arg, FACTS_OPTION, strlen(FACTS_OPTION))) {
		arg += strlen(FACTS_OPTION);
		if (!*arg) {
			fprintf(stderr, "sparse-null: %s needs a directory\n", FACTS_OPTION);
			return -EINVAL;
		}
		facts__set_dir(arg);
		return 1;
	}
	if (!strncmp(arg, "-W", 2))
		taken = parse_warning(arg + 2);
	else if (!strncmp(arg, "-f", 2))
		taken = parse_flag(arg + 2, features);
	if (taken || !has_own_prefix(arg))
		return taken;
	fprintf(stderr, "sparse-null: unknown option '%s' (see sparse-null --help)\n", arg);
	return -EINVAL;
}

int cmdline__parse(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];

		if (!strcmp(arg, "--help")) {
			print_help();
			return EXIT_DONE;
		}
		if (!strcmp(arg, "--version")) {
			print_version();
			return EXIT_DONE;
		}
		if (parse_own(arg) < 0)
			return EXIT_FATAL;
	}
	/* Facts need sparse-null's own analysis, which -fsparse-only turns off. */
	if (fsparse_only)
		facts__set_dir(NULL);
	if (fnull_facts_unchecked)
		facts__set_kind("unchecked");
	return -1;
}
