// SPDX-License-Identifier: MIT
/*
 * A kernel's kernel/bpf/btf.c read for what its verifier checks: the
 * array, __nullable names only, nothing at all (Linux 6.1's shape), and
 * files that are no such source.
 */
#include <check.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "raw-tp-list.h"
#include "suites.h"

static char dir[] = "/tmp/raw-tp-list-test.XXXXXX";

static void setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[64];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(dir + strlen(dir) - 6, "XXXXXX");
}

/* A new file @name of the test directory holding @text; its path. */
static const char *make_file(const char *name, const char *text)
{
	static char path[PATH_MAX];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_ge(fputs(text, f), 0);
	ck_assert_int_eq(fclose(f), 0);
	return path;
}

static const char ctx_access[] =
	"bool btf_ctx_access(int off, int size, enum bpf_access_type type)\n"
	"{\n"
	"\treturn true;\n"
	"}\n";

START_TEST(array_makes_a_list)
{
	const char *path = make_file("btf.c",
		"static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {\n"
		"\t{ \"sched_pi_setprio\", 0x10 },\n"
		"};\n");
	enum raw_tp_verifier verifier = RAW_TP_VERIFIER_TRUSTS_ALL;
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), 0);
	ck_assert_int_eq(verifier, RAW_TP_VERIFIER_LIST);
	ck_assert_uint_eq(list.nr_entries, 1);
	ck_assert_uint_eq(raw_tp_list__find(&list, "sched_pi_setprio")->mask, 0x10);
	raw_tp_list__free(&list);
}
END_TEST

START_TEST(names_without_array)
{
	char text[512];
	const char *path;
	enum raw_tp_verifier verifier;
	struct raw_tp_list list;

	snprintf(text, sizeof(text), "%s/* a parameter named <name>__nullable may be NULL */\n",
		 ctx_access);
	path = make_file("btf.c", text);
	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), 0);
	ck_assert_int_eq(verifier, RAW_TP_VERIFIER_NAMES);
	ck_assert_uint_eq(list.nr_entries, 0);
	ck_assert_ptr_null(raw_tp_list__find(&list, "sched_pi_setprio"));
	raw_tp_list__free(&list);
}
END_TEST

START_TEST(neither_trusts_all)
{
	const char *path = make_file("btf.c", ctx_access);
	enum raw_tp_verifier verifier;
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), 0);
	ck_assert_int_eq(verifier, RAW_TP_VERIFIER_TRUSTS_ALL);
	ck_assert_uint_eq(list.nr_entries, 0);
	raw_tp_list__free(&list);
	/* the plain reader, the table's, still wants the array */
	ck_assert_int_eq(raw_tp_list__read(&list, path), -ENOENT);
}
END_TEST

START_TEST(other_files_refused)
{
	const char *path = make_file("other.c", "int btf_ctx_access;\n");
	enum raw_tp_verifier verifier;
	struct raw_tp_list list;
	char missing[PATH_MAX];

	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), -EINVAL);
	ck_assert_ptr_null(list.lines);
	snprintf(missing, sizeof(missing), "%s/none.c", dir);
	ck_assert_int_eq(raw_tp_list__read_kernel(&list, missing, &verifier), -ENOENT);
}
END_TEST

Suite *raw_tp_list_suite(void)
{
	Suite *s = suite_create("raw-tp-list");
	TCase *tc = tcase_create("kernel-btf-c");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, array_makes_a_list);
	tcase_add_test(tc, names_without_array);
	tcase_add_test(tc, neither_trusts_all);
	tcase_add_test(tc, other_files_refused);
	suite_add_tcase(s, tc);
	return s;
}
