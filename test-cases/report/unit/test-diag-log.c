// SPDX-License-Identifier: MIT
/*
 * The log parser on logs shaped like real ones: lines copied from sparse
 * 0.6.4 and sparse-null on Linux 6.12, from gcc 12, from Kbuild, mixed,
 * cut short, and with lines that are no diagnostic at all.
 */
#include <check.h>
#include <errno.h>
#include <string.h>

#include "diag-log.h"

static struct diag_log dlog;

static void parse(const char *text)
{
	ck_assert_int_eq(diag_log__parse(&dlog, "test.log", text, strlen(text)), 0);
}

static void teardown(void)
{
	diag_log__free(&dlog);
}

/* sparse: a warning with its "expected"/"got" lines, an error, a lone one. */
START_TEST(sparse_continuations)
{
	parse("arch/x86/kernel/acpi/boot.c:117:30: warning: incorrect type in return expression (different address spaces)\n"
	      "arch/x86/kernel/acpi/boot.c:117:30:    expected void [noderef] __iomem *\n"
	      "arch/x86/kernel/acpi/boot.c:117:30:    got void *\n"
	      "kernel/sched/core.c:7209:17: error: incompatible types in comparison expression (different address spaces):\n"
	      "kernel/sched/core.c:7209:17:    struct task_struct *\n"
	      "kernel/sched/core.c:7209:17:    struct task_struct [noderef] __rcu *\n"
	      "init/main.c:294:16: warning: cast to restricted __le32\n");
	ck_assert_uint_eq(dlog.nr_diags, 3);
	ck_assert_uint_eq(dlog.nr_skipped, 0);
	ck_assert_str_eq(dlog.diags[0].file, "arch/x86/kernel/acpi/boot.c");
	ck_assert_uint_eq(dlog.diags[0].line, 117);
	ck_assert_uint_eq(dlog.diags[0].col, 30);
	ck_assert_str_eq(dlog.diags[0].severity, "warning");
	ck_assert_str_eq(dlog.diags[0].message,
			 "incorrect type in return expression (different address spaces)");
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 2);
	ck_assert_str_eq(dlog.diags[0].notes[1].text,
			 "arch/x86/kernel/acpi/boot.c:117:30:    got void *");
	ck_assert_uint_eq(dlog.diags[0].notes[1].line, 117);
	ck_assert_str_eq(dlog.diags[1].severity, "error");
	ck_assert_uint_eq(dlog.diags[1].nr_notes, 2);
	ck_assert_uint_eq(dlog.diags[1].log_line, 4);
	ck_assert_uint_eq(dlog.diags[2].nr_notes, 0);
	ck_assert_str_eq(dlog.diags[2].text, "init/main.c:294:16: warning: cast to restricted __le32");
	ck_assert(!dlog.truncated);
}
END_TEST

/* sparse-null: the note names another position, which it keeps. */
START_TEST(sparse_null_note_position)
{
	parse("lib/lib.c:14:24: warning: dereference of nullable expression 'pi_task'\n"
	      "lib/lib.c:14:24:    parameter 'pi_task' is declared __nullable at lib/lib.c:11\n");
	ck_assert_uint_eq(dlog.nr_diags, 1);
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 1);
	ck_assert_str_eq(dlog.diags[0].notes[0].file, "lib/lib.c");
	ck_assert_uint_eq(dlog.diags[0].notes[0].col, 24);
}
END_TEST

/* sparse's include chain and Kbuild's progress lines are context, not skipped. */
START_TEST(sparse_include_chain_and_kbuild)
{
	parse("make[1]: Entering directory '/src/linux-6.12'\n"
	      "  CHECK   kernel/locking/spinlock.c\n"
	      "kernel/locking/spinlock.c:152:26: warning: context imbalance in '_raw_spin_lock' - wrong count at exit\n"
	      "kernel/locking/spinlock.c: note: in included file (through include/linux/spinlock.h):\n"
	      "./include/linux/spinlock_api_smp.h:111:9: warning: context imbalance in '_raw_spin_lock_irqsave' - wrong count at exit\n"
	      "  CC      kernel/locking/spinlock.o\n"
	      "make[1]: Leaving directory '/src/linux-6.12'\n");
	ck_assert_uint_eq(dlog.nr_diags, 2);
	ck_assert_uint_eq(dlog.nr_skipped, 0);
	ck_assert_str_eq(dlog.diags[1].file, "./include/linux/spinlock_api_smp.h");
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 0);
	ck_assert_uint_eq(dlog.nr_lines, 7);
}
END_TEST

