// SPDX-License-Identifier: MIT
/* Facts files: names, atomic writes, failures, determinism. */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <jansson.h>

#include "facts-schema.h"
#include "facts/facts.h"
#include "harness.h"
#include "scratch-dir.h"
#include "suites.h"

static int count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = calloc(1, 1 << 20);

	ck_assert_ptr_nonnull(f);
	fread(buf, 1, (1 << 20) - 1, f);
	fclose(f);
	return buf;
}

static void write_one(const char *dir, const char *source)
{
	facts__set_dir(dir);
	facts__begin(source);
	facts__begin_record(FACTS_SUMMARY);
	facts__end_record();
	ck_assert_int_eq(facts__finish(), 0);
}

START_TEST(paths_that_differ_get_files_that_differ)
{
	const char *dir = scratch_dir__path();
	struct stat st;

	write_one(dir, "kernel/sched/core.c");
	write_one(dir, "kernel%2Fsched%2Fcore.c");
	ck_assert_int_eq(count_entries(dir), 2);
	ck_assert_int_eq(stat(scratch_dir__path_of("kernel%2Fsched%2Fcore.c.facts.jsonl"), &st), 0);
}
END_TEST

START_TEST(records_are_json_lines_with_a_header)
{
	char *text;

	write_one(scratch_dir__path(), "a.c");
	text = slurp(scratch_dir__path_of("a.c.facts.jsonl"));
	ck_assert_str_eq(text,
		"{\"record\":\"header\",\"schema\":6,\"tool\":\"sparse-null 0.1.0\",\"source\":\"a.c\"}\n"
		"{\"record\":\"summary\"}\n");
	free(text);
}
END_TEST

START_TEST(failed_rename_leaves_nothing_behind)
{
	/* A directory where the file should go: rename() must fail. */
	scratch_dir__mkdir("b.c.facts.jsonl");
	facts__set_dir(scratch_dir__path());
	facts__begin("b.c");
	ck_assert_int_lt(facts__finish(), 0);
	ck_assert_int_eq(count_entries(scratch_dir__path()), 1);
}
END_TEST

START_TEST(missing_parent_is_created)
{
	const char *sub = scratch_dir__path_of("one/two");

	write_one(sub, "c.c");
	ck_assert_int_eq(count_entries(sub), 1);
}
END_TEST

/* Check @source with facts into @dir, in a child: libsparse runs once per process. */
static void facts_of_source_in_child(const char *dir, const char *source)
{
	char option[512];
	const char *opts[] = { "-Wno-decl", option, NULL };
	int status;
	pid_t pid = fork();

	snprintf(option, sizeof(option), "-fnull-facts=%s", dir);
	if (pid == 0) {
		free(harness__check(source, opts));
		_exit(0);
	}
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_int_eq(status, 0);
}

static void facts_of_snippet_in_child(const char *dir)
{
	facts_of_source_in_child(dir, "struct t { struct t *next; };\n"
				 "struct t *walk(struct t *p)\n{\n"
				 "\tif (!p)\n\t\treturn (void *)0;\n"
				 "\treturn p->next;\n}\n");
}

START_TEST(same_source_same_bytes)
{
	char *text_a, *text_b;

	facts_of_snippet_in_child(scratch_dir__mkdir("one"));
	facts_of_snippet_in_child(scratch_dir__mkdir("two"));
	text_a = slurp(scratch_dir__path_of("one/snippet.c.facts.jsonl"));
	text_b = slurp(scratch_dir__path_of("two/snippet.c.facts.jsonl"));
	ck_assert_ptr_nonnull(strstr(text_a,
		"{\"record\":\"return\",\"function\":\"walk\",\"null\":true,"));
	ck_assert_str_eq(text_a, text_b);
	free(text_a);
	free(text_b);
}
END_TEST

/* A tracepoint wrapper as the kernel's macros expand it, called twice. */
static const char traced[] =
	"struct tracepoint { int key; };\n"
	"struct task { int prio; };\n"
	"extern struct tracepoint __tracepoint_pick;\n"
	"int __traceiter_pick(void *__data, struct task *t);\n"
	"static inline void trace_pick(struct task *t)\n"
	"{\n\tif (__tracepoint_pick.key)\n\t\t__traceiter_pick((void *)0, t);\n}\n"
	"struct task *find(int pid);\n"
	"void pick(struct task *t, int pid)\n"
	"{\n\ttrace_pick(t);\n\ttrace_pick((void *)0);\n\ttrace_pick(find(pid));\n}\n";

