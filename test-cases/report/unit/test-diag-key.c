// SPDX-License-Identifier: MIT
/*
 * The matching key: equal for the same diagnostic after its lines moved,
 * different when anything that makes it another problem differs.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "diag-key.h"

/* The key of the first diagnostic of @text, in @function. */
static char *key_of(const char *text, const char *function)
{
	struct diag_log log;
	char *key;

	ck_assert_int_eq(diag_log__parse(&log, "test.log", text, strlen(text)), 0);
	ck_assert_uint_ge(log.nr_diags, 1);
	key = diag_key__make(&log.diags[0], function);
	ck_assert_ptr_nonnull(key);
	diag_log__free(&log);
	return key;
}

static void assert_same(const char *a, const char *fa, const char *b, const char *fb)
{
	char *ka = key_of(a, fa), *kb = key_of(b, fb);

	ck_assert_str_eq(ka, kb);
	free(ka);
	free(kb);
}

static void assert_differ(const char *a, const char *fa, const char *b, const char *fb)
{
	char *ka = key_of(a, fa), *kb = key_of(b, fb);

	ck_assert_str_ne(ka, kb);
	free(ka);
	free(kb);
}

/* The same warning eight lines lower, its note pointing eight lines lower too. */
START_TEST(line_shift_keeps_key)
{
	assert_same("lib/lib.c:14:24: warning: dereference of nullable expression 'pi_task'\n"
		    "lib/lib.c:14:24:    parameter 'pi_task' is declared __nullable at lib/lib.c:11\n",
		    "effective_prio",
		    "lib/lib.c:22:24: warning: dereference of nullable expression 'pi_task'\n"
		    "lib/lib.c:22:24:    parameter 'pi_task' is declared __nullable at lib/lib.c:19\n",
		    "effective_prio");
}
END_TEST

/* gcc's excerpt line numbers move with the code. */
START_TEST(gcc_excerpt_shift_keeps_key)
{
	assert_same("g.c:25:13: warning: unused variable 'unused' [-Wunused-variable]\n"
		    "   25 |         int unused; return *uptr;\n",
		    NULL,
		    "g.c:125:13: warning: unused variable 'unused' [-Wunused-variable]\n"
		    "  125 |         int unused; return *uptr;\n",
		    NULL);
}
END_TEST

START_TEST(identifiers_are_part_of_key)
{
	assert_differ("lib/lib.c:14:24: warning: dereference of nullable expression 'pi_task'\n", NULL,
		      "lib/lib.c:14:24: warning: dereference of nullable expression 't'\n", NULL);
}
END_TEST

START_TEST(file_is_part_of_key)
{
	assert_differ("kernel/locking/mutex.c:30:17: warning: dereference of noderef expression\n", NULL,
		      "kernel/locking/rwsem.c:30:17: warning: dereference of noderef expression\n", NULL);
}
END_TEST

START_TEST(function_is_part_of_key)
{
	assert_differ("lib/lib.c:30:17: warning: dereference of noderef expression\n", "read_twice",
		      "lib/lib.c:30:17: warning: dereference of noderef expression\n", "read_prio");
	assert_differ("lib/lib.c:30:17: warning: dereference of noderef expression\n", "read_twice",
		      "lib/lib.c:30:17: warning: dereference of noderef expression\n", NULL);
}
END_TEST

START_TEST(severity_is_part_of_key)
{
	assert_differ("a.c:1:1: warning: bad constant expression\n", NULL,
		      "a.c:1:1: error: bad constant expression\n", NULL);
}
END_TEST

/* sparse's "expected"/"got" lines tell two type mismatches apart. */
START_TEST(continuations_are_part_of_key)
{
	assert_differ("arch/x86/kernel/acpi/boot.c:125:24: warning: incorrect type in argument 1 (different address spaces)\n"
		      "arch/x86/kernel/acpi/boot.c:125:24:    expected void *addr\n"
		      "arch/x86/kernel/acpi/boot.c:125:24:    got void [noderef] __iomem *map\n", NULL,
		      "arch/x86/kernel/acpi/boot.c:125:24: warning: incorrect type in argument 1 (different address spaces)\n"
		      "arch/x86/kernel/acpi/boot.c:125:24:    expected void *addr\n"
		      "arch/x86/kernel/acpi/boot.c:125:24:    got void [noderef] __user *map\n", NULL);
	assert_differ("a.c:5:1: warning: incorrect type in argument 1 (different address spaces)\n"
		      "a.c:5:1:    expected void *addr\n", NULL,
		      "a.c:5:1: warning: incorrect type in argument 1 (different address spaces)\n", NULL);
}
END_TEST

/* Numbers that are not positions belong to the message. */
START_TEST(numbers_in_message_kept)
{
	assert_differ("a.c:5:9: warning: shift too big (33) for type int\n", NULL,
		      "a.c:5:9: warning: shift too big (34) for type int\n", NULL);
	assert_differ("a.c:5:9: warning: context imbalance in 'f' - different lock contexts for basic block\n"
		      "a.c:5:9:    default context: wanted 0, got 1\n", NULL,
		      "a.c:5:9: warning: context imbalance in 'f' - different lock contexts for basic block\n"
		      "a.c:5:9:    default context: wanted 1, got 1\n", NULL);
}
END_TEST

Suite *diag_key_suite(void)
{
	Suite *s = suite_create("diag-key");
	TCase *tc = tcase_create("key");

	tcase_add_test(tc, line_shift_keeps_key);
	tcase_add_test(tc, gcc_excerpt_shift_keeps_key);
	tcase_add_test(tc, identifiers_are_part_of_key);
	tcase_add_test(tc, file_is_part_of_key);
	tcase_add_test(tc, function_is_part_of_key);
	tcase_add_test(tc, severity_is_part_of_key);
	tcase_add_test(tc, continuations_are_part_of_key);
	tcase_add_test(tc, numbers_in_message_kept);
	suite_add_tcase(s, tc);
	return s;
}
