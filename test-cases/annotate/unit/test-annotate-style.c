// SPDX-License-Identifier: MIT
/*
 * Check unit tests of sparse-null-annotate's style rules and its diff:
 * each test gives a header's lines before and after a rename, and checks
 * the mended text (which checkpatch.pl --strict must accept: the shapes
 * are the ones it flagged on the 6.12 series) or the diff of the two.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "line-units.h"
#include "patch-diff.h"
#include "style.h"

static void mends_to(const char *original, const char *renamed, const char *want)
{
	struct line_units before, after;
	char *got;

	ck_assert_int_eq(line_units__split(&before, original), 0);
	ck_assert_int_eq(line_units__split(&after, renamed), 0);
	ck_assert_int_eq(style__mend(&before, &after), 0);
	got = line_units__join(&after);
	ck_assert_ptr_nonnull(got);
	ck_assert_str_eq(got, want);
	free(got);
	line_units__free(&before);
	line_units__free(&after);
}

START_TEST(unchanged_lines_stay)
{
	const char *text = "\tTP_PROTO( struct a *a ),\n\t\t\tint b),\n";

	mends_to(text, text, text);
}
END_TEST

START_TEST(blanks_inside_parentheses_go)
{
	mends_to("\tTP_PROTO( struct cgroup *cgrp, const char *path ),\n"
		 "\t__string( \"(x )\", path )\n",
		 "\tTP_PROTO( struct cgroup *cgrp__nullable, const char *path ),\n"
		 "\t__string( \"(x )\", path__nullable )\n",
		 "\tTP_PROTO(struct cgroup *cgrp__nullable, const char *path),\n"
		 "\t__string(\"(x )\", path__nullable)\n");
}
END_TEST

START_TEST(continuation_aligned_with_parenthesis)
{
	mends_to("\tTP_PROTO(struct page *page, unsigned int order,\n"
		 "\t\t\tgfp_t gfp_flags, int migratetype),\n"
		 "\n",
		 "\tTP_PROTO(struct page *page__nullable, unsigned int order,\n"
		 "\t\t\tgfp_t gfp_flags, int migratetype),\n"
		 "\n",
		 "\tTP_PROTO(struct page *page__nullable, unsigned int order,\n"
		 "\t\t gfp_t gfp_flags, int migratetype),\n"
		 "\n");
}
END_TEST

START_TEST(paren_at_end_of_line_is_not_aligned_with)
{
	const char *renamed = "\tTP_CONDITION(p__nullable && test(\n\t\tp__nullable)),\n";

	mends_to("\tTP_CONDITION(p && test(\n\t\tp)),\n", renamed, renamed);
}
END_TEST

START_TEST(long_assignment_wrapped_after_its_equals)
{
	mends_to("\t\t__entry->child_evtcpu\t\t= child ? child->groupevt.cpu : 0;\n",
		 "\t\t__entry->child_evtcpu\t\t= child__nullable ? "
		 "child__nullable->groupevt.cpu.xxxxxxxx : 0;\n",
		 "\t\t__entry->child_evtcpu\t\t= child__nullable ?\n"
		 "\t\t\t\t\t\t  child__nullable->groupevt.cpu.xxxxxxxx : 0;\n");
}
END_TEST

START_TEST(long_prototype_wrapped_after_a_comma)
{
	mends_to("\tTP_PROTO(const struct nfs_client *clp, const struct inode *inode, int error, int x),\n",
		 "\tTP_PROTO(const struct nfs_client *clp__nullable, "
		 "const struct inode *inode__nullable, int error, int x),\n",
		 "\tTP_PROTO(const struct nfs_client *clp__nullable, "
		 "const struct inode *inode__nullable,\n"
		 "\t\t int error, int x),\n");
}
END_TEST

START_TEST(aligned_backslash_keeps_its_column)
{
	mends_to("\tTP_ARGS(mm, write),\t\t\\\n",
		 "\tTP_ARGS(mm__nullable, write),\t\t\\\n",
		 "\tTP_ARGS(mm__nullable, write),\t\\\n");
	mends_to("\tTP_ARGS(mm, path, write),    \\\n",
		 "\tTP_ARGS(mm__nullable, path, write),    \\\n",
		 "\tTP_ARGS(mm__nullable, path, write), \\\n");
}
END_TEST

/* The diff of @old and @new (units of lines, "|" between a unit's lines). */
static char *hunks(const char *old, const char *new, int *added, int *removed)
{
	struct line_units a, b;
	struct patch_diff diff;
	char *text, *p;
	size_t i;

	ck_assert_int_eq(line_units__split(&a, old), 0);
	ck_assert_int_eq(line_units__split(&b, new), 0);
	for (i = 0; i < b.nr; i++) {
		for (p = b.units[i]; *p; p++)
			*p = *p == '|' ? '\n' : *p;
	}
	ck_assert_int_eq(patch_diff__make(&diff, "a.h", &a, &b), 0);
	*added = diff.added;
	*removed = diff.removed;
	text = strdup(strstr(diff.text, "@@"));
	patch_diff__free(&diff);
	line_units__free(&a);
	line_units__free(&b);
	return text;
}

