// SPDX-License-Identifier: MIT
/*
 * The table reader on real files: a good table (unsorted on purpose),
 * syntax errors, another schema, truncation, missing and mistyped fields.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "null-table.h"
#include "scratch-dir.h"
#include "suites.h"

/* The table file the test last wrote. */
static const char *path;
static char err[512];

/* The two readers: whole documents, and an entry at a time (loop tests' _i). */
typedef int table_reader_fn(const char *path, struct null_table **table,
			    char *err, size_t err_size);
static table_reader_fn *const readers[] = { null_table__read, null_table__read_exported };
static table_reader_fn *reader = null_table__read;

static const char good_table[] =
	"{\"schema\": 3, \"tool\": \"test\",\n"
	" \"events\": [\n"
	"  {\"event\": \"tcp_send_reset\", \"class\": \"tcp_send_reset\",\n"
	"   \"file\": \"include/trace/events/tcp.h\", \"line\": 123,\n"
	"   \"args\": [\n"
	"    {\"index\": 1, \"name\": \"skb__nullable\", \"type\": \"struct sk_buff *\",\n"
	"     \"verdict\": \"nullable\", \"err\": false, \"bug\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0},\n"
	"    {\"index\": 0, \"name\": \"sk\", \"type\": \"const struct sock *\",\n"
	"     \"verdict\": \"guarded\", \"err\": true, \"bug\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0}]},\n"
	"  {\"event\": \"sched_pi_setprio\", \"class\": \"sched_pi_setprio\",\n"
	"   \"file\": \"include/trace/events/sched.h\", \"line\": 560,\n"
	"   \"args\": [\n"
	"    {\"index\": 1, \"name\": \"pi_task\", \"type\": \"struct task_struct *\",\n"
	"     \"verdict\": \"nullable\", \"err\": false, \"bug\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0}]},\n"
	"  {\"event\": \"orphan\", \"class\": null, \"file\": \"x.c\", \"line\": 1,\n"
	"   \"args\": [\n"
	"    {\"index\": 0, \"name\": \"p\", \"type\": \"void *\",\n"
	"     \"verdict\": \"uncalled\", \"err\": false, \"bug\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0}]}],\n"
	" \"functions\": [\n"
	"  {\"function\": \"rt_mutex_setprio\", \"file\": \"kernel/sched/core.c\",\n"
	"   \"line\": 7159, \"params\": [\n"
	"    {\"index\": 1, \"name\": \"pi_task\", \"type\": \"struct task_struct *\",\n"
	"     \"verdict\": \"nonnull\", \"err\": false, \"evidence\": [],\n"
	"     \"nonnull_sites\": 3}]}],\n"
	" \"struct_ops\": [\n"
	"  {\"struct_ops\": \"sched_ext_ops\", \"member\": \"sched_ext_ops.yield\",\n"
	"   \"struct_file\": \"kernel/sched/ext.c\", \"stub\": \"yield_stub\",\n"
	"   \"file\": \"kernel/sched/ext.c\", \"line\": 5875, \"args\": [\n"
	"    {\"index\": 1, \"name\": \"to\", \"type\": \"struct task_struct *\",\n"
	"     \"verdict\": \"nullable\", \"err\": false, \"suspect\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0, \"kernel\": \"marked\"},\n"
	"    {\"index\": 0, \"name\": \"from\", \"type\": \"struct task_struct *\",\n"
	"     \"verdict\": \"unknown\", \"err\": false, \"suspect\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0, \"kernel\": null}]},\n"
	"  {\"struct_ops\": \"tcp_congestion_ops\", \"member\": \"tcp_congestion_ops.init\",\n"
	"   \"struct_file\": \"include/net/tcp.h\", \"stub\": \"__bpf_tcp_ca_init\",\n"
	"   \"file\": \"net/ipv4/bpf_tcp_ca.c\", \"line\": 303, \"args\": [\n"
	"    {\"index\": 0, \"name\": \"sk\", \"type\": \"struct sock *\",\n"
	"     \"verdict\": \"unknown\", \"err\": false, \"suspect\": false,\n"
	"     \"evidence\": [], \"nonnull_sites\": 0, \"kernel\": null}]}],\n"
	" \"bugs\": []}\n";

static void write_table(const char *text, size_t len)
{
	path = scratch_dir__file("table.json", text, len);
}

