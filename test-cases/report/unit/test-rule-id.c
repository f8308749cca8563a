// SPDX-License-Identifier: MIT
/*
 * Rule ids from real messages: sparse-null's, sparse 0.6.4's as Linux 6.12
 * gets them, gcc's by their flag; and a description for each.
 */
#include <check.h>
#include <string.h>

#include "rule-id.h"

/* The rule id of the one diagnostic in @line. */
static void assert_rule(const char *line, const char *want)
{
	struct diag_log log;
	char buf[64];

	ck_assert_int_eq(diag_log__parse(&log, "test.log", line, strlen(line)), 0);
	ck_assert_uint_eq(log.nr_diags, 1);
	ck_assert_str_eq(rule_id__of(&log.diags[0], buf, sizeof(buf)), want);
	diag_log__free(&log);
}

START_TEST(sparse_null_checks)
{
	assert_rule("kernel/sched/core.c:7246:39: warning: dereference of nullable expression 'pi_task'\n",
		    "nullable-deref");
	assert_rule("a.c:9:12: warning: nullable expression 'p' passed to nonnull parameter 1 of 'f'\n",
		    "nullable-arg");
	assert_rule("a.c:9:12: warning: NULL returned from returns_nonnull function 'g'\n",
		    "nullable-return");
	assert_rule("a.c:3:5: warning: __nullable on 'n', which is not a pointer (int)\n", "nullable-attr");
}
END_TEST

START_TEST(sparse_kinds)
{
	assert_rule("arch/x86/kernel/acpi/boot.c:117:30: warning: incorrect type in return expression (different address spaces)\n",
		    "address-space");
	assert_rule("lib/lib.c:25:17: warning: dereference of noderef expression\n", "address-space");
	assert_rule("arch/x86/kernel/apic/vector.c:61:6: warning: context imbalance in 'lock_vector_lock' - wrong count at exit\n",
		    "context-imbalance");
	assert_rule("init/main.c:294:16: warning: cast to restricted __le32\n", "bitwise");
	assert_rule("arch/x86/kernel/early-quirks.c:647:49: warning: restricted pci_power_t degrades to integer\n",
		    "bitwise");
	assert_rule("lib/lib.c:18:5: warning: symbol 'parent_prio' was not declared. Should it be static?\n",
		    "decl");
	assert_rule("a.c:4:16: warning: Using plain integer as NULL pointer\n", "non-pointer-null");
	assert_rule("a.c:4:16: warning: cast truncates bits from constant value (100 becomes 0)\n",
		    "cast-truncate");
	assert_rule("a.c:4:16: warning: incorrect type in argument 2 (different base types)\n",
		    "incorrect-type");
	assert_rule("arch/x86/mm/pgtable.c:281:17: error: incompatible types in conditional expression (different base types):\n",
		    "incorrect-type");
	assert_rule("kernel/trace/ftrace.c:3554:29: warning: too many warnings\n", "too-many-warnings");
	assert_rule("a.c:4:16: warning: dubious: x & !y\n", "dubious");
}
END_TEST

START_TEST(gcc_flags)
{
	assert_rule("g.c:25:13: warning: unused variable 'unused' [-Wunused-variable]\n", "unused-variable");
	assert_rule("d.c:40:9: error: implicit declaration of function 'foo' [-Werror=implicit-function-declaration]\n",
		    "error=implicit-function-declaration");
	/* A bracket inside the message is no flag. */
	assert_rule("a.c:1:1: warning: array subscript [-1] is outside array bounds\n", "warning");
}
END_TEST

START_TEST(fallback_by_severity)
{
	assert_rule("a.c:1:1: warning: something sparse says rarely\n", "warning");
	assert_rule("a.c:1:1: error: bad token\n", "error");
	assert_rule("a.c:1:1: fatal error: no-such.h: No such file or directory\n", "fatal-error");
}
END_TEST

START_TEST(descriptions)
{
	ck_assert_ptr_nonnull(strstr(rule_id__describe("nullable-deref"), "Wnullable-deref"));
	ck_assert_ptr_nonnull(strstr(rule_id__describe("context-imbalance"), "context"));
	ck_assert_ptr_nonnull(strstr(rule_id__describe("unused-variable"), "-W flag"));
	ck_assert_str_ne(rule_id__describe("warning"), rule_id__describe("error"));
}
END_TEST

Suite *rule_id_suite(void)
{
	Suite *s = suite_create("rule-id");
	TCase *tc = tcase_create("rules");

	tcase_add_test(tc, sparse_null_checks);
	tcase_add_test(tc, sparse_kinds);
	tcase_add_test(tc, gcc_flags);
	tcase_add_test(tc, fallback_by_severity);
	tcase_add_test(tc, descriptions);
	suite_add_tcase(s, tc);
	return s;
}