START_TEST(diff_of_a_wrapped_line)
{
	int added, removed;
	char *text = hunks("1\n2\n3\n4\nx\n5\n6\n7\n8\n",
			   "1\n2\n3\n4\nx1|x2\n5\n6\n7\n8\n", &added, &removed);

	ck_assert_str_eq(text, "@@ -2,7 +2,8 @@\n 2\n 3\n 4\n-x\n+x1\n+x2\n 5\n 6\n 7\n");
	ck_assert_int_eq(added, 2);
	ck_assert_int_eq(removed, 1);
	free(text);
}
END_TEST

START_TEST(diff_hunks_apart_and_together)
{
	int added, removed;
	char *text = hunks("a\n1\n2\n3\n4\n5\n6\nc\nd\n",
			   "A1|A2\n1\n2\n3\n4\n5\n6\nC\nd\n", &added, &removed);

	/* six lines apart (two contexts): one hunk */
	ck_assert_str_eq(text, "@@ -1,9 +1,10 @@\n-a\n+A1\n+A2\n 1\n 2\n 3\n 4\n 5\n 6\n"
			 "-c\n+C\n d\n");
	free(text);
	/* seven apart: two, the second's new line number after the first's wrap */
	text = hunks("a\n1\n2\n3\n4\n5\n6\n7\nb\n", "A1|A2\n1\n2\n3\n4\n5\n6\n7\nB\n",
		     &added, &removed);
	ck_assert_str_eq(text, "@@ -1,4 +1,5 @@\n-a\n+A1\n+A2\n 1\n 2\n 3\n"
			 "@@ -6,4 +7,4 @@\n 5\n 6\n 7\n-b\n+B\n");
	ck_assert_int_eq(added, 3);
	ck_assert_int_eq(removed, 2);
	free(text);
}
END_TEST

START_TEST(diff_of_different_units_is_refused)
{
	struct line_units a, b;
	struct patch_diff diff;

	ck_assert_int_eq(line_units__split(&a, "1\n2\n"), 0);
	ck_assert_int_eq(line_units__split(&b, "1\n"), 0);
	ck_assert_int_eq(patch_diff__make(&diff, "a.h", &a, &b), -EINVAL);
	line_units__free(&a);
	line_units__free(&b);
}
END_TEST

START_TEST(statement_moves_to_a_tab_stop_with_its_block)
{
	mends_to("\t\t    __entry->op = op;\n"
		 "\t\t    if (fid) {\n"
		 "\t\t\t    __entry->fid = *fid;\n"
		 "\t\t    } else {\n"
		 "\t\t\t    __entry->fid.vid = 0;\n"
		 "\t\t    }\n"
		 "\t\t    __entry->x = 1;\n",
		 "\t\t    __entry->op = op;\n"
		 "\t\t    if (fid__nullable) {\n"
		 "\t\t\t    __entry->fid = *fid__nullable;\n"
		 "\t\t    } else {\n"
		 "\t\t\t    __entry->fid.vid = 0;\n"
		 "\t\t    }\n"
		 "\t\t    __entry->x = 1;\n",
		 "\t\t    __entry->op = op;\n"
		 "\t\tif (fid__nullable) {\n"
		 "\t\t\t__entry->fid = *fid__nullable;\n"
		 "\t\t} else {\n"
		 "\t\t\t__entry->fid.vid = 0;\n"
		 "\t\t}\n"
		 "\t\t    __entry->x = 1;\n");
}
END_TEST