/* Read @text as a table that must be rejected; the message is in err. */
static int read_bad(const char *text)
{
	struct null_table *table = (void *)1;
	int ret;

	write_table(text, strlen(text));
	ret = reader(path, &table, err, sizeof(err));
	ck_assert_ptr_null(table);
	return ret;
}

/* good_table with the first occurrence of @from replaced by @to. */
static int read_edited(const char *from, const char *to)
{
	static char text[sizeof(good_table) + 256];
	const char *at = strstr(good_table, from);

	ck_assert_ptr_nonnull(at);
	snprintf(text, sizeof(text), "%.*s%s%s", (int)(at - good_table),
		 good_table, to, at + strlen(from));
	return read_bad(text);
}

static void setup(void)
{
	reader = null_table__read;
	scratch_dir__create();
}

START_TEST(good_table_sorted_and_found)
{
	struct null_table *table;
	const struct null_table_entry *e;

	write_table(good_table, strlen(good_table));
	ck_assert_int_eq(null_table__read(path, &table, err, sizeof(err)), 0);
	ck_assert_uint_eq(table->nr_events, 3);
	ck_assert_str_eq(table->events[0].name, "orphan");
	ck_assert_str_eq(table->events[1].name, "sched_pi_setprio");
	ck_assert_str_eq(table->events[2].name, "tcp_send_reset");
	ck_assert_ptr_null(table->events[0].class);
	ck_assert_int_eq(table->events[0].args[0].verdict, NULL_VERDICT_UNCALLED);
	ck_assert(!null_table_arg__may_be_null(&table->events[0].args[0]));

	e = null_table__event(table, "tcp_send_reset");
	ck_assert_ptr_nonnull(e);
	ck_assert_str_eq(e->class, "tcp_send_reset");
	ck_assert_int_eq(e->line, 123);
	ck_assert_uint_eq(e->nr_args, 2);
	ck_assert_int_eq(e->args[0].index, 0);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_GUARDED);
	ck_assert(e->args[0].err);
	ck_assert(null_table_arg__may_be_null(&e->args[0]));
	ck_assert_str_eq(e->args[1].name, "skb__nullable");
	ck_assert_str_eq(e->args[1].type, "struct sk_buff *");

	e = null_table__function(table, "rt_mutex_setprio");
	ck_assert_ptr_nonnull(e);
	ck_assert_ptr_null(e->class);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NONNULL);
	ck_assert(!null_table_arg__may_be_null(&e->args[0]));

	ck_assert_ptr_null(null_table__event(table, "rt_mutex_setprio"));
	ck_assert_ptr_null(null_table__function(table, "sched_pi_setprio"));
	ck_assert_ptr_null(null_table__event(table, "zzz"));
	null_table__free(table);
}
END_TEST

/* struct_ops members: found by "struct.member", the stub and the kernel's mark kept. */
START_TEST(struct_ops_members_found)
{
	struct null_table *table;
	const struct null_table_entry *e;

	reader = readers[_i];
	write_table(good_table, strlen(good_table));
	ck_assert_int_eq(reader(path, &table, err, sizeof(err)), 0);
	e = null_table__struct_ops(table, "sched_ext_ops.yield");
	ck_assert_ptr_nonnull(e);
	ck_assert_str_eq(e->class, "sched_ext_ops");
	ck_assert_str_eq(e->stub, "yield_stub");
	ck_assert_uint_eq(e->nr_args, 2);
	ck_assert_int_eq(e->args[1].verdict, NULL_VERDICT_NULLABLE);
	ck_assert_str_eq(e->args[1].kernel_mark, "marked");
	ck_assert_ptr_null(e->args[0].kernel_mark);
	/* The entry-at-a-time reader keeps only what BTF may say. */
	ck_assert_int_eq(null_table__struct_ops(table, "tcp_congestion_ops.init") != NULL,
			 reader == null_table__read);
	ck_assert_ptr_null(null_table__struct_ops(table, "yield"));
	null_table__free(table);
}
END_TEST

START_TEST(struct_ops_member_twice_rejected)
{
	ck_assert_int_eq(read_edited("tcp_congestion_ops.init", "sched_ext_ops.yield"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "struct_ops: \"sched_ext_ops.yield\" appears twice"));
}
END_TEST

