// SPDX-License-Identifier: MIT
/* Cast checks: only with -v, and only for casts the optimizer kept. */
#include <check.h>
#include <stdlib.h>

#include "harness.h"
#include "suites.h"

#define NARROWING "unsigned char f(unsigned long x)\n{\n\treturn x;\n}\n"

START_TEST(narrowing_drops_bits_with_v)
{
	const char *const opts[] = { "-v", "-Wno-decl", NULL };
	char *out = harness__check(NARROWING, opts);

	ck_assert_str_eq(out, "snippet.c:3:16: warning: cast drops bits\n");
	free(out);
}
END_TEST

START_TEST(narrowing_is_quiet_without_v)
{
	const char *const opts[] = { "-Wno-decl", NULL };
	char *out = harness__check(NARROWING, opts);

	ck_assert_str_eq(out, "");
	free(out);
}
END_TEST

START_TEST(range_violation_reported)
{
	const char *const opts[] = { "-Wno-decl", NULL };
	char *out = harness__check("void f(void)\n{\n\t__range__(11, 0, 10);\n}\n",
				   opts);

	ck_assert_str_eq(out, "snippet.c:3:9: warning: value out of range\n");
	free(out);
}
END_TEST

Suite *casts_suite(void)
{
	Suite *s = suite_create("casts");
	TCase *tc = tcase_create("verbose");

	tcase_add_test(tc, narrowing_drops_bits_with_v);
	tcase_add_test(tc, narrowing_is_quiet_without_v);
	tcase_add_test(tc, range_violation_reported);
	suite_add_tcase(s, tc);
	return s;
}
