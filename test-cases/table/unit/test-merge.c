// SPDX-License-Identifier: MIT
/*
 * Check unit tests of the whole-tree merge on hand-made facts: each test
 * writes small facts files (merge-fixture.h), runs the load, propagation
 * and grading of sparse-null-table, and checks the verdicts.
 */
#include <check.h>
#include <string.h>

#include "grade.h"
#include "load.h"
#include "propagate.h"
#include "write-text.h"

#include "merge-fixture.h"

/* kernel/c.c passes NULL to lock(), which forwards it to setprio(), which traces it. */
START_TEST(chain_across_three_files)
{
	const struct grade_arg *a;
	const struct site *steps[8];
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_function("setprio", false, "kernel/a.c", 3),
	         fx_flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	fx_facts(d, "kernel/b.c", fx_call("lock", "setprio", "param", "kernel/b.c", 9), NULL);
	fx_facts(d, "kernel/c.c", fx_call("unlock", "lock", "null", "kernel/c.c", 20), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_ptr_nonnull(a->null_path);
	ck_assert_int_eq(propagate__chain(a->null_path->via, false, steps, 8), 2);
	ck_assert_str_eq(steps[0]->file, "kernel/c.c");
	ck_assert_str_eq(steps[0]->caller->name, "unlock");
	ck_assert_str_eq(steps[1]->caller->name, "lock");
	ck_assert_str_eq(a->null_path->function, "setprio");
	ck_assert_int_eq(a->null_path->kind, FACTS_EV_CALL_NULL);
}
END_TEST

/* f and g forward to each other: the walk ends; NULL from outside still gets in. */
START_TEST(cycle_terminates)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_flow(1, "f", "param", "kernel/a.c", 5),
	         fx_call("f", "g", "param", "kernel/a.c", 6), fx_call("g", "f", "param", "kernel/a.c", 7),
	         NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
	fx_teardown();
	fx_setup();
	d = fx_new_dir();
	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_flow(1, "f", "param", "kernel/a.c", 5),
	         fx_call("f", "g", "param", "kernel/a.c", 6), fx_call("g", "f", "param", "kernel/a.c", 7),
	         NULL);
	fx_facts(d, "kernel/b.c", fx_call("h", "g", "tested-null", "kernel/b.c", 3), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* module_put(): the trace call comes after `if (module)`: callers' NULL stops there. */
START_TEST(site_known_nonnull_stops_null)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/module.c", DEFINE_PICK,
	         fx_evidence(0, "call-nonnull", "module_put", NULL, "kernel/module.c", 10),
	         fx_flow(0, "module_put", "nonnull", "kernel/module.c", 10), NULL);
	fx_facts(d, "kernel/user.c", fx_call("drop", "module_put", "null", "kernel/user.c", 4), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_int_eq(a->nonnull_sites, 1);
}
END_TEST

/* The class body's test is there for a sibling: only the sibling is nullable. */
START_TEST(shared_class_body)
{
	const char *sibling = "{\"record\":\"event\",\"event\":\"pick2\",\"class\":\"pick\","
			      "\"defined\":true,\"params\":" PROTO ",\"file\":"
			      "\"include/trace/events/pick.h\",\"line\":9}";
	const char *sibling_null = "{\"record\":\"evidence\",\"event\":\"pick2\",\"arg\":1,"
				   "\"name\":\"other\",\"kind\":\"call-null\",\"caller\":\"b\","
				   "\"file\":\"kernel/a.c\",\"line\":30}";
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, sibling, fx_body(1, "body-null-test"),
	         fx_evidence(1, "call-nonnull", "a", NULL, "kernel/a.c", 20), sibling_null, NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_GUARDED);
	ck_assert_int_eq(fx_arg_of("pick2", 1)->verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* `clp ? clp->name : "unknown"` while every caller dereferenced clp first. */
START_TEST(display_guard_is_guarded)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "fs/nfs/a.c", DEFINE_PICK, fx_body(1, "body-null-test"),
	         fx_flow(1, "show", "param", "fs/nfs/a.c", 5), NULL);
	fx_facts(d, "fs/nfs/b.c", fx_call("x", "show", "nonnull", "fs/nfs/b.c", 1),
	         fx_call("y", "show", "nonnull", "fs/nfs/b.c", 2), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_GUARDED);
	ck_assert_int_eq(a->nonnull_sites, 1);
	ck_assert_uint_eq(grade__nibble(a), 1);
}
END_TEST