START_TEST(verdict_names)
{
	ck_assert_str_eq(null_verdict__name(NULL_VERDICT_NULLABLE), "nullable");
	ck_assert_str_eq(null_verdict__name(NULL_VERDICT_GUARDED), "guarded");
	ck_assert_str_eq(null_verdict__name(NULL_VERDICT_NONNULL), "nonnull");
	ck_assert_str_eq(null_verdict__name(NULL_VERDICT_UNKNOWN), "unknown");
}
END_TEST

/*
 * A combined table (several configurations, schema/TABLE.md): its added
 * members (inputs and summary per configuration, an entry's "configs",
 * an argument's "verdicts", an item's "config") are read past by both
 * readers; the combined "verdict" is what counts, also for the entries
 * the exported reader skips unparsed.
 */
START_TEST(combined_table_read_by_its_verdicts)
{
	static const char text[] =
		"{\"schema\":3,\n\"tool\":\"t\",\n"
		"\"inputs\":{\"facts_files\":2,\"sources\":2,\"configs\":{\"arm64\":"
		"{\"facts_files\":1,\"sources\":1},\"x86_64\":{\"facts_files\":1,\"sources\":1}}},\n"
		"\"summary\":{\"events\":2,\"configs\":{\"arm64\":{\"events\":2}}},\n"
		"\"events\":[\n"
		"{\"event\":\"cfg_mixed\",\"class\":\"cfg_mixed\",\"file\":\"cfg.h\",\"line\":13,"
		"\"configs\":[\"arm64\",\"x86_64\"],\"args\":[{\"index\":0,\"name\":\"t\","
		"\"type\":\"struct task *\",\"verdict\":\"unknown\",\"verdicts\":{\"arm64\":"
		"\"unknown\",\"x86_64\":\"nonnull\"},\"err\":false,\"bug\":false,\"suspect\":false,"
		"\"evidence\":[{\"kind\":\"call-nonnull\",\"config\":\"x86_64\",\"file\":\"core.c\","
		"\"line\":35,\"function\":\"run\"}],\"nonnull_sites\":1}]},\n"
		"{\"event\":\"cfg_null\",\"class\":\"cfg_null\",\"file\":\"cfg.h\",\"line\":11,"
		"\"configs\":[\"arm64\",\"x86_64\"],\"args\":[{\"index\":0,\"name\":\"t\","
		"\"type\":\"struct task *\",\"verdict\":\"nullable\",\"verdicts\":{\"arm64\":"
		"\"nonnull\",\"x86_64\":\"nullable\"},\"err\":false,\"bug\":false,\"suspect\":false,"
		"\"evidence\":[{\"kind\":\"call-null\",\"config\":\"x86_64\",\"file\":\"core.c\","
		"\"line\":19,\"function\":\"run\",\"chain\":[{\"function\":\"run\",\"file\":"
		"\"core.c\",\"line\":19,\"passes\":\"null\"}]}],\"nonnull_sites\":1}]}\n"
		"],\n\"functions\":[],\n\"bugs\":[]}\n";
	struct null_table *table;
	const struct null_table_entry *e;

	reader = readers[_i];
	write_table(text, strlen(text));
	ck_assert_int_eq(reader(path, &table, err, sizeof(err)), 0);
	e = null_table__event(table, "cfg_null");
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NULLABLE);
	e = null_table__event(table, "cfg_mixed");
	if (reader == null_table__read_exported) {
		ck_assert_uint_eq(table->nr_events, 1);
		ck_assert_ptr_null(e);
	} else {
		ck_assert_ptr_nonnull(e);
		ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_UNKNOWN);
		ck_assert_str_eq(e->args[0].evidence[0].kind, "call-nonnull");
	}
	null_table__free(table);
}
END_TEST