/* What the writer writes, the schema library's reader takes, every record. */
START_TEST(writer_output_reads_back)
{
	const char *path = scratch_dir__path_of("snippet.c.facts.jsonl");
	char err[256] = "";
	struct facts_reader *reader = NULL;
	struct facts_record record;
	int seen[NR_FACTS_KINDS] = { 0 };

	facts_of_source_in_child(scratch_dir__path(), traced);
	ck_assert_msg(facts_reader__open(&reader, path, err, sizeof(err)) == 0, "%s", err);
	while (facts_reader__next(reader, &record))
		seen[record.kind]++;
	facts_reader__close(reader);
	ck_assert_int_eq(seen[FACTS_HEADER], 1);
	ck_assert_int_eq(seen[FACTS_EVENT], 1);
	ck_assert_int_ge(seen[FACTS_EVIDENCE], 2);
	ck_assert_int_eq(seen[FACTS_FLOW], 1);
	ck_assert_int_eq(seen[FACTS_TP_ARG], 1);
	ck_assert_int_eq(seen[FACTS_FUNCTION], 1);
	ck_assert_int_eq(seen[FACTS_SUMMARY], 1);
}
END_TEST

/*
 * Records written field by field are the bytes jansson writes for the same
 * members: escapes, UTF-8 kept as it is, and a string that is not UTF-8
 * left out, as jansson refuses it.
 */
static const char *const strings[] = {
	"plain", "quote \" and backslash \\", "tab\tnewline\nreturn\rbs\bff\f",
	"\x01\x1f\x7f", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "",
	"bad \xc3", "overlong \xc0\xaf", "surrogate \xed\xa0\x80", "/slash/",
};

START_TEST(strings_are_written_as_jansson_writes_them)
{
	char key[16], *text, *expected, *line;
	json_t *record = json_object(), *array = json_array();
	size_t i;

	json_object_set_new(record, "record", json_string("summary"));
	facts__set_dir(scratch_dir__path());
	facts__begin("s.c");
	facts__begin_record(FACTS_SUMMARY);
	for (i = 0; i < sizeof(strings) / sizeof(strings[0]); i++) {
		snprintf(key, sizeof(key), "k%zu", i);
		facts__write_string(key, strings[i]);
		json_object_set_new(record, key, json_string(strings[i]));
	}
	facts__open_array("list");
	for (i = 0; i < sizeof(strings) / sizeof(strings[0]); i++) {
		facts__write_string(NULL, strings[i]);
		json_array_append_new(array, json_string(strings[i]));
		facts__write_int(NULL, -(long long)i);
		json_array_append_new(array, json_integer(-(long long)i));
	}
	facts__close_array();
	json_object_set_new(record, "list", array);
	facts__write_flag("yes", true);
	facts__write_flag("no", false);
	json_object_set_new(record, "yes", json_true());
	facts__write_bool("t", true);
	facts__write_bool("f", false);
	facts__write_null("n");
	json_object_set_new(record, "t", json_true());
	json_object_set_new(record, "f", json_false());
	json_object_set_new(record, "n", json_null());
	facts__end_record();
	ck_assert_int_eq(facts__finish(), 0);

	text = slurp(scratch_dir__path_of("s.c.facts.jsonl"));
	line = strchr(text, '\n');
	ck_assert_ptr_nonnull(line);
	expected = json_dumps(record, JSON_COMPACT | JSON_PRESERVE_ORDER);
	ck_assert_ptr_nonnull(expected);
	ck_assert_uint_eq(strlen(line + 1), strlen(expected) + 1);
	ck_assert_int_eq(memcmp(line + 1, expected, strlen(expected)), 0);
	ck_assert_int_eq(line[1 + strlen(expected)], '\n');
	free(expected);
	json_decref(record);
	free(text);
}
END_TEST

Suite *facts_suite(void)
{
	Suite *s = suite_create("facts");
	TCase *tc = tcase_create("files");

	tcase_add_checked_fixture(tc, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(tc, paths_that_differ_get_files_that_differ);
	tcase_add_test(tc, records_are_json_lines_with_a_header);
	tcase_add_test(tc, failed_rename_leaves_nothing_behind);
	tcase_add_test(tc, missing_parent_is_created);
	tcase_add_test(tc, same_source_same_bytes);
	tcase_add_test(tc, writer_output_reads_back);
	tcase_add_test(tc, strings_are_written_as_jansson_writes_them);
	suite_add_tcase(s, tc);
	return s;
}
