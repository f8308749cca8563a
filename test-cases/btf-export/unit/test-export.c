// SPDX-License-Identifier: MIT
/*
 * btf-export's outputs on small BTFs built with libbpf: the tags and their
 * components, the suffixed clone, and every other type left as it was.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>

#include "export-plan.h"
#include "full-btf.h"
#include "null-table.h"
#include "split-btf.h"

/* Type ids of the base built by make_base(). */
enum {
	ID_INT = 1, ID_TASK, ID_TASK_PTR, ID_VOID_PTR, ID_PROTO,
	ID_BPF_TRACE_PI, ID_PERF_TRACE_PI, ID_PROTO_ONE, ID_BPF_TRACE_RESET,
	ID_SETPRIO, ID_INT_PTR, ID_STUB_PROTO, ID_DISPATCH_STUB, ID_INT_STUB_PROTO,
	ID_COUNT_STUB, ID_NR,
};

static struct btf *base;
static struct null_table *table;
static struct export_plan plan;

/*
 * A class sched_pi_setprio(tsk, pi_task) whose prototype is shared with
 * perf_trace_sched_pi_setprio, as pahole leaves it; a class
 * tcp_send_reset(skb__nullable) already suffixed; a function
 * rt_mutex_setprio with the same prototype; struct_ops stubs
 * dispatch_stub(int cpu, struct task_struct *p) and count_stub(int *n).
 */
static struct btf *make_base(void)
{
	struct btf *btf = btf__new_empty();

	ck_assert_int_eq(btf__add_int(btf, "int", 4, BTF_INT_SIGNED), ID_INT);
	ck_assert_int_eq(btf__add_struct(btf, "task_struct", 4), ID_TASK);
	ck_assert_int_eq(btf__add_field(btf, "prio", ID_INT, 0, 0), 0);
	ck_assert_int_eq(btf__add_ptr(btf, ID_TASK), ID_TASK_PTR);
	ck_assert_int_eq(btf__add_ptr(btf, 0), ID_VOID_PTR);
	ck_assert_int_eq(btf__add_func_proto(btf, 0), ID_PROTO);
	ck_assert_int_eq(btf__add_func_param(btf, "__data", ID_VOID_PTR), 0);
	ck_assert_int_eq(btf__add_func_param(btf, "tsk", ID_TASK_PTR), 0);
	ck_assert_int_eq(btf__add_func_param(btf, "pi_task", ID_TASK_PTR), 0);
	ck_assert_int_eq(btf__add_func(btf, "__bpf_trace_sched_pi_setprio",
				       BTF_FUNC_STATIC, ID_PROTO), ID_BPF_TRACE_PI);
	ck_assert_int_eq(btf__add_func(btf, "perf_trace_sched_pi_setprio",
				       BTF_FUNC_STATIC, ID_PROTO), ID_PERF_TRACE_PI);
	ck_assert_int_eq(btf__add_func_proto(btf, 0), ID_PROTO_ONE);
	ck_assert_int_eq(btf__add_func_param(btf, "__data", ID_VOID_PTR), 0);
	ck_assert_int_eq(btf__add_func_param(btf, "skb__nullable", ID_VOID_PTR), 0);
	ck_assert_int_eq(btf__add_func(btf, "__bpf_trace_tcp_send_reset",
				       BTF_FUNC_STATIC, ID_PROTO_ONE), ID_BPF_TRACE_RESET);
	ck_assert_int_eq(btf__add_func(btf, "rt_mutex_setprio", BTF_FUNC_GLOBAL,
				       ID_PROTO), ID_SETPRIO);
	ck_assert_int_eq(btf__add_ptr(btf, ID_INT), ID_INT_PTR);
	ck_assert_int_eq(btf__add_func_proto(btf, 0), ID_STUB_PROTO);
	ck_assert_int_eq(btf__add_func_param(btf, "cpu", ID_INT), 0);
	ck_assert_int_eq(btf__add_func_param(btf, "p", ID_TASK_PTR), 0);
	ck_assert_int_eq(btf__add_func(btf, "dispatch_stub", BTF_FUNC_STATIC, ID_STUB_PROTO),
			 ID_DISPATCH_STUB);
	ck_assert_int_eq(btf__add_func_proto(btf, 0), ID_INT_STUB_PROTO);
	ck_assert_int_eq(btf__add_func_param(btf, "n", ID_INT_PTR), 0);
	ck_assert_int_eq(btf__add_func(btf, "count_stub", BTF_FUNC_STATIC, ID_INT_STUB_PROTO),
			 ID_COUNT_STUB);
	return btf;
}