/* IS_ERR_OR_NULL() in the body, every caller passes a valid pointer or an ERR_PTR. */
START_TEST(is_err_or_null_on_err_only_value)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "fs/a.c", DEFINE_PICK, fx_body(0, "body-null-test"), fx_body(0, "body-err-test"),
	         fx_evidence(0, "call-err", "open", NULL, "fs/a.c", 7),
	         fx_evidence(0, "call-nonnull", "open", NULL, "fs/a.c", 9), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert(a->err);
	ck_assert_int_ne(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_ne(a->verdict, NULL_VERDICT_GUARDED);
	ck_assert_uint_eq(grade__nibble(a), 2);
}
END_TEST

/* Files disagree: one path passing NULL is enough; the non-NULL sites still count. */
START_TEST(conflicting_files)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	         NULL);
	fx_facts(d, "kernel/b.c", fx_evidence(0, "call-null", "b", NULL, "kernel/b.c", 8), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->nonnull_sites, 1);
	ck_assert_str_eq(a->null_path->file, "kernel/b.c");
}
END_TEST

START_TEST(err_and_null_apart)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_evidence(0, "call-err", "a", NULL, "kernel/a.c", 3),
	         fx_evidence(0, "call-null", "b", NULL, "kernel/a.c", 4),
	         fx_evidence(1, "call-err", "a", NULL, "kernel/a.c", 3), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_uint_eq(grade__nibble(fx_arg_of("pick", 0)), 3);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_NONNULL);
	ck_assert_uint_eq(grade__nibble(fx_arg_of("pick", 1)), 2);
	ck_assert_uint_eq(write_text__mask(&fx.grades.events[0]), 0x23);
}
END_TEST

/*
 * A sentinel ((T *)1, neither NULL nor valid) is fx.graded like an ERR_PTR:
 * passed through a forwarding function, passed at the trace call, or
 * compared with in TP_fast_assign, it gives the 0x2 bit, never 0x1.
 */
START_TEST(sentinel_graded_like_err)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/signal.c", DEFINE_PICK, fx_function("send", false, "kernel/signal.c", 3),
	         fx_flow(1, "send", "param", "kernel/signal.c", 5),
	         fx_call("send_priv", "send", "sentinel", "kernel/signal.c", 9),
	         fx_evidence(0, "call-sentinel", "a", NULL, "kernel/signal.c", 12), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 1);
	ck_assert(a->err);
	ck_assert_int_ne(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_uint_eq(grade__nibble(a), 2);
	ck_assert_uint_eq(a->nr_items, 1);
	ck_assert_int_eq(a->items[0].kind, FACTS_EV_CALL_SENTINEL);
	ck_assert(a->items[0].walk == PROPAGATE_ERR);
	a = fx_arg_of("pick", 0);
	ck_assert_uint_eq(grade__nibble(a), 2);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_str_eq(a->items[0].passes, "sentinel");
	ck_assert_uint_eq(write_text__mask(&fx.grades.events[0]), 0x22);
}
END_TEST

START_TEST(body_sentinel_test_is_err)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_body(1, "body-sentinel-test"), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 1);
	ck_assert(a->err);
	/* not guarded: a sentinel is no NULL; and no file calls pick */
	ck_assert_int_eq(a->verdict, NULL_VERDICT_UNCALLED);
	ck_assert_uint_eq(grade__nibble(a), 2);
	ck_assert_int_eq(a->items[0].kind, FACTS_EV_BODY_SENTINEL_TEST);
	ck_assert_str_eq(a->items[0].file, "include/trace/events/pick.h");
}
END_TEST

/* A forwarded parameter nobody is known to call with, an event nobody calls. */
START_TEST(missing_callers)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_flow(0, "lonely", "param", "kernel/a.c", 5), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* A call passing a value nothing is known of keeps the argument from nonnull. */
START_TEST(unknown_site_blocks_nonnull)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	         fx_evidence(0, "call-unknown", "b", NULL, "kernel/a.c", 4), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/*
 * A dereference after the trace call on every path counts as a site known
 * not NULL, whatever the callers pass (a flow's "nonnull" value is no path).
 */
START_TEST(deref_after_is_nonnull)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK,
	         fx_evidence(0, "call-deref-after", "put", NULL, "kernel/a.c", 12),
	         fx_flow(0, "put", "nonnull", "kernel/a.c", 11),
	         fx_evidence(0, "call-nonnull", "get", NULL, "kernel/a.c", 20), NULL);
	fx_facts(d, "kernel/b.c", fx_call("drop", "put", "null", "kernel/b.c", 4), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_int_eq(a->nonnull_sites, 2);
	ck_assert_int_eq(a->items[0].kind, FACTS_EV_CALL_DEREF_AFTER);
	ck_assert_int_eq(a->items[0].line, 12);
}
END_TEST