/* Two configurations' (or two functions') verdicts together, each order. */
START_TEST(verdicts_combined)
{
	static const struct {
		enum null_verdict a, b, both;
	} cases[] = {
		{ NULL_VERDICT_NULLABLE, NULL_VERDICT_NONNULL, NULL_VERDICT_NULLABLE },
		{ NULL_VERDICT_NULLABLE, NULL_VERDICT_GUARDED, NULL_VERDICT_NULLABLE },
		{ NULL_VERDICT_GUARDED, NULL_VERDICT_NONNULL, NULL_VERDICT_GUARDED },
		{ NULL_VERDICT_GUARDED, NULL_VERDICT_UNKNOWN, NULL_VERDICT_GUARDED },
		{ NULL_VERDICT_NONNULL, NULL_VERDICT_NONNULL, NULL_VERDICT_NONNULL },
		{ NULL_VERDICT_NONNULL, NULL_VERDICT_UNKNOWN, NULL_VERDICT_UNKNOWN },
		{ NULL_VERDICT_UNCALLED, NULL_VERDICT_NONNULL, NULL_VERDICT_NONNULL },
		{ NULL_VERDICT_UNCALLED, NULL_VERDICT_UNKNOWN, NULL_VERDICT_UNKNOWN },
		{ NULL_VERDICT_UNCALLED, NULL_VERDICT_UNCALLED, NULL_VERDICT_UNCALLED },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_eq(null_verdict__combine(cases[i].a, cases[i].b), cases[i].both);
		ck_assert_int_eq(null_verdict__combine(cases[i].b, cases[i].a), cases[i].both);
	}
}
END_TEST

START_TEST(missing_file_keeps_errno)
{
	const char *absent = scratch_dir__path_of("absent.json");
	struct null_table *table;

	reader = readers[_i];
	ck_assert_int_eq(reader(absent, &table, err, sizeof(err)), -ENOENT);
	ck_assert_ptr_nonnull(strstr(err, "absent.json: No such file"));
}
END_TEST

START_TEST(directory_is_an_io_error)
{
	struct null_table *table;

	reader = readers[_i];
	ck_assert_int_eq(reader(scratch_dir__path(), &table, err, sizeof(err)), -EISDIR);
	ck_assert_ptr_nonnull(strstr(err, scratch_dir__path()));
}
END_TEST

START_TEST(syntax_error_has_line_and_column)
{
	reader = readers[_i];
	ck_assert_int_eq(read_bad("{\"schema\": 3,\n \"events\": [,]}"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "table.json:2:"));
}
END_TEST

START_TEST(truncated_table)
{
	struct null_table *table;
	size_t len;

	reader = readers[_i];
	/* every proper prefix is malformed JSON, never a smaller table */
	for (len = 0; len < strlen(good_table) - 1; len += 7) {
		write_table(good_table, len);
		ck_assert_int_eq(reader(path, &table, err, sizeof(err)), -EINVAL);
		ck_assert_ptr_null(table);
		ck_assert_ptr_nonnull(strstr(err, "table.json:"));
	}
}
END_TEST

START_TEST(other_schema)
{
	char expected[sizeof(err)];

	reader = readers[_i];
	ck_assert_int_eq(read_edited("\"schema\": 3", "\"schema\": 1"), -EINVAL);
	snprintf(expected, sizeof(expected),
		 "%s: schema 1, this reader knows schema 3", path);
	ck_assert_str_eq(err, expected);
	ck_assert_int_eq(read_edited("\"schema\": 3", "\"schema\": \"3\""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "\"schema\" is not an integer"));
	ck_assert_int_eq(read_bad("[1, 2]"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "not an object"));
}
END_TEST

START_TEST(missing_verdict_names_the_record)
{
	reader = readers[_i];
	ck_assert_int_eq(read_edited("\"verdict\": \"guarded\", ", ""), -EINVAL);
	ck_assert_str_eq(strstr(err, ": events"),
			 ": events[0] (tcp_send_reset).args[1]: \"verdict\" missing");
}
END_TEST

START_TEST(unknown_verdict)
{
	reader = readers[_i];
	ck_assert_int_eq(read_edited("\"guarded\"", "\"maybe\""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err,
		"events[0] (tcp_send_reset).args[1]: \"verdict\" \"maybe\" is not"));
}
END_TEST

START_TEST(mistyped_fields)
{
	ck_assert_int_eq(read_edited("\"err\": true", "\"err\": 1"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "args[1]: \"err\" is not a boolean"));
	ck_assert_int_eq(read_edited("\"line\": 560", "\"line\": \"560\""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err,
		"events[1] (sched_pi_setprio): \"line\" is not an integer"));
	ck_assert_int_eq(read_edited("\"index\": 0", "\"index\": -1"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "\"index\" -1 is out of range"));
	ck_assert_int_eq(read_edited("\"nonnull_sites\": 3", "\"nonnull_sites\": []"),
			 -EINVAL);
	ck_assert_ptr_nonnull(strstr(err,
		"functions[0] (rt_mutex_setprio).params[0]: \"nonnull_sites\" is not an integer"));
}
END_TEST

