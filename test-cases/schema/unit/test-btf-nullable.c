// SPDX-License-Identifier: MIT
/*
 * The BTF nullability convention both sides read: a parameter name
 * ending in "__nullable" after a name of its own, and that name.
 */
#include <check.h>

#include "btf-nullable.h"
#include "suites.h"

START_TEST(suffixed_name_is_nullable)
{
	ck_assert(btf_nullable__has_suffix("skb__nullable"));
	ck_assert(btf_nullable__has_suffix("x__nullable"));
	ck_assert_uint_eq(btf_nullable__stem_len("skb__nullable"), 3);
}
END_TEST

START_TEST(plain_name_is_not)
{
	ck_assert(!btf_nullable__has_suffix("skb"));
	ck_assert(!btf_nullable__has_suffix("skb__nullable_"));
	ck_assert(!btf_nullable__has_suffix("nullable"));
	ck_assert_uint_eq(btf_nullable__stem_len("skb"), 3);
	ck_assert_uint_eq(btf_nullable__stem_len(""), 0);
}
END_TEST

START_TEST(suffix_alone_names_nothing)
{
	ck_assert(!btf_nullable__has_suffix(BTF_NULLABLE_SUFFIX));
	ck_assert_uint_eq(btf_nullable__stem_len(BTF_NULLABLE_SUFFIX), BTF_NULLABLE_SUFFIX_LEN);
}
END_TEST

START_TEST(no_name_is_not_nullable)
{
	ck_assert(!btf_nullable__has_suffix(NULL));
	ck_assert_uint_eq(btf_nullable__stem_len(NULL), 0);
}
END_TEST

START_TEST(only_the_last_suffix_goes)
{
	ck_assert(btf_nullable__has_suffix("p__nullable__nullable"));
	ck_assert_uint_eq(btf_nullable__stem_len("p__nullable__nullable"), 11);
}
END_TEST

Suite *btf_nullable_suite(void)
{
	Suite *s = suite_create("btf-nullable");
	TCase *tc = tcase_create("names");

	tcase_add_test(tc, suffixed_name_is_nullable);
	tcase_add_test(tc, plain_name_is_not);
	tcase_add_test(tc, suffix_alone_names_nothing);
	tcase_add_test(tc, no_name_is_not_nullable);
	tcase_add_test(tc, only_the_last_suffix_goes);
	suite_add_tcase(s, tc);
	return s;
}