START_TEST(declaration_moves_to_a_tab_stop_alone)
{
	mends_to("\t\t\t   struct d *d = &p->d;\n"
		 "\t\t\t   int x = 1;\n",
		 "\t\t\t   struct d *d = &p__nullable->d;\n"
		 "\t\t\t   int x = 1;\n",
		 "\t\t\tstruct d *d = &p__nullable->d;\n"
		 "\t\t\t   int x = 1;\n");
}
END_TEST

START_TEST(continuation_off_a_tab_stop_stays)
{
	const char *renamed = "\tfoo(a,\n\t    b__nullable);\n";

	mends_to("\tfoo(a,\n\t    b);\n", renamed, renamed);
}
END_TEST

START_TEST(spaces_for_tabs_become_tabs)
{
	mends_to("        x = p;\n \ty = p;\n",
		 "        x = p__nullable;\n \ty = p__nullable;\n",
		 "\tx = p__nullable;\n\ty = p__nullable;\n");
}
END_TEST

START_TEST(idioms_on_a_renamed_line)
{
	mends_to("\tTP_PROTO(void *req, unsigned cflags, unsigned *n, unsigned long f),\n"
		 "\t\tif (p != NULL && q == NULL)\n"
		 "\t\t__entry->created = p != NULL;\n"
		 "\t\tx = (struct a *) p;\n"
		 "\t\ty = foo (p, sizeof (int));\n",
		 "\tTP_PROTO(void *req__nullable, unsigned cflags, unsigned *n, unsigned long f),\n"
		 "\t\tif (p__nullable != NULL && q == NULL)\n"
		 "\t\t__entry->created = p__nullable != NULL;\n"
		 "\t\tx = (struct a *) p__nullable;\n"
		 "\t\ty = foo (p__nullable, sizeof (int));\n",
		 "\tTP_PROTO(void *req__nullable, unsigned int cflags, unsigned int *n, unsigned long f),\n"
		 "\t\tif (p__nullable && !q)\n"
		 "\t\t__entry->created = !!p__nullable;\n"
		 "\t\tx = (struct a *)p__nullable;\n"
		 "\t\ty = foo(p__nullable, sizeof (int));\n");
}
END_TEST

START_TEST(idioms_leave_what_they_are_not_sure_of)
{
	const char *renamed = "#define F (p__nullable)\n"
			      "\tif (p__nullable) foo();\n"
			      "\tx = a * b == NULL + p__nullable;\n"
			      "\tn = sizeof(struct a) * p__nullable->n;\n"
			      "\tstr = \"unsigned x == NULL\" p__nullable;\n";

	mends_to("#define F (p)\n\tif (p) foo();\n\tx = a * b == NULL + p;\n"
		 "\tn = sizeof(struct a) * p->n;\n\tstr = \"unsigned x == NULL\" p;\n",
		 renamed, renamed);
}
END_TEST

Suite *annotate_style_suite(void)
{
	Suite *s = suite_create("annotate-style");
	TCase *tc = tcase_create("mend");

	tcase_add_test(tc, unchanged_lines_stay);
	tcase_add_test(tc, blanks_inside_parentheses_go);
	tcase_add_test(tc, continuation_aligned_with_parenthesis);
	tcase_add_test(tc, paren_at_end_of_line_is_not_aligned_with);
	tcase_add_test(tc, long_assignment_wrapped_after_its_equals);
	tcase_add_test(tc, long_prototype_wrapped_after_a_comma);
	tcase_add_test(tc, aligned_backslash_keeps_its_column);
	tcase_add_test(tc, statement_moves_to_a_tab_stop_with_its_block);
	tcase_add_test(tc, declaration_moves_to_a_tab_stop_alone);
	tcase_add_test(tc, continuation_off_a_tab_stop_stays);
	tcase_add_test(tc, spaces_for_tabs_become_tabs);
	tcase_add_test(tc, idioms_on_a_renamed_line);
	tcase_add_test(tc, idioms_leave_what_they_are_not_sure_of);
	tcase_add_test(tc, diff_of_a_wrapped_line);
	tcase_add_test(tc, diff_hunks_apart_and_together);
	tcase_add_test(tc, diff_of_different_units_is_refused);
	suite_add_tcase(s, tc);
	return s;
}
