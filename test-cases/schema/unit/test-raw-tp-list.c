// SPDX-License-Identifier: MIT
/*
 * A kernel's raw_tp_null_args[]: its entries and masks read; a file that
 * never names the array (a kernel whose verifier keeps no list) told
 * apart from one that names it without a readable array, and both from
 * a file that cannot be read.  And the same file read for what its
 * verifier checks: the array, __nullable names only, nothing at all
 * (Linux 6.1's shape), and files that are no such source.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "raw-tp-list.h"
#include "scratch-dir.h"
#include "suites.h"

/* A new file @name of the scratch directory holding @text; its path. */
static const char *make_file(const char *name, const char *text)
{
	return scratch_dir__file(name, text, strlen(text));
}

START_TEST(entries_and_masks)
{
	const char *path = make_file("btf.c",
		"int x;\n"
		"static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {\n"
		"\t/* sched */\n"
		"\t{ \"sched_pi_setprio\", 0x10 },\n"
		"\t{\"signal_generate\", 0x20 | 0x2},\n"
		"};\n");
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read(&list, path), 0);
	ck_assert_uint_eq(list.start, 1);
	ck_assert_uint_eq(list.end, 5);
	ck_assert_uint_eq(list.nr_entries, 2);
	ck_assert_str_eq(list.entries[1].event, "signal_generate");
	ck_assert_uint_eq(list.entries[1].mask, 0x22);
	ck_assert_uint_eq(list.entries[1].line, 4);
	ck_assert_ptr_eq(raw_tp_list__find(&list, "sched_pi_setprio"), &list.entries[0]);
	ck_assert_ptr_null(raw_tp_list__find(&list, "sched_switch"));
	raw_tp_list__free(&list);
}
END_TEST

START_TEST(never_named_is_no_list)
{
	const char *path = make_file("btf.c",
				     "bool btf_ctx_access(int off)\n{\n\treturn true;\n}\n");
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read(&list, path), -ENODATA);
	ck_assert_uint_eq(list.nr_lines, 0);
}
END_TEST

START_TEST(named_without_an_array_is_damaged)
{
	static const char *const texts[] = {
		"static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {\n"
		"\t{ \"sched_pi_setprio\", 0x10 },\n",		/* no "};" */
		"/* raw_tp_null_args[] is in another file now */\n",
		"static const struct bpf_raw_tp_null_args raw_tp_null_args[] =\n{\n};\n",
	};
	struct raw_tp_list list;
	size_t i;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		ck_assert_int_eq(raw_tp_list__read(&list, make_file("btf.c", texts[i])), -EINVAL);
}
END_TEST

START_TEST(unreadable_is_its_errno)
{
	const char *path = scratch_dir__path_of("missing.c");
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read(&list, path), -ENOENT);
	ck_assert_int_eq(raw_tp_list__read(&list, scratch_dir__path()), -EISDIR);
}
END_TEST

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
	ck_assert_int_eq(raw_tp_list__read(&list, path), -ENODATA);
}
END_TEST

START_TEST(other_files_refused)
{
	const char *path = make_file("other.c", "int btf_ctx_access;\n");
	enum raw_tp_verifier verifier;
	struct raw_tp_list list;

	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), -ENOTTY);
	ck_assert_ptr_null(list.lines);
	/* a damaged array is not a kernel without one */
	path = make_file("damaged.c", "static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {\n");
	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), -EINVAL);
	path = scratch_dir__path_of("none.c");
	ck_assert_int_eq(raw_tp_list__read_kernel(&list, path, &verifier), -ENOENT);
}
END_TEST

Suite *raw_tp_list_suite(void)
{
	Suite *s = suite_create("raw-tp-list");
	TCase *tc = tcase_create("read");
	TCase *kernel = tcase_create("read-kernel");

	tcase_add_checked_fixture(tc, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(tc, entries_and_masks);
	tcase_add_test(tc, never_named_is_no_list);
	tcase_add_test(tc, named_without_an_array_is_damaged);
	tcase_add_test(tc, unreadable_is_its_errno);
	suite_add_tcase(s, tc);
	tcase_add_checked_fixture(kernel, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(kernel, array_makes_a_list);
	tcase_add_test(kernel, names_without_array);
	tcase_add_test(kernel, neither_trusts_all);
	tcase_add_test(kernel, other_files_refused);
	suite_add_tcase(s, kernel);
	return s;
}
