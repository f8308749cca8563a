// SPDX-License-Identifier: MIT
/*
 * What every program shares: the growable array and the command-line
 * helpers (exit statuses, --help, --version, usage errors, the option
 * table).
 */
#include <check.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "array.h"
#include "option-table.h"
#include "program.h"
#include "suites.h"

START_TEST(array_grows_and_keeps_elements)
{
	int *items = NULL;
	size_t cap = 0, nr;

	for (nr = 0; nr < 1000; nr++) {
		ck_assert_int_eq(ARRAY_ENSURE(items, cap, nr + 1), 0);
		ck_assert_uint_ge(cap, nr + 1);
		items[nr] = (int)nr;
	}
	for (nr = 0; nr < 1000; nr++)
		ck_assert_int_eq(items[nr], (int)nr);
	free(items);
}
END_TEST

START_TEST(array_with_room_is_left_alone)
{
	int *items = NULL, *before;
	size_t cap = 0;

	ck_assert_int_eq(ARRAY_ENSURE(items, cap, 3), 0);
	before = items;
	ck_assert_int_eq(ARRAY_ENSURE(items, cap, cap), 0);
	ck_assert_ptr_eq(items, before);
	free(items);
}
END_TEST

START_TEST(array_too_large_is_refused_untouched)
{
	int *items = NULL;
	size_t cap = 0;

	ck_assert_int_eq(ARRAY_ENSURE(items, cap, 4), 0);
	items[0] = 42;
	ck_assert_int_eq(ARRAY_ENSURE(items, cap, SIZE_MAX / 2), -ENOMEM);
	ck_assert_int_eq(items[0], 42);
	ck_assert_uint_lt(cap, SIZE_MAX / 2);
	free(items);
}
END_TEST

static int usage_calls;
static FILE *usage_stream;

static void record_usage(FILE *out)
{
	usage_calls++;
	usage_stream = out;
}

START_TEST(common_options_have_one_meaning)
{
	usage_calls = 0;
	ck_assert_int_eq(program__common_option('h', "prog", record_usage), EXIT_DONE);
	ck_assert_ptr_eq(usage_stream, stdout);
	ck_assert_int_eq(program__common_option('?', "prog", record_usage), EXIT_USAGE);
	ck_assert_ptr_eq(usage_stream, stderr);
	ck_assert_int_eq(usage_calls, 2);
}
END_TEST

/* Run @fn with stdout or stderr (@fd) going to a file; return what it printed. */
static char *capture(int fd, int (*fn)(void), int *status)
{
	char path[] = "/tmp/program-test.XXXXXX";
	int tmp = mkstemp(path), saved = dup(fd);
	static char text[256];
	FILE *f;
	size_t n;

	ck_assert_int_ge(tmp, 0);
	fflush(NULL);
	dup2(tmp, fd);
	*status = fn();
	fflush(NULL);
	dup2(saved, fd);
	close(saved);
	close(tmp);
	f = fopen(path, "r");
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	unlink(path);
	return text;
}

static int print_version(void)
{
	program__print_version("prog");
	return 0;
}

static int version_option(void)
{
	return program__common_option(PROGRAM_OPT_VERSION, "prog", record_usage);
}

static int usage_error(void)
{
	return program__usage_error("prog", "usage: prog FILE\n", "bad option '%s'", "-x");
}

START_TEST(version_and_usage_error_texts)
{
	int status;

	ck_assert_str_eq(capture(STDOUT_FILENO, print_version, &status),
			 "prog " SPARSE_NULL_VERSION "\n");
	usage_calls = 0;
	ck_assert_str_eq(capture(STDOUT_FILENO, version_option, &status),
			 "prog " SPARSE_NULL_VERSION "\n");
	ck_assert_int_eq(status, EXIT_DONE);
	ck_assert_int_eq(usage_calls, 0);
	ck_assert_str_eq(capture(STDERR_FILENO, usage_error, &status),
			 "prog: bad option '-x'\nusage: prog FILE\n");
	ck_assert_int_eq(status, EXIT_USAGE);
	ck_assert_int_eq(EXIT_USAGE, 2);
	ck_assert_int_eq(EXIT_FINDINGS, 1);
}
END_TEST

struct repeat_opts {
	struct option_values tables;
	const char *list;
};

static const struct option_row repeat_rows[] = {
	{ "table", 't', "FILE", offsetof(struct repeat_opts, tables), "a table", .repeated = true },
	{ "list", 'l', "FILE", offsetof(struct repeat_opts, list), "a list" },
};

static const struct option_table repeat_table = {
	.program = "prog", .usage = record_usage, .rows = repeat_rows, .nr_rows = 2,
	.common_shorts = "h", .help_column = 20,
};

START_TEST(repeated_option_keeps_every_value)
{
	char *argv[] = { "prog", "--table", "a.json", "-l", "x.c", "-t", "b.json",
			 "--list", "y.c", "--table=c.json", "obj.o", NULL };
	struct repeat_opts opts = { 0 };

	optind = 0;
	ck_assert_int_eq(option_table__parse(&repeat_table, 11, argv, &opts), -1);
	ck_assert_uint_eq(opts.tables.nr, 3);
	ck_assert_str_eq(opts.tables.items[0], "a.json");
	ck_assert_str_eq(opts.tables.items[1], "b.json");
	ck_assert_str_eq(opts.tables.items[2], "c.json");
	/* a plain option keeps its last value */
	ck_assert_str_eq(opts.list, "y.c");
	ck_assert_str_eq(argv[optind], "obj.o");
	option_values__free(&opts.tables);
	ck_assert_ptr_null(opts.tables.items);
	ck_assert_uint_eq(opts.tables.nr, 0);
}
END_TEST

START_TEST(repeated_option_absent_is_empty)
{
	char *argv[] = { "prog", "obj.o", NULL };
	struct repeat_opts opts = { 0 };

	optind = 0;
	ck_assert_int_eq(option_table__parse(&repeat_table, 2, argv, &opts), -1);
	ck_assert_uint_eq(opts.tables.nr, 0);
	ck_assert_ptr_null(opts.list);
	option_values__free(&opts.tables);
}
END_TEST

Suite *shared_suite(void)
{
	Suite *s = suite_create("shared");
	TCase *tc = tcase_create("array-and-program");

	tcase_add_test(tc, array_grows_and_keeps_elements);
	tcase_add_test(tc, array_with_room_is_left_alone);
	tcase_add_test(tc, array_too_large_is_refused_untouched);
	tcase_add_test(tc, common_options_have_one_meaning);
	tcase_add_test(tc, version_and_usage_error_texts);
	tcase_add_test(tc, repeated_option_keeps_every_value);
	tcase_add_test(tc, repeated_option_absent_is_empty);
	suite_add_tcase(s, tc);
	return s;
}