static const char *const arg_pi_task =
	"{\"index\": 1, \"name\": \"pi_task\", \"type\": \"struct task_struct *\","
	" \"verdict\": \"%s\", \"err\": %s}";

/* Build the plan for a table of the given events, functions and struct_ops JSON. */
static void plan_for_all(const char *events, const char *functions, const char *struct_ops)
{
	char path[] = "/tmp/btf-export-test.XXXXXX", err[512];
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");

	ck_assert_ptr_nonnull(f);
	fprintf(f, "{\"schema\": 3, \"events\": [%s], \"functions\": [%s],"
		" \"struct_ops\": [%s]}", events, functions, struct_ops);
	fclose(f);
	ck_assert_msg(!null_table__read(path, &table, err, sizeof(err)), "%s", err);
	unlink(path);
	base = make_base();
	ck_assert_int_eq(export_plan__build(&plan, table, base), 0);
}

static void plan_for(const char *events, const char *functions)
{
	plan_for_all(events, functions, "");
}

static char *event(const char *name, const char *class, const char *args)
{
	static char text[4][1024];
	static int next;
	char *buf = text[next++ % 4];

	snprintf(buf, sizeof(text[0]),
		 "{\"event\": \"%s\", \"class\": \"%s\", \"file\": \"t.h\","
		 " \"line\": 1, \"args\": [%s]}", name, class, args);
	return buf;
}

static char *arg(const char *fmt, const char *verdict, const char *err)
{
	static char text[4][256];
	static int next;
	char *buf = text[next++ % 4];

	snprintf(buf, sizeof(text[0]), fmt, verdict, err);
	return buf;
}

static void teardown(void)
{
	export_plan__free(&plan);
	null_table__free(table);
	btf__free(base);
	table = NULL;
	base = NULL;
}

/* The split BTF, written to a file and read back as a user would. */
static struct btf *split_read_back(struct split_counts *counts)
{
	char path[] = "/tmp/btf-export-split.XXXXXX";
	struct btf *split, *back;
	const void *data;
	__u32 size;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(split_btf__build(&plan, base, &split, counts), 0);
	data = btf__raw_data(split, &size);
	ck_assert_ptr_nonnull(data);
	ck_assert_int_eq(write(fd, data, size), size);
	close(fd);
	back = btf__parse_split(path, base);
	unlink(path);
	ck_assert_ptr_nonnull(back);
	btf__free(split);
	return back;
}

static void assert_tag(const struct btf *btf, __u32 id, const char *name,
		       __u32 func_id, int component)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	ck_assert(btf_is_decl_tag(t));
	ck_assert_str_eq(btf__name_by_offset(btf, t->name_off), name);
	ck_assert_uint_eq(t->type, func_id);
	ck_assert_int_eq(btf_decl_tag(t)->component_idx, component);
}