/* gcc 12: function context, source excerpts and carets belong to their warning. */
START_TEST(gcc_context_and_excerpts)
{
	parse("g.c:9:1: warning: 'noderef' attribute directive ignored [-Wattributes]\n"
	      "    9 | extern unsigned long copy_in(void *to, const void __user *from, unsigned long n);\n"
	      "      | ^~~~~~\n"
	      "g.c: In function 'read_prio':\n"
	      "g.c:25:13: warning: unused variable 'unused' [-Wunused-variable]\n"
	      "   25 |         int unused; return *uptr;\n"
	      "      |             ^~~~~~\n"
	      "g.c: At top level:\n"
	      "g.c:28:1: warning: 'noderef' attribute directive ignored [-Wattributes]\n");
	ck_assert_uint_eq(dlog.nr_diags, 3);
	ck_assert_uint_eq(dlog.nr_skipped, 0);
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 2);
	ck_assert_ptr_null(dlog.diags[0].function);
	ck_assert_str_eq(dlog.diags[1].function, "read_prio");
	ck_assert_uint_eq(dlog.diags[1].nr_notes, 2);
	ck_assert_ptr_null(dlog.diags[1].notes[0].file);
	ck_assert_ptr_null(dlog.diags[2].function);
}
END_TEST

/* gcc in a UTF-8 locale quotes with U+2018 and U+2019; notes; no column. */
START_TEST(gcc_utf8_quotes_notes)
{
	parse("In file included from drivers/x/a.c:3:\n"
	      "                 from drivers/x/b.c:4:\n"
	      "drivers/x/a.c: In function \xe2\x80\x98probe\xe2\x80\x99:\n"
	      "drivers/x/a.c:40:9: error: implicit declaration of function \xe2\x80\x98" "foo\xe2\x80\x99 [-Werror=implicit-function-declaration]\n"
	      "drivers/x/a.h:12:5: note: previous declaration of \xe2\x80\x98" "foo\xe2\x80\x99 with type \xe2\x80\x98int(void)\xe2\x80\x99\n"
	      "drivers/x/a.c:52: warning: no column here\n"
	      "drivers/x/a.c:60:1: fatal error: no-such.h: No such file or directory\n");
	ck_assert_uint_eq(dlog.nr_diags, 3);
	ck_assert_uint_eq(dlog.nr_skipped, 0);
	ck_assert_str_eq(dlog.diags[0].function, "probe");
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 1);
	ck_assert_str_eq(dlog.diags[0].notes[0].file, "drivers/x/a.h");
	ck_assert_uint_eq(dlog.diags[1].line, 52);
	ck_assert_uint_eq(dlog.diags[1].col, 0);
	ck_assert_str_eq(dlog.diags[2].severity, "fatal error");
	ck_assert_str_eq(dlog.diags[2].message, "no-such.h: No such file or directory");
}
END_TEST

/* A mix of sparse's and gcc's output, as a W=1 C=1 build prints them. */
START_TEST(mixed_sparse_and_gcc)
{
	parse("kernel/bpf/core.c:241:5: warning: symbol 'bpf_x' was not declared. Should it be static?\n"
	      "kernel/bpf/core.c: In function \xe2\x80\x98___bpf_prog_run\xe2\x80\x99:\n"
	      "kernel/bpf/core.c:1999:1: warning: label \xe2\x80\x98out\xe2\x80\x99 defined but not used [-Wunused-label]\n"
	      " 1999 | out:\n"
	      "      | ^~~\n"
	      "kernel/bpf/core.c:2010:9: warning: dereference of noderef expression\n");
	ck_assert_uint_eq(dlog.nr_diags, 3);
	ck_assert_uint_eq(dlog.nr_skipped, 0);
	ck_assert_ptr_null(dlog.diags[0].function);
	ck_assert_str_eq(dlog.diags[1].function, "___bpf_prog_run");
	ck_assert_uint_eq(dlog.diags[1].nr_notes, 2);
	ck_assert_uint_eq(dlog.diags[2].nr_notes, 0);
}
END_TEST