/* dma_free_attrs(): a test after the trace call says the function takes NULL. */
START_TEST(tested_after_is_guarded)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK,
	         fx_evidence(1, "call-tested-after", "free", NULL, "kernel/a.c", 13),
	         fx_flow(1, "free", "param", "kernel/a.c", 12), NULL);
	fx_facts(d, "kernel/b.c", fx_call("x", "free", "nonnull", "kernel/b.c", 1), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_GUARDED);
	ck_assert_uint_eq(grade__nibble(a), 1);
	ck_assert_ptr_null(a->null_path);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* Two shards, one from an out-of-tree build: the same files, merged once. */
START_TEST(several_directories)
{
	int d1 = fx_new_dir(), d2 = fx_new_dir();

	fx_facts(d1, "kernel/a.c", DEFINE_PICK, fx_evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	         NULL);
	fx_facts(d2, "/build/src/linux/kernel/a.c", DEFINE_PICK,
	         fx_evidence(0, "call-nonnull", "a", NULL, "/build/src/linux/kernel/a.c", 3), NULL);
	fx_facts(d2, "../linux/kernel/b.c",
	         fx_evidence(1, "call-null", "b", NULL, "../linux/kernel/b.c", 6), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 0)->nonnull_sites, 1);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_NONNULL);
	ck_assert_str_eq(fx_arg_of("pick", 1)->null_path->file, "kernel/b.c");
	ck_assert_uint_eq(fx.model.nr_files, 3);
	ck_assert_uint_eq(fx.model.source_list.nr, 2);
}
END_TEST

/* lookup() (another file) returns find()'s result, and find() returns NULL. */
START_TEST(call_result_across_files)
{
	const struct grade_arg *a;
	const struct fn *chain[4];
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK,
	         fx_evidence(0, "call-result", "trace_it", "lookup", "kernel/a.c", 3), NULL);
	fx_facts(d, "kernel/b.c", fx_ret("lookup", false, false, "[\"find\"]", "kernel/b.c", 10), NULL);
	fx_facts(d, "kernel/c.c", fx_ret("find", true, false, "[]", "kernel/c.c", 20), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->null_path->kind, FACTS_EV_CALL_RETURNS_NULL);
	ck_assert_int_eq(propagate__return_chain(a->null_path->result_of, false, chain, 4), 2);
	ck_assert_str_eq(chain[0]->name, "find");
	ck_assert_str_eq(chain[1]->name, "lookup");
}
END_TEST

