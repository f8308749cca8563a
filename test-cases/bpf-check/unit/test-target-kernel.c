// SPDX-License-Identifier: MIT
/*
 * Check unit tests of what the target kernel's verifier checks: its
 * btf.c's list, names only, or nothing (Linux 6.1); its BTF with or
 * without __nullable names, the list deciding over it; and the order of
 * the exit statuses.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <bpf/btf.h>
#include <check.h>

#include "check-object.h"
#include "program.h"
#include "scratch-dir.h"
#include "target-kernel.h"

static const char btf_6_1[] =
	"bool btf_ctx_access(int off, int size)\n{\n\treturn true;\n}\n";
static const char btf_list[] =
	"static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {\n"
	"\t{ \"sched_pi_setprio\", 0x10 },\n"
	"\t{ \"cachefiles_lookup\", 0x200 },\n"
	"};\n";

/* A raw BTF file with one function whose parameter is named @param. */
static const char *make_btf(const char *name, const char *param)
{
	struct btf *btf = btf__new_empty();
	const void *data;
	__u32 size;
	int intp, proto;

	ck_assert_ptr_nonnull(btf);
	intp = btf__add_ptr(btf, btf__add_int(btf, "int", 4, BTF_INT_SIGNED));
	proto = btf__add_func_proto(btf, 0);
	ck_assert_int_eq(btf__add_func_param(btf, param, intp), 0);
	ck_assert_int_gt(btf__add_func(btf, "rt_mutex_setprio", BTF_FUNC_GLOBAL, proto), 0);
	data = btf__raw_data(btf, &size);
	ck_assert_ptr_nonnull(data);
	name = scratch_dir__file(name, data, size);
	btf__free(btf);
	return name;
}

START_TEST(nothing_known_checks)
{
	struct target_kernel *tk;
	struct arg_mark marks[4] = { 0 };

	ck_assert_int_eq(target_kernel__new(&tk), 0);
	ck_assert(target_kernel__checks_args(tk));
	target_kernel__list_marks(tk, "sched_pi_setprio", marks, 4);
	ck_assert(!marks[1].may_null && !marks[1].scalar);
	ck_assert(!target_kernel__btf_marks(tk, ATTACH_EVENT, "sched_pi_setprio", marks, 4));
	ck_assert_ptr_null(target_kernel__btf_path(tk));
	target_kernel__free(tk);
}
END_TEST

START_TEST(list_marks_and_checks)
{
	const char *btf_c = scratch_dir__file("btf.c", btf_list, strlen(btf_list));
	struct target_kernel *tk;
	struct arg_mark marks[4] = { 0 };
	char err[256];

	ck_assert_int_eq(target_kernel__new(&tk), 0);
	ck_assert_int_eq(target_kernel__read_list(tk, btf_c, err, sizeof(err)), 0);
	ck_assert(target_kernel__checks_args(tk));
	target_kernel__list_marks(tk, "sched_pi_setprio", marks, 4);
	ck_assert(marks[1].may_null && !marks[1].scalar);
	target_kernel__list_marks(tk, "cachefiles_lookup", marks, 4);
	ck_assert(marks[2].scalar && marks[2].may_err);
	target_kernel__free(tk);
}
END_TEST

START_TEST(old_btf_c_checks_nothing)
{
	const char *btf_c = scratch_dir__file("btf.c", btf_6_1, strlen(btf_6_1));
	struct target_kernel *tk;
	struct arg_mark marks[4] = { 0 };
	char err[256];

	ck_assert_int_eq(target_kernel__new(&tk), 0);
	ck_assert_int_eq(target_kernel__read_list(tk, btf_c, err, sizeof(err)), 0);
	ck_assert(!target_kernel__checks_args(tk));
	target_kernel__list_marks(tk, "sched_pi_setprio", marks, 4);
	ck_assert(!marks[1].may_null);
	/* a BTF with names does not overrule the list's file */
	ck_assert_int_eq(target_kernel__read_btf(tk, make_btf("names.btf", "p__nullable"),
						 err, sizeof(err)), 0);
	ck_assert(!target_kernel__checks_args(tk));
	target_kernel__free(tk);
}
END_TEST

START_TEST(other_file_refused)
{
	struct target_kernel *tk;
	const char *path = scratch_dir__file("common.h", "int x;\n", 7);
	char err[PATH_MAX + 128], want[PATH_MAX + 128];

	ck_assert_int_eq(target_kernel__new(&tk), 0);
	ck_assert_int_eq(target_kernel__read_list(tk, path, err, sizeof(err)), -ENOTTY);
	snprintf(want, sizeof(want),
		 "%s: not a kernel's kernel/bpf/btf.c (neither raw_tp_null_args[] nor btf_ctx_access())",
		 path);
	ck_assert_str_eq(err, want);
	ck_assert(target_kernel__checks_args(tk));
	target_kernel__free(tk);
}
END_TEST

START_TEST(btf_names_decide_without_list)
{
	struct target_kernel *with, *without;
	struct arg_mark marks[4];
	char err[256];

	ck_assert_int_eq(target_kernel__new(&with), 0);
	ck_assert_int_eq(target_kernel__new(&without), 0);
	ck_assert_int_eq(target_kernel__read_btf(with, make_btf("names.btf", "p__nullable"),
						 err, sizeof(err)), 0);
	ck_assert_int_eq(target_kernel__read_btf(without, make_btf("plain.btf", "p"),
						 err, sizeof(err)), 0);
	ck_assert(target_kernel__checks_args(with));
	ck_assert(!target_kernel__checks_args(without));
	ck_assert(target_kernel__btf_marks(with, ATTACH_FUNCTION, "rt_mutex_setprio", marks, 4));
	ck_assert(marks[0].may_null);
	ck_assert_str_eq(marks[0].name, "p");
	target_kernel__free(with);
	target_kernel__free(without);
}
END_TEST

START_TEST(bad_btf_refused)
{
	struct target_kernel *tk;
	char err[PATH_MAX + 128];

	ck_assert_int_eq(target_kernel__new(&tk), 0);
	ck_assert_int_lt(target_kernel__read_btf(tk, scratch_dir__file("bad.btf", "x", 1),
						 err, sizeof(err)), 0);
	ck_assert_ptr_nonnull(strstr(err, "bad.btf: cannot read the kernel BTF: "));
	ck_assert(target_kernel__checks_args(tk));
	target_kernel__free(tk);
}
END_TEST

START_TEST(exit_statuses_in_order)
{
	static const int order[] = { EXIT_DONE, EXIT_FINDINGS, EXIT_LOADS_UNCHECKED, EXIT_USAGE };

	for (int i = 0; i < 4; i++) {
		for (int j = 0; j < 4; j++) {
			int worse = order[i > j ? i : j];

			ck_assert_int_eq(check_object__worse_status(order[i], order[j]), worse);
		}
	}
}
END_TEST

Suite *target_kernel_suite(void)
{
	Suite *s = suite_create("target-kernel");
	TCase *tc = tcase_create("verifier");

	tcase_add_checked_fixture(tc, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(tc, nothing_known_checks);
	tcase_add_test(tc, list_marks_and_checks);
	tcase_add_test(tc, old_btf_c_checks_nothing);
	tcase_add_test(tc, other_file_refused);
	tcase_add_test(tc, btf_names_decide_without_list);
	tcase_add_test(tc, bad_btf_refused);
	tcase_add_test(tc, exit_statuses_in_order);
	suite_add_tcase(s, tc);
	return s;
}