START_TEST(split_tags_parameters)
{
	struct split_counts counts;
	struct btf *split;

	plan_for(event("sched_pi_setprio", "sched_pi_setprio",
		       arg(arg_pi_task, "nullable", "true")),
		 "{\"function\": \"rt_mutex_setprio\", \"file\": \"c.c\", \"line\": 2,"
		 " \"params\": [{\"index\": 2, \"name\": \"pi_task\", \"type\": \"t\","
		 " \"verdict\": \"guarded\", \"err\": false}]}");
	split = split_read_back(&counts);
	ck_assert_uint_eq(btf__type_cnt(split), ID_NR + 3);
	/* nullable and err_ptr on component 2, after void *__data */
	assert_tag(split, ID_NR, "err_ptr", ID_BPF_TRACE_PI, 2);
	assert_tag(split, ID_NR + 1, "nullable", ID_BPF_TRACE_PI, 2);
	/* a function's parameter index is its own */
	assert_tag(split, ID_NR + 2, "nullable", ID_SETPRIO, 2);
	ck_assert_uint_eq(counts.applied, 2);
	ck_assert_uint_eq(counts.tags, 3);
	ck_assert_uint_eq(counts.funcs, 2);
	btf__free(split);
}
END_TEST

START_TEST(split_one_tag_per_class)
{
	struct split_counts counts;
	struct btf *split;
	char events[2048];

	/* two events of one class: one tag on the class function */
	snprintf(events, sizeof(events), "%s, %s",
		 event("sched_pi_setprio", "sched_pi_setprio",
		       arg(arg_pi_task, "nullable", "false")),
		 event("sched_pi_other", "sched_pi_setprio",
		       arg(arg_pi_task, "guarded", "false")));
	plan_for(events, "");
	split = split_read_back(&counts);
	ck_assert_uint_eq(btf__type_cnt(split), ID_NR + 1);
	assert_tag(split, ID_NR, "nullable", ID_BPF_TRACE_PI, 2);
	ck_assert_uint_eq(counts.applied, 2);
	ck_assert_uint_eq(counts.tags, 1);
	btf__free(split);
}
END_TEST

START_TEST(unknown_and_nonnull_are_not_exported)
{
	plan_for(event("sched_pi_setprio", "sched_pi_setprio",
		       arg(arg_pi_task, "nonnull", "false")),
		 "");
	ck_assert_uint_eq(plan.nr_items, 0);
}
END_TEST

START_TEST(skips_are_explained)
{
	char events[4096], reason[256];

	snprintf(events, sizeof(events), "%s, %s, %s, %s",
		 event("absent", "absent", arg(arg_pi_task, "nullable", "false")),
		 event("beyond", "tcp_send_reset", arg(arg_pi_task, "nullable", "false")),
		 event("renamed", "sched_pi_setprio",
		       "{\"index\": 1, \"name\": \"owner\", \"type\": \"t\","
		       " \"verdict\": \"nullable\", \"err\": false}"),
		 event("sched_pi_setprio", "sched_pi_setprio",
		       "{\"index\": 0, \"name\": \"tsk\", \"type\": \"t\","
		       " \"verdict\": \"nullable\", \"err\": false}"));
	plan_for(events, "");
	ck_assert_uint_eq(plan.nr_items, 4);
	ck_assert_int_eq(plan.items[0].status, EXPORT_NO_FUNCTION);
	ck_assert_str_eq(export_item__reason(&plan.items[0], reason, sizeof(reason)),
			 "__bpf_trace_absent is absent from the base BTF");
	ck_assert_int_eq(plan.items[1].status, EXPORT_BEYOND_PROTO);
	ck_assert_str_eq(export_item__reason(&plan.items[1], reason, sizeof(reason)),
			 "__bpf_trace_tcp_send_reset has 2 parameters in the base BTF, this is parameter 2");
	ck_assert_int_eq(plan.items[2].status, EXPORT_NAME_DIFFERS);
	ck_assert_str_eq(export_item__reason(&plan.items[2], reason, sizeof(reason)),
			 "parameter 2 of __bpf_trace_sched_pi_setprio is 'pi_task' in the base BTF");
	ck_assert_int_eq(plan.items[3].status, EXPORT_MATCHED);
	ck_assert_uint_eq(export_plan__matched(&plan), 1);
}
END_TEST