START_TEST(call_result_not_null)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK,
	         fx_evidence(0, "call-result", "trace_it", "lookup", "kernel/a.c", 3), NULL);
	fx_facts(d, "kernel/b.c", fx_ret("lookup", false, false, "[]", "kernel/b.c", 10), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/*
 * A NULL-returning function's result passed to a forwarding function: the
 * facts do not say whether the caller tested it first, so it proves nothing
 * either way.
 */
START_TEST(call_result_passed_on_is_unknown)
{
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	fx_facts(d, "kernel/b.c", fx_call_result("adjust", "setprio", "top_waiter", "kernel/b.c", 7),
	         fx_call("other", "setprio", "nonnull", "kernel/b.c", 9), NULL);
	fx_facts(d, "kernel/c.c", fx_ret("top_waiter", true, false, "[]", "kernel/c.c", 2), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* A parameter declared __nullable reaches the event, and the function's entry says so. */
START_TEST(declared_parameter)
{
	const struct grade_entry *fn;
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_function("setprio", true, "kernel/a.c", 3),
	         fx_flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert_int_eq(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(fx_arg_of("pick", 1)->null_path->kind, FACTS_EV_DECLARED);
	fn = fx_function_entry("setprio");
	ck_assert_ptr_nonnull(fn);
	ck_assert_int_eq(fn->args[0].verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* TP_fast_assign dereferences what a caller passes as NULL: a kernel bug. */
START_TEST(deref_of_null_is_a_bug)
{
	int d = fx_new_dir();

	fx_facts(d, "fs/netfs/a.c", DEFINE_PICK, fx_body(0, "body-deref"),
	         fx_evidence(0, "call-null", "read", NULL, "fs/netfs/a.c", 40),
	         fx_evidence(1, "call-nonnull", "read", NULL, "fs/netfs/a.c", 40),
	         fx_body(1, "body-deref"), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert(fx_arg_of("pick", 0)->bug);
	ck_assert(!fx_arg_of("pick", 1)->bug);
	ck_assert_int_eq(fx.grades.nr_bugs, 1);
}
END_TEST

/*
 * A dereferenced argument passed the result of a NULL-returning function:
 * a bug when the trace call's file shows the NULL return (napi_frags_skb()
 * in gro.c), a suspect when only another file does (intel_crtc_for_pipe()).
 */
START_TEST(deref_of_null_result_is_a_bug_in_the_same_file_only)
{
	int d = fx_new_dir();

	fx_facts(d, "net/core/gro.c", DEFINE_PICK, fx_body(0, "body-deref"), fx_body(1, "body-deref"),
	         fx_evidence(0, "call-returns-null", "frags", "frags_skb", "net/core/gro.c", 40),
	         fx_ret("frags_skb", true, false, "[]", "net/core/gro.c", 20),
	         fx_evidence(1, "call-result", "frags", "for_pipe", "net/core/gro.c", 40), NULL);
	fx_facts(d, "drivers/crtc.c", fx_ret("for_pipe", true, false, "[]", "drivers/crtc.c", 51), NULL);
	ck_assert_int_eq(fx_run(), 0);
	ck_assert(fx_arg_of("pick", 0)->bug);
	ck_assert_int_eq(fx_arg_of("pick", 0)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert(!fx_arg_of("pick", 1)->bug);
	ck_assert(fx_arg_of("pick", 1)->suspect);
	ck_assert_int_ne(fx_arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(fx.grades.nr_bugs, 1);
}
END_TEST

/*
 * The NULL comes from a caller of the tracing function while the body
 * dereferences the argument: a suspect, neither a crash nor nullable,
 * with the chain kept; the same path without the dereference is nullable.
 */
START_TEST(deref_of_forwarded_null_is_suspect)
{
	const struct grade_arg *a;
	int d = fx_new_dir();

	fx_facts(d, "fs/ext4/a.c", DEFINE_PICK, fx_body(0, "body-deref"),
	         fx_flow(0, "track", "param", "fs/ext4/a.c", 40),
	         fx_flow(1, "track", "param", "fs/ext4/a.c", 40), NULL);
	fx_facts(d, "fs/ext4/b.c", fx_call("map", "track", "null", "fs/ext4/b.c", 7), NULL);
	ck_assert_int_eq(fx_run(), 0);
	a = fx_arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_UNKNOWN);
	ck_assert(!a->bug);
	ck_assert(a->suspect);
	ck_assert_ptr_nonnull(a->null_path);
	ck_assert_str_eq(a->null_path->function, "track");
	ck_assert_int_eq(fx.grades.nr_bugs, 0);
	ck_assert_int_eq(fx.grades.nr_suspects, 1);
	a = fx_arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert(!a->suspect);
}
END_TEST

/* A bad file is left out whole; the load says how many. */
START_TEST(bad_file_left_out)
{
	struct load_options options = { .keep_going = true };
	char *argv[1];
	int d = fx_new_dir();

	fx_facts(d, "kernel/a.c", DEFINE_PICK, fx_evidence(0, "call-null", "a", NULL, "kernel/a.c", 3),
	         "{\"record\":\"evidence\"", NULL);
	fx_facts(d, "kernel/b.c", fx_evidence(1, "call-null", "b", NULL, "kernel/b.c", 3), NULL);
	argv[0] = fx.dirs[d];
	model__init(&fx.model);
	ck_assert_int_eq(load__dirs(&fx.model, argv, 1, &options), 1);
	ck_assert_uint_eq(fx.model.nr_files, 1);
	ck_assert_uint_eq(fx.model.evidence_list.nr, 1);
	model__free(&fx.model);
}
END_TEST

Suite *merge_suite(void)
{
	Suite *s = suite_create("merge");
	TCase *tc = tcase_create("merge");

	tcase_add_checked_fixture(tc, fx_setup, fx_teardown);
	tcase_add_test(tc, chain_across_three_files);
	tcase_add_test(tc, cycle_terminates);
	tcase_add_test(tc, site_known_nonnull_stops_null);
	tcase_add_test(tc, shared_class_body);
	tcase_add_test(tc, display_guard_is_guarded);
	tcase_add_test(tc, is_err_or_null_on_err_only_value);
	tcase_add_test(tc, conflicting_files);
	tcase_add_test(tc, err_and_null_apart);
	tcase_add_test(tc, sentinel_graded_like_err);
	tcase_add_test(tc, body_sentinel_test_is_err);
	tcase_add_test(tc, missing_callers);
	tcase_add_test(tc, unknown_site_blocks_nonnull);
	tcase_add_test(tc, deref_after_is_nonnull);
	tcase_add_test(tc, tested_after_is_guarded);
	tcase_add_test(tc, several_directories);
	tcase_add_test(tc, call_result_across_files);
	tcase_add_test(tc, call_result_not_null);
	tcase_add_test(tc, call_result_passed_on_is_unknown);
	tcase_add_test(tc, declared_parameter);
	tcase_add_test(tc, deref_of_null_is_a_bug);
	tcase_add_test(tc, deref_of_forwarded_null_is_suspect);
	tcase_add_test(tc, deref_of_null_result_is_a_bug_in_the_same_file_only);
	tcase_add_test(tc, bad_file_left_out);
	suite_add_tcase(s, tc);
	return s;
}
