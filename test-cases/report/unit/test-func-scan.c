// SPDX-License-Identifier: MIT
/*
 * The enclosing-function scan on kernel-style C: definitions spread over
 * lines, prototypes, initializers, annotations, macros and a file cut short.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "func-scan.h"

static struct func_scan scan;

static void teardown(void)
{
	func_scan__free(&scan);
}

static void scan_text(const char *text)
{
	ck_assert_int_eq(func_scan__parse(&scan, text, strlen(text)), 0);
}

/* Shaped like kernel/locking/mutex.c and kernel/sched/core.c of 6.12. */
static const char kernel_style[] =
	"// SPDX-License-Identifier: GPL-2.0-only\n"		/* 1 */
	"#include <linux/mutex.h>\n"
	"\n"
	"static int mutex_spin_on_owner(struct mutex *lock, struct task_struct *owner);\n"
	"\n"
	"void\n"						/* 6 */
	"__mutex_init(struct mutex *lock, const char *name, struct lock_class_key *key)\n"
	"{\n"							/* 8 */
	"\tatomic_long_set(&lock->owner, 0);\n"
	"}\n"							/* 10 */
	"EXPORT_SYMBOL(__mutex_init);\n"
	"\n"
	"static const struct file_operations sched_fops = {\n"	/* 13 */
	"\t.open = sched_open,\n"
	"};\n"
	"\n"
	"static __always_inline bool __mutex_trylock_common(struct mutex *lock,\n"	/* 17 */
	"\t\t\t\t\t\t   bool handoff)\n"
	"\t__acquires(lock)\n"
	"{\n"							/* 20 */
	"\tif (handoff) {\n"
	"\t\treturn true;\n"
	"\t}\n"
	"\treturn false;\n"
	"}\n"							/* 25 */
	"\n"
	"DEFINE_MUTEX(sched_domains_mutex);\n"
	"struct rq\n"
	"{\n"							/* 29 */
	"\tint nr_running;\n"
	"};\n"
	"SYSCALL_DEFINE1(sched_getscheduler, pid_t, pid)\n"	/* 32 */
	"{\n"
	"\treturn 0;\n"
	"}\n";							/* 35 */

START_TEST(kernel_style_definitions)
{
	scan_text(kernel_style);
	ck_assert_uint_eq(scan.nr_spans, 3);
	ck_assert_ptr_null(func_scan__lookup(&scan, 4));
	ck_assert_ptr_null(func_scan__lookup(&scan, 7));
	ck_assert_str_eq(func_scan__lookup(&scan, 8), "__mutex_init");
	ck_assert_str_eq(func_scan__lookup(&scan, 9), "__mutex_init");
	ck_assert_str_eq(func_scan__lookup(&scan, 10), "__mutex_init");
	ck_assert_ptr_null(func_scan__lookup(&scan, 11));
	ck_assert_ptr_null(func_scan__lookup(&scan, 14));
	ck_assert_str_eq(func_scan__lookup(&scan, 22), "__mutex_trylock_common");
	ck_assert_str_eq(func_scan__lookup(&scan, 25), "__mutex_trylock_common");
	ck_assert_ptr_null(func_scan__lookup(&scan, 30));
	ck_assert_str_eq(func_scan__lookup(&scan, 34), "SYSCALL_DEFINE1");
	ck_assert_ptr_null(func_scan__lookup(&scan, 36));
}
END_TEST

/* A prototype just before a brace at column 0 opens no function. */
START_TEST(prototype_then_block)
{
	scan_text("int f(void);\n"
		  "{\n"
		  "}\n"
		  "int g(int x)\n"
		  "{\n"
		  "}\n");
	ck_assert_uint_eq(scan.nr_spans, 1);
	ck_assert_ptr_null(func_scan__lookup(&scan, 2));
	ck_assert_str_eq(func_scan__lookup(&scan, 5), "g");
}
END_TEST

/* A file cut inside a body: the body runs to the end. */
START_TEST(cut_short)
{
	scan_text("static void h(void)\n{\n\tint x;\n\tx = 1;");
	ck_assert_uint_eq(scan.nr_spans, 1);
	ck_assert_str_eq(func_scan__lookup(&scan, 4), "h");
	ck_assert_ptr_null(func_scan__lookup(&scan, 5));
}
END_TEST

/* Comments and preprocessor lines between the head and the body. */
START_TEST(comment_between_head_and_body)
{
	scan_text("static int k(int a)\n"
		  "/* the body follows */\n"
		  "{\n"
		  "#ifdef CONFIG_X\n"
		  "\treturn a;\n"
		  "#endif\n"
		  "}\n");
	ck_assert_str_eq(func_scan__lookup(&scan, 5), "k");
}
END_TEST

START_TEST(read_from_file)
{
	char path[] = "/tmp/func-scan-XXXXXX";
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, kernel_style, strlen(kernel_style)), (int)strlen(kernel_style));
	close(fd);
	ck_assert_int_eq(func_scan__read(&scan, path), 0);
	unlink(path);
	ck_assert_str_eq(func_scan__lookup(&scan, 34), "SYSCALL_DEFINE1");
	func_scan__free(&scan);
	ck_assert_int_eq(func_scan__read(&scan, path), -ENOENT);
}
END_TEST

Suite *func_scan_suite(void)
{
	Suite *s = suite_create("func-scan");
	TCase *tc = tcase_create("scan");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, kernel_style_definitions);
	tcase_add_test(tc, prototype_then_block);
	tcase_add_test(tc, cut_short);
	tcase_add_test(tc, comment_between_head_and_body);
	tcase_add_test(tc, read_from_file);
	suite_add_tcase(s, tc);
	return s;
}