/* Lines that are nothing known are counted with their line numbers. */
START_TEST(unknown_lines_counted)
{
	parse("No such file: arch/x86/entry/vdso/vdso-image-64.c\n"
	      "kernel/sched/core.c:10:1:    a continuation with nothing to continue\n"
	      "kernel/sched/core.c:11:2: warning: too many warnings\n"
	      "Segmentation fault (core dumped)\n");
	ck_assert_uint_eq(dlog.nr_diags, 1);
	ck_assert_uint_eq(dlog.nr_skipped, 3);
	ck_assert_uint_eq(dlog.skipped[0].log_line, 1);
	ck_assert_uint_eq(dlog.skipped[1].log_line, 2);
	ck_assert_str_eq(dlog.skipped[2].text, "Segmentation fault (core dumped)");
	ck_assert_uint_eq(dlog.skipped[2].log_line, 4);
	ck_assert_uint_eq(dlog.diags[0].nr_notes, 0);
}
END_TEST

/* A log cut in the middle of a line: what is there is parsed, and it says so. */
START_TEST(truncated_log)
{
	parse("lib/lib.c:25:17: warning: dereference of noderef expression\n"
	      "lib/lib.c:30:17: warning: dereference of no");
	ck_assert(dlog.truncated);
	ck_assert_uint_eq(dlog.nr_diags, 2);
	ck_assert_str_eq(dlog.diags[1].message, "dereference of no");
}
END_TEST

/* CRLF line ends and NUL bytes do not cut or corrupt lines. */
START_TEST(crlf_and_nul)
{
	static const char text[] = "a.c:1:2: warning: x\0y\r\nb.c:3:4: error: z\r\n";

	ck_assert_int_eq(diag_log__parse(&dlog, "test.log", text, sizeof(text) - 1), 0);
	ck_assert_uint_eq(dlog.nr_diags, 2);
	ck_assert_str_eq(dlog.diags[0].message, "x y");
	ck_assert_str_eq(dlog.diags[1].text, "b.c:3:4: error: z");
	ck_assert(!dlog.truncated);
}
END_TEST

/* A colon inside the file name part or the message does not confuse it. */
START_TEST(colons_in_names)
{
	parse("drivers/a:b/c.c:7:3: warning: expected ':' here: really\n"
	      "C:/src/x.c:8: error: drive letters\n");
	ck_assert_uint_eq(dlog.nr_diags, 2);
	ck_assert_str_eq(dlog.diags[0].file, "drivers/a:b/c.c");
	ck_assert_str_eq(dlog.diags[0].message, "expected ':' here: really");
	ck_assert_str_eq(dlog.diags[1].file, "C:/src/x.c");
}
END_TEST

START_TEST(empty_log)
{
	parse("");
	ck_assert_uint_eq(dlog.nr_diags, 0);
	ck_assert_uint_eq(dlog.nr_lines, 0);
	ck_assert(!dlog.truncated);
}
END_TEST

START_TEST(read_missing_file)
{
	ck_assert_int_eq(diag_log__read(&dlog, "/nonexistent/dir/x.log"), -ENOENT);
	ck_assert_uint_eq(dlog.nr_diags, 0);
}
END_TEST

Suite *diag_log_suite(void)
{
	Suite *s = suite_create("diag-log");
	TCase *tc = tcase_create("parse");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, sparse_continuations);
	tcase_add_test(tc, sparse_null_note_position);
	tcase_add_test(tc, sparse_include_chain_and_kbuild);
	tcase_add_test(tc, gcc_context_and_excerpts);
	tcase_add_test(tc, gcc_utf8_quotes_notes);
	tcase_add_test(tc, mixed_sparse_and_gcc);
	tcase_add_test(tc, unknown_lines_counted);
	tcase_add_test(tc, truncated_log);
	tcase_add_test(tc, crlf_and_nul);
	tcase_add_test(tc, colons_in_names);
	tcase_add_test(tc, empty_log);
	tcase_add_test(tc, read_missing_file);
	suite_add_tcase(s, tc);
	return s;
}
