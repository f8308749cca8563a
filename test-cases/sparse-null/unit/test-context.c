// SPDX-License-Identifier: MIT
/* The lock-context walk, on snippets whose verdict is known by hand. */
#include <check.h>
#include <stdlib.h>

#include "harness.h"
#include "suites.h"

#define LOCK_DECLS \
	"void lock(void) __attribute__((context(l, 0, 1)));\n" \
	"void unlock(void) __attribute__((context(l, 1, 0)));\n"

START_TEST(balanced_function_is_quiet)
{
	char *out = harness__check(LOCK_DECLS
		"static void f(int x)\n{\n\tlock();\n\tif (x)\n\t\tx++;\n\tunlock();\n}\n",
		NULL);

	ck_assert_str_eq(out, "");
	free(out);
}
END_TEST

START_TEST(lock_kept_on_one_path_is_wrong_count)
{
	char *out = harness__check(LOCK_DECLS
		"static void f(int x)\n{\n\tif (x)\n\t\tlock();\n}\n", NULL);

	ck_assert_ptr_nonnull(strstr(out,
		"context imbalance in 'f' - wrong count at exit"));
	free(out);
}
END_TEST

START_TEST(double_unlock_is_unexpected)
{
	char *out = harness__check(LOCK_DECLS
		"static void f(void)\n{\n\tunlock();\n}\n", NULL);

	ck_assert_str_eq(out,
		"snippet.c:3:13: warning: context imbalance in 'f' - unexpected unlock\n");
	free(out);
}
END_TEST

START_TEST(wno_context_mutes_imbalance)
{
	const char *const opts[] = { "-Wno-context", NULL };
	char *out = harness__check(LOCK_DECLS
		"static void f(void)\n{\n\tunlock();\n}\n", opts);

	ck_assert_str_eq(out, "");
	free(out);
}
END_TEST

START_TEST(required_context_checked_at_call)
{
	char *out = harness__check(LOCK_DECLS
		"void held(void) __attribute__((context(l, -1, 1)));\n"
		"static void f(void)\n{\n\theld();\n\tlock();\n\theld();\n\tunlock();\n}\n",
		NULL);

	ck_assert_str_eq(out, "snippet.c:6:13: warning: context check failure\n");
	free(out);
}
END_TEST

START_TEST(one_imbalance_per_function)
{
	char *out = harness__check(LOCK_DECLS
		"static void f(int x)\n{\n\tunlock();\n\tif (x)\n\t\tunlock();\n}\n",
		NULL);

	ck_assert_ptr_null(strstr(strchr(out, '\n') + 1, "imbalance"));
	free(out);
}
END_TEST

Suite *context_suite(void)
{
	Suite *s = suite_create("context");
	TCase *tc = tcase_create("walk");

	tcase_add_test(tc, balanced_function_is_quiet);
	tcase_add_test(tc, lock_kept_on_one_path_is_wrong_count);
	tcase_add_test(tc, double_unlock_is_unexpected);
	tcase_add_test(tc, wno_context_mutes_imbalance);
	tcase_add_test(tc, required_context_checked_at_call);
	tcase_add_test(tc, one_imbalance_per_function);
	suite_add_tcase(s, tc);
	return s;
}