/* Every type of the base but @except has the same bytes in @full. */
static void assert_base_kept(const struct btf *full, const struct btf *original,
			     __u32 except)
{
	__u32 id;

	for (id = 1; id < btf__type_cnt(original); id++) {
		const struct btf_type *a = btf__type_by_id(original, id);
		const struct btf_type *b = btf__type_by_id(full, id);
		size_t size = sizeof(*a);

		if (btf_is_func_proto(a))
			size += btf_vlen(a) * sizeof(struct btf_param);
		else if (btf_is_composite(a))
			size += btf_vlen(a) * sizeof(struct btf_member);
		ck_assert_int_eq(btf_kind(a), btf_kind(b));
		ck_assert_str_eq(btf__name_by_offset(original, a->name_off),
				 btf__name_by_offset(full, b->name_off));
		if (id == except)
			continue;
		ck_assert_msg(!memcmp(a, b, size), "type %u differs", id);
	}
}

START_TEST(full_clones_the_prototype)
{
	struct full_counts counts;
	const struct btf_type *func, *proto;
	struct btf *full, *original = make_base();
	const void *data;
	__u32 size;

	plan_for(event("sched_pi_setprio", "sched_pi_setprio",
		       arg(arg_pi_task, "guarded", "true")),
		 "");
	ck_assert_int_eq(full_btf__build(&plan, base, &counts), 0);
	data = btf__raw_data(base, &size);
	full = btf__new(data, size);
	ck_assert_ptr_nonnull(full);

	ck_assert_uint_eq(btf__type_cnt(full), ID_NR + 1);
	func = btf__type_by_id(full, ID_BPF_TRACE_PI);
	ck_assert_uint_eq(func->type, ID_NR);
	proto = btf__type_by_id(full, ID_NR);
	ck_assert(btf_is_func_proto(proto));
	ck_assert_uint_eq(btf_vlen(proto), 3);
	ck_assert_str_eq(btf__name_by_offset(full, btf_params(proto)[0].name_off), "__data");
	ck_assert_str_eq(btf__name_by_offset(full, btf_params(proto)[1].name_off), "tsk");
	ck_assert_str_eq(btf__name_by_offset(full, btf_params(proto)[2].name_off),
			 "pi_task__nullable");
	ck_assert_uint_eq(btf_params(proto)[2].type, ID_TASK_PTR);
	/* perf_trace_ shared the old prototype and still does */
	ck_assert_uint_eq(btf__type_by_id(full, ID_PERF_TRACE_PI)->type, ID_PROTO);
	assert_base_kept(full, original, ID_BPF_TRACE_PI);
	ck_assert_uint_eq(counts.applied, 1);
	ck_assert_uint_eq(counts.clones, 1);
	ck_assert_uint_eq(counts.err_dropped, 1);
	btf__free(full);
	btf__free(original);
}
END_TEST

START_TEST(full_leaves_suffixed_err_only_and_functions)
{
	struct full_counts counts;
	struct btf *original = make_base();
	const void *a, *b;
	__u32 size_a, size_b;
	char events[2048];

	snprintf(events, sizeof(events), "%s, %s",
		 event("sched_pi_setprio", "sched_pi_setprio",
		       arg(arg_pi_task, "nonnull", "true")),
		 event("tcp_send_reset", "tcp_send_reset",
		       "{\"index\": 0, \"name\": \"skb\", \"type\": \"t\","
		       " \"verdict\": \"nullable\", \"err\": false}"));
	plan_for(events,
		 "{\"function\": \"rt_mutex_setprio\", \"file\": \"c.c\", \"line\": 2,"
		 " \"params\": [{\"index\": 2, \"name\": \"pi_task\", \"type\": \"t\","
		 " \"verdict\": \"nullable\", \"err\": false}]}");
	ck_assert_int_eq(full_btf__build(&plan, base, &counts), 0);
	ck_assert_uint_eq(counts.applied, 1);
	ck_assert_uint_eq(counts.already, 1);
	ck_assert_uint_eq(counts.err_only, 1);
	ck_assert_uint_eq(counts.functions, 1);
	ck_assert_uint_eq(counts.clones, 0);
	/* nothing to change: the same bytes as the base */
	a = btf__raw_data(base, &size_a);
	b = btf__raw_data(original, &size_b);
	ck_assert_uint_eq(size_a, size_b);
	ck_assert(!memcmp(a, b, size_a));
	btf__free(original);
}
END_TEST