START_TEST(missing_fields)
{
	ck_assert_int_eq(read_edited("\"event\": \"tcp_send_reset\", ", ""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, ": events[0]: \"event\" missing"));
	ck_assert_int_eq(read_edited("\"class\": \"sched_pi_setprio\",", ""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "events[1] (sched_pi_setprio): \"class\" missing"));
	ck_assert_int_eq(read_edited(" \"functions\": [", " \"funcs\": ["), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, ": \"functions\" missing"));
	ck_assert_int_eq(read_edited("\"params\"", "\"args\""), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "functions[0] (rt_mutex_setprio): \"params\" missing"));
}
END_TEST

START_TEST(duplicates_rejected)
{
	ck_assert_int_eq(read_edited("\"event\": \"orphan\"", "\"event\": \"tcp_send_reset\""),
			 -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "events: \"tcp_send_reset\" appears twice"));
	ck_assert_int_eq(read_edited("\"index\": 0", "\"index\": 1"), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "events[0] (tcp_send_reset): index 1 appears twice"));
}
END_TEST

/* Two static functions of one name (two files): one entry, either may pass NULL. */
static const char same_name_table[] =
	"{\"schema\": 3, \"tool\": \"test\", \"events\": [],\n"
	" \"functions\": [\n"
	"  {\"function\": \"put\", \"static\": true, \"file\": \"a.c\", \"line\": 1,\n"
	"   \"params\": [\n"
	"    {\"index\": 0, \"name\": \"p\", \"type\": \"void *\", \"verdict\": \"nonnull\", \"err\": false},\n"
	"    {\"index\": 1, \"name\": \"q\", \"type\": \"void *\", \"verdict\": \"nonnull\", \"err\": false}]},\n"
	"  {\"function\": \"put\", \"static\": true, \"file\": \"b.c\", \"line\": 9,\n"
	"   \"params\": [\n"
	"    {\"index\": 0, \"name\": \"p\", \"type\": \"void *\", \"verdict\": \"nullable\", \"err\": true},\n"
	"    {\"index\": 2, \"name\": \"r\", \"type\": \"void *\", \"verdict\": \"guarded\", \"err\": false}]}],\n"
	" \"bugs\": []}\n";

START_TEST(same_named_functions_merged)
{
	struct null_table *table;
	const struct null_table_entry *e;

	write_table(same_name_table, strlen(same_name_table));
	ck_assert_msg(null_table__read(path, &table, err, sizeof(err)) == 0, "%s", err);
	ck_assert_uint_eq(table->nr_functions, 1);
	e = null_table__function(table, "put");
	ck_assert_ptr_nonnull(e);
	ck_assert_uint_eq(e->nr_args, 3);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NULLABLE);
	ck_assert(e->args[0].err);
	/* nonnull in a.c, not listed (unknown) in b.c */
	ck_assert_int_eq(e->args[1].verdict, NULL_VERDICT_UNKNOWN);
	ck_assert_int_eq(e->args[2].index, 2);
	ck_assert_int_eq(e->args[2].verdict, NULL_VERDICT_GUARDED);
	null_table__free(table);
}
END_TEST

static const char exported_same_names[] =
	"{\"schema\": 3, \"tool\": \"test\", \"events\": [],\n"
	" \"functions\": [\n"
	"  {\"function\": \"put\", \"file\": \"a.c\", \"line\": 1, \"params\": [\n"
	"    {\"index\": 0, \"name\": \"p\", \"type\": \"void *\", \"verdict\": \"nullable\",\n"
	"     \"err\": false, \"evidence\": [{\"kind\": \"call-null\", \"file\": \"a.c\",\n"
	"     \"line\": 5, \"function\": \"caller\"}]}]},\n"
	"  {\"function\": \"put\", \"file\": \"b.c\", \"line\": 9, \"params\": [\n"
	"    {\"index\": 0, \"name\": \"p\", \"type\": \"void *\", \"verdict\": \"guarded\", \"err\": true},\n"
	"    {\"index\": 1, \"name\": \"queue\", \"type\": \"struct q *\", \"verdict\": \"nullable\",\n"
	"     \"err\": false}]}],\n"
	" \"bugs\": []}\n";

