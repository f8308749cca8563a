// SPDX-License-Identifier: MIT
/*
 * The flow analysis on snippets whose verdict is known by hand: merges,
 * selects, loops, and how its diagnostics are printed.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "suites.h"

#define DECLS \
	"struct t { int v; struct t * __nullable next; };\n" \
	"struct t * __nullable find(int);\n"

static const char *const quiet_decl[] = { "-Wno-decl", NULL };

static int count(const char *text, const char *what)
{
	int n = 0;

	while ((text = strstr(text, what))) {
		n++;
		text += strlen(what);
	}
	return n;
}

START_TEST(select_of_tested_value_is_nonnull)
{
	char *out = harness__check(DECLS
		"int f(struct t *q, int k)\n{\n"
		"\tstruct t *p = find(k);\n"
		"\tstruct t *r = p ? p : q;\n"
		"\treturn r->v;\n}\n", quiet_decl);

	ck_assert_str_eq(out, "");
	free(out);
}
END_TEST

START_TEST(merge_with_untested_value_may_be_null)
{
	char *out = harness__check(DECLS
		"int f(struct t *q, int k)\n{\n"
		"\tstruct t *r = k ? find(k) : q;\n"
		"\treturn r->v;\n}\n", quiet_decl);

	ck_assert_int_eq(count(out, "warning: dereference of nullable expression"), 1);
	ck_assert_ptr_nonnull(strstr(out, "return value of 'find' is declared __nullable"));
	free(out);
}
END_TEST

START_TEST(loop_redefinition_is_unchecked_again)
{
	char *out = harness__check(DECLS
		"int f(struct t *p)\n{\n\tint n = 0;\n"
		"\twhile (p->next) {\n"
		"\t\tp = p->next;\n"
		"\t\tn += p->next->v;\n"
		"\t}\n\treturn n;\n}\n", quiet_decl);

	/* p->next is tested; the next hop, read through the new p, is not. */
	ck_assert_int_eq(count(out, "warning: dereference of nullable"), 1);
	ck_assert_ptr_nonnull(strstr(out,
		"snippet.c:8:22: warning: dereference of nullable expression 'p->next->next'"));
	free(out);
}
END_TEST

START_TEST(own_budget_ends_with_one_line)
{
	char src[16384];
	int i, len;
	char *out;

	len = snprintf(src, sizeof(src), "%s", DECLS);
	for (i = 0; i < 120; i++)
		len += snprintf(src + len, sizeof(src) - len,
				"int f%d(void) { return find(%d)->v; }\n", i, i);
	out = harness__check(src, quiet_decl);
	ck_assert_int_eq(count(out, "warning: dereference of nullable"), 99);
	ck_assert_int_eq(count(out, "warning: too many nullability warnings"), 1);
	free(out);
}
END_TEST

START_TEST(wno_flag_mutes_only_its_check)
{
	const char *const opts[] = { "-Wno-decl", "-Wno-nullable-deref", NULL };
	char *out = harness__check(DECLS
		"void use(struct t *) __attribute__((nonnull));\n"
		"int f(int k)\n{\n\tstruct t *p = find(k);\n\tuse(p);\n\treturn find(2)->v;\n}\n",
		opts);

	ck_assert_int_eq(count(out, "warning: "), 1);
	ck_assert_ptr_nonnull(strstr(out, "passed to nonnull parameter 1 of 'use'"));
	free(out);
}
END_TEST

Suite *null_flow_suite(void)
{
	Suite *s = suite_create("null-flow");
	TCase *tc = tcase_create("flow");

	tcase_add_test(tc, select_of_tested_value_is_nonnull);
	tcase_add_test(tc, merge_with_untested_value_may_be_null);
	tcase_add_test(tc, loop_redefinition_is_unchecked_again);
	tcase_add_test(tc, own_budget_ends_with_one_line);
	tcase_add_test(tc, wno_flag_mutes_only_its_check);
	suite_add_tcase(s, tc);
	return s;
}