/*
 * A struct_ops member's nullable argument lands on its stub, suffixed;
 * one pointing to no struct is skipped: the verifier would refuse the
 * whole type.
 */
START_TEST(full_suffixes_struct_ops_stubs)
{
	struct full_counts counts;
	const struct btf_type *proto;
	struct btf *full;
	const void *data;
	char reason[256];
	__u32 size;

	plan_for_all("", "",
		     "{\"struct_ops\": \"demo_ops\", \"member\": \"demo_ops.dispatch\","
		     " \"stub\": \"dispatch_stub\", \"file\": \"e.c\", \"line\": 1, \"args\": ["
		     "{\"index\": 1, \"name\": \"p\", \"type\": \"struct task_struct *\","
		     " \"verdict\": \"nullable\", \"err\": false, \"kernel\": \"marked\"}]},"
		     "{\"struct_ops\": \"demo_ops\", \"member\": \"demo_ops.count\","
		     " \"stub\": \"count_stub\", \"file\": \"e.c\", \"line\": 2, \"args\": ["
		     "{\"index\": 0, \"name\": \"n\", \"type\": \"int *\","
		     " \"verdict\": \"nullable\", \"err\": false, \"kernel\": null}]}");
	ck_assert_uint_eq(plan.nr_items, 2);
	ck_assert_int_eq(plan.items[0].status, EXPORT_NOT_STRUCT);
	ck_assert_ptr_nonnull(strstr(export_item__reason(&plan.items[0], reason, sizeof(reason)),
				     "parameter 0 of count_stub points to no struct"));
	ck_assert_int_eq(plan.items[1].status, EXPORT_MATCHED);
	ck_assert_int_eq(full_btf__build(&plan, base, &counts), 0);
	ck_assert_uint_eq(counts.applied, 1);
	ck_assert_uint_eq(counts.struct_ops, 1);
	data = btf__raw_data(base, &size);
	full = btf__new(data, size);
	ck_assert_ptr_nonnull(full);
	proto = btf__type_by_id(full, btf__type_by_id(full, ID_DISPATCH_STUB)->type);
	ck_assert_str_eq(btf__name_by_offset(full, btf_params(proto)[0].name_off), "cpu");
	ck_assert_str_eq(btf__name_by_offset(full, btf_params(proto)[1].name_off), "p__nullable");
	ck_assert_uint_eq(btf__type_by_id(full, ID_COUNT_STUB)->type, ID_INT_STUB_PROTO);
	btf__free(full);
}
END_TEST

Suite *export_suite(void)
{
	Suite *s = suite_create("btf-export");
	TCase *tc = tcase_create("outputs");

	tcase_add_checked_fixture(tc, NULL, teardown);
	tcase_add_test(tc, split_tags_parameters);
	tcase_add_test(tc, split_one_tag_per_class);
	tcase_add_test(tc, unknown_and_nonnull_are_not_exported);
	tcase_add_test(tc, skips_are_explained);
	tcase_add_test(tc, full_clones_the_prototype);
	tcase_add_test(tc, full_leaves_suffixed_err_only_and_functions);
	tcase_add_test(tc, full_suffixes_struct_ops_stubs);
	suite_add_tcase(s, tc);
	return s;
}