/* Kept entries outlive their documents, merged or not, and carry no evidence. */
START_TEST(exported_entries_merged_without_evidence)
{
	struct null_table *table;
	const struct null_table_entry *e;

	write_table(exported_same_names, strlen(exported_same_names));
	ck_assert_msg(null_table__read_exported(path, &table, err, sizeof(err)) == 0, "%s", err);
	ck_assert_uint_eq(table->nr_functions, 1);
	e = null_table__function(table, "put");
	ck_assert_ptr_nonnull(e);
	ck_assert(e->merged);
	ck_assert_str_eq(e->file, "a.c");
	ck_assert_uint_eq(e->nr_args, 2);
	ck_assert_str_eq(e->args[0].name, "p");
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NULLABLE);
	ck_assert(e->args[0].err);
	ck_assert_uint_eq(e->args[0].nr_evidence, 0);
	ck_assert_str_eq(e->args[1].type, "struct q *");
	null_table__free(table);
}
END_TEST

/* good_table with every newline made a space: the stream reader needs no line per entry. */
static void write_good_table(bool one_line)
{
	char text[sizeof(good_table)];
	char *p;

	strcpy(text, good_table);
	for (p = text; one_line && (p = strchr(p, '\n')); p++)
		*p = ' ';
	write_table(text, strlen(text));
}

START_TEST(exported_entries_only)
{
	struct null_table *table;
	const struct null_table_entry *e;

	write_good_table(_i);
	ck_assert_msg(null_table__read_exported(path, &table, err, sizeof(err)) == 0, "%s", err);
	/* orphan's argument is uncalled, rt_mutex_setprio's nonnull: both left out */
	ck_assert_uint_eq(table->nr_events, 2);
	ck_assert_str_eq(table->events[0].name, "sched_pi_setprio");
	ck_assert_str_eq(table->events[1].name, "tcp_send_reset");
	ck_assert_uint_eq(table->nr_functions, 0);
	e = null_table__event(table, "tcp_send_reset");
	ck_assert_ptr_nonnull(e);
	ck_assert_str_eq(e->class, "tcp_send_reset");
	ck_assert_int_eq(e->line, 123);
	ck_assert_uint_eq(e->nr_args, 2);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_GUARDED);
	ck_assert(e->args[0].err);
	ck_assert_str_eq(e->args[1].name, "skb__nullable");
	ck_assert_int_eq(e->args[1].verdict, NULL_VERDICT_NULLABLE);
	ck_assert_ptr_null(null_table__function(table, "rt_mutex_setprio"));
	null_table__free(table);
}
END_TEST

Suite *null_table_suite(void)
{
	Suite *s = suite_create("null-table");
	TCase *tc = tcase_create("read");

	tcase_add_checked_fixture(tc, setup, scratch_dir__remove);
	tcase_add_test(tc, good_table_sorted_and_found);
	tcase_add_test(tc, verdict_names);
	tcase_add_test(tc, verdicts_combined);
	tcase_add_loop_test(tc, combined_table_read_by_its_verdicts, 0, 2);
	tcase_add_loop_test(tc, missing_file_keeps_errno, 0, 2);
	tcase_add_loop_test(tc, directory_is_an_io_error, 0, 2);
	tcase_add_loop_test(tc, syntax_error_has_line_and_column, 0, 2);
	tcase_add_loop_test(tc, truncated_table, 0, 2);
	tcase_add_loop_test(tc, other_schema, 0, 2);
	tcase_add_loop_test(tc, missing_verdict_names_the_record, 0, 2);
	tcase_add_loop_test(tc, unknown_verdict, 0, 2);
	tcase_add_test(tc, mistyped_fields);
	tcase_add_test(tc, missing_fields);
	tcase_add_test(tc, duplicates_rejected);
	tcase_add_test(tc, same_named_functions_merged);
	tcase_add_loop_test(tc, struct_ops_members_found, 0, 2);
	tcase_add_test(tc, struct_ops_member_twice_rejected);
	tcase_add_loop_test(tc, exported_entries_only, 0, 2);
	tcase_add_test(tc, exported_entries_merged_without_evidence);
	suite_add_tcase(s, tc);
	return s;
}
