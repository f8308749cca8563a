// SPDX-License-Identifier: MIT
/* sparse-null's own options: parsed, left for sparse, or rejected. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/cmdline.h"
#include "nullable-checks/nullable-checks.h"
#include "suites.h"

#define ARGC(argv) ((int)(sizeof(argv) / sizeof((argv)[0])) - 1)

START_TEST(sparse_only_is_off_by_default)
{
	char *argv[] = { "sparse-null", "-Wall", "x.c", NULL };

	cmdline__parse(ARGC(argv), argv);
	ck_assert_int_eq(fsparse_only, 0);
}
END_TEST

START_TEST(sparse_only_last_one_wins)
{
	char *argv[] = { "sparse-null", "-fsparse-only", "x.c", NULL };
	char *argv_off[] = { "sparse-null", "-fsparse-only", "-fno-sparse-only",
			     "x.c", NULL };

	cmdline__parse(ARGC(argv), argv);
	ck_assert_int_eq(fsparse_only, 1);
	cmdline__parse(ARGC(argv_off), argv_off);
	ck_assert_int_eq(fsparse_only, 0);
}
END_TEST

START_TEST(gcc_and_sparse_options_are_left_alone)
{
	char *argv[] = { "sparse-null", "-fno-delete-null-pointer-checks",
			 "-Wnull-dereference", "-fmemcpy-max-count=10",
			 "-Wsparse-all", "x.c", NULL };

	cmdline__parse(ARGC(argv), argv);
	ck_assert_int_eq(fsparse_only, 0);
}
END_TEST

START_TEST(nullable_warnings_default_on_and_mutable)
{
	char *argv[] = { "sparse-null", "-Wno-nullable-arg", "x.c", NULL };

	const struct nullable_check *deref = nullable_checks__find("nullable-deref");
	const struct nullable_check *arg = nullable_checks__find("nullable-arg");

	ck_assert_int_eq(*deref->enabled, 1);
	ck_assert_int_eq(*arg->enabled, 1);
	cmdline__parse(ARGC(argv), argv);
	ck_assert_int_eq(*deref->enabled, 1);
	ck_assert_int_eq(*arg->enabled, 0);
}
END_TEST

START_TEST(unknown_own_warning_exits_1)
{
	char *argv[] = { "sparse-null", "-Wnullable-typo", "x.c", NULL };

	exit(cmdline__parse(ARGC(argv), argv));
}
END_TEST

START_TEST(unknown_own_feature_exits_1)
{
	char *argv[] = { "sparse-null", "-fnull-typo=x", "x.c", NULL };

	exit(cmdline__parse(ARGC(argv), argv));
}
END_TEST

START_TEST(version_exits_0)
{
	char *argv[] = { "sparse-null", "--version", NULL };

	ck_assert_ptr_nonnull(freopen("/dev/null", "w", stdout));
	exit(cmdline__parse(ARGC(argv), argv));
}
END_TEST

START_TEST(help_lists_own_options)
{
	char *argv[] = { "sparse-null", "--help", NULL };
	char buf[4096] = "";
	char path[] = "/tmp/sparse-null-help.XXXXXX";
	int fd = mkstemp(path);
	FILE *out;

	ck_assert_int_ge(fd, 0);
	close(fd);
	out = freopen(path, "w+", stdout);
	unlink(path);
	ck_assert_ptr_nonnull(out);
	if (fork() == 0)
		exit(cmdline__parse(ARGC(argv), argv));
	wait(NULL);
	rewind(out);
	fread(buf, 1, sizeof(buf) - 1, out);
	ck_assert_ptr_nonnull(strstr(buf, "-fsparse-only"));
	ck_assert_ptr_nonnull(strstr(buf, "-Wnullable-deref"));
	ck_assert_ptr_nonnull(strstr(buf, "--version"));
	ck_assert_ptr_nonnull(strstr(buf, "-fnull-ir-stats"));
}
END_TEST

Suite *cmdline_suite(void)
{
	Suite *s = suite_create("cmdline");
	TCase *tc = tcase_create("options");

	tcase_add_test(tc, sparse_only_is_off_by_default);
	tcase_add_test(tc, sparse_only_last_one_wins);
	tcase_add_test(tc, gcc_and_sparse_options_are_left_alone);
	tcase_add_test(tc, nullable_warnings_default_on_and_mutable);
	tcase_add_exit_test(tc, unknown_own_warning_exits_1, 1);
	tcase_add_exit_test(tc, unknown_own_feature_exits_1, 1);
	tcase_add_exit_test(tc, version_exits_0, 0);
	tcase_add_test(tc, help_lists_own_options);
	suite_add_tcase(s, tc);
	return s;
}
