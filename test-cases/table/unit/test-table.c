// SPDX-License-Identifier: MIT
/*
 * Check unit tests of the whole-tree merge on hand-made facts: each test
 * writes small facts files into temporary directories, runs the load,
 * propagation and grading of sparse-null-table, and checks the verdicts;
 * then the tables of several configurations combined (combine.h).
 */
#include <check.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "combine.h"
#include "grade.h"
#include "load.h"
#include "propagate.h"
#include "scratch-dir.h"
#include "write-text.h"

/* Two pointer arguments, as most tests' event has. */
#define PROTO	"[[0,\"tsk\",\"struct task *\"],[1,\"other\",\"struct task *\"]]"

/* The test's facts directories, typed as load__dirs() takes them. */
static char *dirs[4];
static int nr_dirs;
static struct model model;
static struct grades grades;
static bool graded;

/* A fresh facts directory in the scratch directory; returns its index. */
static int new_dir(void)
{
	char name[24];

	snprintf(name, sizeof(name), "facts-%d", nr_dirs);
	dirs[nr_dirs] = (char *)scratch_dir__mkdir(name);
	return nr_dirs++;
}

/* Write facts file @source in directory @dir: a header, then the lines given, NULL-ended. */
static void facts(int dir, const char *source, ...)
{
	char path[256], name[128];
	const char *line;
	va_list ap;
	FILE *f;
	size_t i;

	snprintf(name, sizeof(name), "%s", source);
	for (i = 0; name[i]; i++) {
		if (name[i] == '/')
			name[i] = '%';
	}
	snprintf(path, sizeof(path), "%s/%s.facts.jsonl", dirs[dir], name);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fprintf(f, "{\"record\":\"header\",\"schema\":6,\"tool\":\"unit\",\"source\":\"%s\"}\n",
		source);
	va_start(ap, source);
	while ((line = va_arg(ap, const char *)))
		fprintf(f, "%s\n", line);
	va_end(ap);
	fclose(f);
}

/* The event "pick" of class "pick", defined in include/trace/events/pick.h. */
#define DEFINE_PICK \
	"{\"record\":\"class\",\"class\":\"pick\",\"params\":" PROTO \
	",\"file\":\"include/trace/events/pick.h\",\"line\":5}", \
	"{\"record\":\"event\",\"event\":\"pick\",\"class\":\"pick\",\"defined\":true,\"params\":" \
	PROTO ",\"file\":\"include/trace/events/pick.h\",\"line\":5}"

static char lines[64][512];
static int nr_lines;

static const char *fmt(const char *f, ...)
{
	char *line = lines[nr_lines++ % 64];
	va_list ap;

	va_start(ap, f);
	vsnprintf(line, sizeof(lines[0]), f, ap);
	va_end(ap);
	return line;
}

/* A call of @callee by @caller passing @value ("param" forwards parameter 0). */
static const char *call(const char *caller, const char *callee, const char *value,
			const char *file, int line)
{
	return fmt("{\"record\":\"call\",\"caller\":\"%s\",\"callee\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d,\"args\":[[0,\"%s\"%s]]}",
		   caller, callee, file, line, value, !strcmp(value, "param") ? ",0" : "");
}

static const char *call_result(const char *caller, const char *callee, const char *result_of,
			       const char *file, int line)
{
	return fmt("{\"record\":\"call\",\"caller\":\"%s\",\"callee\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d,\"args\":[[0,\"call\",\"%s\"]]}",
		   caller, callee, file, line, result_of);
}

static const char *ret(const char *fn, bool null, bool err, const char *calls,
		       const char *file, int line)
{
	return fmt("{\"record\":\"return\",\"function\":\"%s\",\"null\":%s,"
		   "\"err\":%s,\"calls\":%s,\"file\":\"%s\",\"line\":%d}", fn,
		   null ? "true" : "false", err ? "true" : "false", calls, file, line);
}

static const char *function(const char *fn, bool nullable, const char *file, int line)
{
	return fmt("{\"record\":\"function\",\"function\":\"%s\","
		   "\"params\":[[0,\"p\",\"struct task *\"]]%s,\"file\":\"%s\",\"line\":%d}",
		   fn, nullable ? ",\"nullable\":[0]" : "", file, line);
}

/* Trace-call evidence: @caller passes argument @arg of pick as @kind. */
static const char *evidence(int arg, const char *kind, const char *caller, const char *function,
			    const char *file, int line)
{
	char fn[128] = "";

	if (function)
		snprintf(fn, sizeof(fn), ",\"function\":\"%s\"", function);
	return fmt("{\"record\":\"evidence\",\"event\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"kind\":\"%s\",\"caller\":\"%s\"%s,\"file\":\"%s\",\"line\":%d}",
		   arg, kind, caller, fn, file, line);
}

static const char *body(int arg, const char *kind)
{
	return fmt("{\"record\":\"evidence\",\"class\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"kind\":\"%s\",\"file\":\"include/trace/events/pick.h\",\"line\":5}", arg, kind);
}

/* A trace call in @fn passing its parameter 0, known to be @value there, as argument @arg. */
static const char *flow(int arg, const char *fn, const char *value, const char *file, int line)
{
	return fmt("{\"record\":\"flow\",\"event\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"function\":\"%s\",\"param\":0,\"value\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d}", arg, fn, value, file, line);
}

static int run(void)
{
	struct load_options options = { .keep_going = false };
	char *argv[4];
	int i, bad;

	for (i = 0; i < nr_dirs; i++)
		argv[i] = dirs[i];
	model__init(&model);
	bad = load__dirs(&model, argv, nr_dirs, &options);
	model__link(&model);
	propagate__run(&model);
	grade__run(&model, &grades);
	graded = true;
	return bad;
}

static const struct grade_arg *arg_of(const char *event, int index)
{
	size_t i, k;

	for (i = 0; i < grades.nr_events; i++) {
		if (strcmp(grades.events[i].name, event))
			continue;
		for (k = 0; k < grades.events[i].nr_args; k++) {
			if (grades.events[i].args[k].index == index)
				return &grades.events[i].args[k];
		}
	}
	ck_abort_msg("no argument %d of %s", index, event);
	return NULL;
}

static const struct grade_entry *function_entry(const char *name)
{
	size_t i;

	for (i = 0; i < grades.nr_functions; i++) {
		if (!strcmp(grades.functions[i].name, name))
			return &grades.functions[i];
	}
	return NULL;
}

static void setup(void)
{
	nr_dirs = 0;
	graded = false;
	scratch_dir__create();
}

static void teardown(void)
{
	if (graded) {
		grade__free(&grades);
		model__free(&model);
	}
	scratch_dir__remove();
}

/* kernel/c.c passes NULL to lock(), which forwards it to setprio(), which traces it. */
START_TEST(chain_across_three_files)
{
	const struct grade_arg *a;
	const struct site *steps[8];
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, function("setprio", false, "kernel/a.c", 3),
	      flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	facts(d, "kernel/b.c", call("lock", "setprio", "param", "kernel/b.c", 9), NULL);
	facts(d, "kernel/c.c", call("unlock", "lock", "null", "kernel/c.c", 20), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 1);
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
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, flow(1, "f", "param", "kernel/a.c", 5),
	      call("f", "g", "param", "kernel/a.c", 6), call("g", "f", "param", "kernel/a.c", 7),
	      NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
	teardown();
	setup();
	d = new_dir();
	facts(d, "kernel/a.c", DEFINE_PICK, flow(1, "f", "param", "kernel/a.c", 5),
	      call("f", "g", "param", "kernel/a.c", 6), call("g", "f", "param", "kernel/a.c", 7),
	      NULL);
	facts(d, "kernel/b.c", call("h", "g", "tested-null", "kernel/b.c", 3), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* module_put(): the trace call comes after `if (module)`: callers' NULL stops there. */
START_TEST(site_known_nonnull_stops_null)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "kernel/module.c", DEFINE_PICK,
	      evidence(0, "call-nonnull", "module_put", NULL, "kernel/module.c", 10),
	      flow(0, "module_put", "nonnull", "kernel/module.c", 10), NULL);
	facts(d, "kernel/user.c", call("drop", "module_put", "null", "kernel/user.c", 4), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
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
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, sibling, body(1, "body-null-test"),
	      evidence(1, "call-nonnull", "a", NULL, "kernel/a.c", 20), sibling_null, NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_GUARDED);
	ck_assert_int_eq(arg_of("pick2", 1)->verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* `clp ? clp->name : "unknown"` while every caller dereferenced clp first. */
START_TEST(display_guard_is_guarded)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "fs/nfs/a.c", DEFINE_PICK, body(1, "body-null-test"),
	      flow(1, "show", "param", "fs/nfs/a.c", 5), NULL);
	facts(d, "fs/nfs/b.c", call("x", "show", "nonnull", "fs/nfs/b.c", 1),
	      call("y", "show", "nonnull", "fs/nfs/b.c", 2), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_GUARDED);
	ck_assert_int_eq(a->nonnull_sites, 1);
	ck_assert_uint_eq(grade__nibble(a), 1);
}
END_TEST

/* IS_ERR_OR_NULL() in the body, every caller passes a valid pointer or an ERR_PTR. */
START_TEST(is_err_or_null_on_err_only_value)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "fs/a.c", DEFINE_PICK, body(0, "body-null-test"), body(0, "body-err-test"),
	      evidence(0, "call-err", "open", NULL, "fs/a.c", 7),
	      evidence(0, "call-nonnull", "open", NULL, "fs/a.c", 9), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
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
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	      NULL);
	facts(d, "kernel/b.c", evidence(0, "call-null", "b", NULL, "kernel/b.c", 8), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->nonnull_sites, 1);
	ck_assert_str_eq(a->null_path->file, "kernel/b.c");
}
END_TEST

START_TEST(err_and_null_apart)
{
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, evidence(0, "call-err", "a", NULL, "kernel/a.c", 3),
	      evidence(0, "call-null", "b", NULL, "kernel/a.c", 4),
	      evidence(1, "call-err", "a", NULL, "kernel/a.c", 3), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_uint_eq(grade__nibble(arg_of("pick", 0)), 3);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_NONNULL);
	ck_assert_uint_eq(grade__nibble(arg_of("pick", 1)), 2);
	ck_assert_uint_eq(write_text__mask(&grades.events[0]), 0x23);
}
END_TEST

/*
 * A sentinel ((T *)1, neither NULL nor valid) is graded like an ERR_PTR:
 * passed through a forwarding function, passed at the trace call, or
 * compared with in TP_fast_assign, it gives the 0x2 bit, never 0x1.
 */
START_TEST(sentinel_graded_like_err)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "kernel/signal.c", DEFINE_PICK, function("send", false, "kernel/signal.c", 3),
	      flow(1, "send", "param", "kernel/signal.c", 5),
	      call("send_priv", "send", "sentinel", "kernel/signal.c", 9),
	      evidence(0, "call-sentinel", "a", NULL, "kernel/signal.c", 12), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 1);
	ck_assert(a->err);
	ck_assert_int_ne(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_uint_eq(grade__nibble(a), 2);
	ck_assert_uint_eq(a->nr_items, 1);
	ck_assert_int_eq(a->items[0].kind, FACTS_EV_CALL_SENTINEL);
	ck_assert(a->items[0].walk == PROPAGATE_ERR);
	a = arg_of("pick", 0);
	ck_assert_uint_eq(grade__nibble(a), 2);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_str_eq(a->items[0].passes, "sentinel");
	ck_assert_uint_eq(write_text__mask(&grades.events[0]), 0x22);
}
END_TEST

START_TEST(body_sentinel_test_is_err)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, body(1, "body-sentinel-test"), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 1);
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
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, flow(0, "lonely", "param", "kernel/a.c", 5), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* A call passing a value nothing is known of keeps the argument from nonnull. */
START_TEST(unknown_site_blocks_nonnull)
{
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	      evidence(0, "call-unknown", "b", NULL, "kernel/a.c", 4), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/*
 * A dereference after the trace call on every path counts as a site known
 * not NULL, whatever the callers pass (a flow's "nonnull" value is no path).
 */
START_TEST(deref_after_is_nonnull)
{
	const struct grade_arg *a;
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK,
	      evidence(0, "call-deref-after", "put", NULL, "kernel/a.c", 12),
	      flow(0, "put", "nonnull", "kernel/a.c", 11),
	      evidence(0, "call-nonnull", "get", NULL, "kernel/a.c", 20), NULL);
	facts(d, "kernel/b.c", call("drop", "put", "null", "kernel/b.c", 4), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
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
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK,
	      evidence(1, "call-tested-after", "free", NULL, "kernel/a.c", 13),
	      flow(1, "free", "param", "kernel/a.c", 12), NULL);
	facts(d, "kernel/b.c", call("x", "free", "nonnull", "kernel/b.c", 1), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_GUARDED);
	ck_assert_uint_eq(grade__nibble(a), 1);
	ck_assert_ptr_null(a->null_path);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* Two shards, one from an out-of-tree build: the same files, merged once. */
START_TEST(several_directories)
{
	int d1 = new_dir(), d2 = new_dir();

	facts(d1, "kernel/a.c", DEFINE_PICK, evidence(0, "call-nonnull", "a", NULL, "kernel/a.c", 3),
	      NULL);
	facts(d2, "/build/src/linux/kernel/a.c", DEFINE_PICK,
	      evidence(0, "call-nonnull", "a", NULL, "/build/src/linux/kernel/a.c", 3), NULL);
	facts(d2, "../linux/kernel/b.c",
	      evidence(1, "call-null", "b", NULL, "../linux/kernel/b.c", 6), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 0)->nonnull_sites, 1);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_NONNULL);
	ck_assert_str_eq(arg_of("pick", 1)->null_path->file, "kernel/b.c");
	ck_assert_uint_eq(model.nr_files, 3);
	ck_assert_uint_eq(model.source_list.nr, 2);
}
END_TEST

/* lookup() (another file) returns find()'s result, and find() returns NULL. */
START_TEST(call_result_across_files)
{
	const struct grade_arg *a;
	const struct fn *chain[4];
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK,
	      evidence(0, "call-result", "trace_it", "lookup", "kernel/a.c", 3), NULL);
	facts(d, "kernel/b.c", ret("lookup", false, false, "[\"find\"]", "kernel/b.c", 10), NULL);
	facts(d, "kernel/c.c", ret("find", true, false, "[]", "kernel/c.c", 20), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->null_path->kind, FACTS_EV_CALL_RETURNS_NULL);
	ck_assert_int_eq(propagate__return_chain(a->null_path->result_of, false, chain, 4), 2);
	ck_assert_str_eq(chain[0]->name, "find");
	ck_assert_str_eq(chain[1]->name, "lookup");
}
END_TEST

START_TEST(call_result_not_null)
{
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK,
	      evidence(0, "call-result", "trace_it", "lookup", "kernel/a.c", 3), NULL);
	facts(d, "kernel/b.c", ret("lookup", false, false, "[]", "kernel/b.c", 10), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/*
 * A NULL-returning function's result passed to a forwarding function: the
 * facts do not say whether the caller tested it first, so it proves nothing
 * either way.
 */
START_TEST(call_result_passed_on_is_unknown)
{
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	facts(d, "kernel/b.c", call_result("adjust", "setprio", "top_waiter", "kernel/b.c", 7),
	      call("other", "setprio", "nonnull", "kernel/b.c", 9), NULL);
	facts(d, "kernel/c.c", ret("top_waiter", true, false, "[]", "kernel/c.c", 2), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_UNKNOWN);
}
END_TEST

/* A parameter declared __nullable reaches the event, and the function's entry says so. */
START_TEST(declared_parameter)
{
	const struct grade_entry *fn;
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, function("setprio", true, "kernel/a.c", 3),
	      flow(1, "setprio", "param", "kernel/a.c", 5), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert_int_eq(arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(arg_of("pick", 1)->null_path->kind, FACTS_EV_DECLARED);
	fn = function_entry("setprio");
	ck_assert_ptr_nonnull(fn);
	ck_assert_int_eq(fn->args[0].verdict, NULL_VERDICT_NULLABLE);
}
END_TEST

/* TP_fast_assign dereferences what a caller passes as NULL: a kernel bug. */
START_TEST(deref_of_null_is_a_bug)
{
	int d = new_dir();

	facts(d, "fs/netfs/a.c", DEFINE_PICK, body(0, "body-deref"),
	      evidence(0, "call-null", "read", NULL, "fs/netfs/a.c", 40),
	      evidence(1, "call-nonnull", "read", NULL, "fs/netfs/a.c", 40), body(1, "body-deref"),
	      NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert(arg_of("pick", 0)->bug);
	ck_assert(!arg_of("pick", 1)->bug);
	ck_assert_int_eq(grades.nr_bugs, 1);
}
END_TEST

/*
 * A dereferenced argument passed the result of a NULL-returning function:
 * a bug when the trace call's file shows the NULL return (napi_frags_skb()
 * in gro.c), a suspect when only another file does (intel_crtc_for_pipe()).
 */
START_TEST(deref_of_null_result_is_a_bug_in_the_same_file_only)
{
	int d = new_dir();

	facts(d, "net/core/gro.c", DEFINE_PICK, body(0, "body-deref"), body(1, "body-deref"),
	      evidence(0, "call-returns-null", "frags", "frags_skb", "net/core/gro.c", 40),
	      ret("frags_skb", true, false, "[]", "net/core/gro.c", 20),
	      evidence(1, "call-result", "frags", "for_pipe", "net/core/gro.c", 40), NULL);
	facts(d, "drivers/crtc.c", ret("for_pipe", true, false, "[]", "drivers/crtc.c", 51), NULL);
	ck_assert_int_eq(run(), 0);
	ck_assert(arg_of("pick", 0)->bug);
	ck_assert_int_eq(arg_of("pick", 0)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert(!arg_of("pick", 1)->bug);
	ck_assert(arg_of("pick", 1)->suspect);
	ck_assert_int_ne(arg_of("pick", 1)->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(grades.nr_bugs, 1);
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
	int d = new_dir();

	facts(d, "fs/ext4/a.c", DEFINE_PICK, body(0, "body-deref"),
	      flow(0, "track", "param", "fs/ext4/a.c", 40),
	      flow(1, "track", "param", "fs/ext4/a.c", 40), NULL);
	facts(d, "fs/ext4/b.c", call("map", "track", "null", "fs/ext4/b.c", 7), NULL);
	ck_assert_int_eq(run(), 0);
	a = arg_of("pick", 0);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_UNKNOWN);
	ck_assert(!a->bug);
	ck_assert(a->suspect);
	ck_assert_ptr_nonnull(a->null_path);
	ck_assert_str_eq(a->null_path->function, "track");
	ck_assert_int_eq(grades.nr_bugs, 0);
	ck_assert_int_eq(grades.nr_suspects, 1);
	a = arg_of("pick", 1);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert(!a->suspect);
}
END_TEST

/* A bad file is left out whole; the load says how many. */
START_TEST(bad_file_left_out)
{
	struct load_options options = { .keep_going = true };
	char *argv[1];
	int d = new_dir();

	facts(d, "kernel/a.c", DEFINE_PICK, evidence(0, "call-null", "a", NULL, "kernel/a.c", 3),
	      "{\"record\":\"evidence\"", NULL);
	facts(d, "kernel/b.c", evidence(1, "call-null", "b", NULL, "kernel/b.c", 3), NULL);
	argv[0] = dirs[d];
	model__init(&model);
	ck_assert_int_eq(load__dirs(&model, argv, 1, &options), 1);
	ck_assert_uint_eq(model.nr_files, 1);
	ck_assert_uint_eq(model.evidence_list.nr, 1);
	model__free(&model);
}
END_TEST

/* --- combined tables ------------------------------------------------- */

static struct combine_config *configs;
static size_t nr_configs;
static struct grades merged;

/* Grade each "NAME:DIR" of @operands (NULL-ended) on its own, then combine them. */
static void run_configs(const char *first, ...)
{
	struct load_options options = { .keep_going = false };
	char *operands[8], err[256];
	const char *op;
	va_list ap;
	int nr = 0;
	size_t i;

	va_start(ap, first);
	for (op = first; op; op = va_arg(ap, const char *))
		operands[nr++] = (char *)op;
	va_end(ap);
	ck_assert_int_eq(combine__parse(operands, nr, &configs, &nr_configs, err, sizeof(err)), 0);
	for (i = 0; i < nr_configs; i++) {
		ck_assert_int_eq(load__dirs(&configs[i].model, configs[i].dirs, configs[i].nr_dirs,
					    &options), 0);
		model__link(&configs[i].model);
		propagate__run(&configs[i].model);
		grade__run(&configs[i].model, &configs[i].grades);
	}
	combine__run(configs, nr_configs, &merged);
}

static const struct grade_arg *merged_arg(const struct grade_entry *entries, size_t nr,
					  const char *name, int index)
{
	size_t i, k;

	for (i = 0; i < nr; i++) {
		for (k = 0; !strcmp(entries[i].name, name) && k < entries[i].nr_args; k++) {
			if (entries[i].args[k].index == index)
				return &entries[i].args[k];
		}
	}
	return NULL;
}

static void combine_teardown(void)
{
	if (configs) {
		grade__free(&merged);
		combine__free(configs, nr_configs);
	}
	configs = NULL;
	teardown();
}

/*
 * Operands: sorted by name, a name given again adds a directory; a bad
 * operand or too many configurations is refused, naming it.
 */
START_TEST(configs_parsed)
{
	char *good[] = { "x86_64:/b", "arm64:/a", "x86_64:/c:d" }, *bad[3], err[256];
	char names[COMBINE_MAX_CONFIGS + 1][16], *many[COMBINE_MAX_CONFIGS + 1];
	int i;

	ck_assert_int_eq(combine__parse(good, 3, &configs, &nr_configs, err, sizeof(err)), 0);
	ck_assert_uint_eq(nr_configs, 2);
	ck_assert_str_eq(configs[0].name, "arm64");
	ck_assert_str_eq(configs[1].name, "x86_64");
	ck_assert_int_eq(configs[1].nr_dirs, 2);
	ck_assert_str_eq(configs[1].dirs[1], "/c:d");
	combine__free(configs, nr_configs);
	configs = NULL;
	bad[0] = "x86_64";
	bad[1] = ":dir";
	bad[2] = "x86 64:dir";
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(combine__parse(&bad[i], 1, &configs, &nr_configs, err,
						sizeof(err)), -EINVAL);
		ck_assert_ptr_nonnull(strstr(err, bad[i]));
	}
	for (i = 0; i <= COMBINE_MAX_CONFIGS; i++) {
		snprintf(names[i], sizeof(names[i]), "c%d:/d", i);
		many[i] = names[i];
	}
	ck_assert_int_eq(combine__parse(many, COMBINE_MAX_CONFIGS + 1, &configs, &nr_configs,
					err, sizeof(err)), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "at most 64 configurations"));
	ck_assert_ptr_null(configs);
}
END_TEST

/*
 * A kernel bug in one configuration stays one, its NULL path that
 * configuration's; err is OR-ed; evidence items name their configuration
 * and the counts are the combined table's.
 */
START_TEST(bug_and_err_of_one_configuration)
{
	const struct grade_arg *a;
	char a_op[80], b_op[80];
	int da = new_dir(), db = new_dir();

	facts(da, "fs/a.c", DEFINE_PICK, body(0, "body-deref"),
	      evidence(0, "call-null", "read", NULL, "fs/a.c", 40),
	      evidence(1, "call-nonnull", "read", NULL, "fs/a.c", 40), NULL);
	facts(db, "fs/a.c", DEFINE_PICK, body(0, "body-deref"),
	      evidence(0, "call-nonnull", "read", NULL, "fs/a.c", 42),
	      evidence(1, "call-err", "read", NULL, "fs/a.c", 42), NULL);
	snprintf(a_op, sizeof(a_op), "a:%s", dirs[da]);
	snprintf(b_op, sizeof(b_op), "b:%s", dirs[db]);
	run_configs(b_op, a_op, NULL);
	a = merged_arg(merged.events, merged.nr_events, "pick", 0);
	ck_assert_ptr_nonnull(a);
	ck_assert(a->bug);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_str_eq(a->null_path->config, "a");
	ck_assert_int_eq(a->null_path->line, 40);
	ck_assert_int_eq(a->config_verdicts[0], NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->config_verdicts[1], NULL_VERDICT_NONNULL);
	a = merged_arg(merged.events, merged.nr_events, "pick", 1);
	ck_assert(a->err);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_int_eq(a->nonnull_sites, 2);
	ck_assert_str_eq(a->items[0].config, "a");
	ck_assert_str_eq(a->items[a->nr_items - 1].config, "b");
	ck_assert_int_eq(merged.nr_bugs, 1);
	ck_assert_int_eq(merged.nr_err, 1);
	ck_assert_int_eq(merged.verdicts[NULL_VERDICT_NULLABLE], 1);
	ck_assert_int_eq(merged.verdicts[NULL_VERDICT_NONNULL], 1);
	ck_assert_uint_eq(merged.nr_files, 2);
}
END_TEST

/*
 * A function's parameter: nonnull where one configuration proves it and
 * another, defining the function, leaves it out of its table (unknown) is
 * unknown, and left out; a configuration not defining the function does
 * not count.
 */
START_TEST(function_unlisted_where_defined_is_unknown)
{
	const struct grade_entry *e = NULL;
	char a_op[80], b_op[80], c_op[80];
	int da = new_dir(), db = new_dir(), dc = new_dir();
	size_t i;

	facts(da, "kernel/f.c", function("f", false, "kernel/f.c", 3),
	      function("g", false, "kernel/f.c", 9), call("x", "f", "nonnull", "kernel/f.c", 20),
	      call("x", "g", "nonnull", "kernel/f.c", 21), NULL);
	facts(db, "kernel/f.c", function("f", false, "kernel/f.c", 3),
	      call("x", "f", "unknown", "kernel/f.c", 20), NULL);
	facts(dc, "kernel/h.c", call("y", "g", "nonnull", "kernel/h.c", 5), NULL);
	snprintf(a_op, sizeof(a_op), "a:%s", dirs[da]);
	snprintf(b_op, sizeof(b_op), "b:%s", dirs[db]);
	snprintf(c_op, sizeof(c_op), "c:%s", dirs[dc]);
	run_configs(a_op, b_op, c_op, NULL);
	ck_assert_ptr_null(merged_arg(merged.functions, merged.nr_functions, "f", 0));
	for (i = 0; i < merged.nr_functions; i++)
		e = strcmp(merged.functions[i].name, "g") ? e : &merged.functions[i];
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NONNULL);
	ck_assert_uint_eq(e->configs, 1);
}
END_TEST

Suite *table_suite(void)
{
	Suite *s = suite_create("table");
	TCase *tc = tcase_create("merge");

	tcase_add_checked_fixture(tc, setup, teardown);
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
	tc = tcase_create("combine");
	tcase_add_checked_fixture(tc, setup, combine_teardown);
	tcase_add_test(tc, configs_parsed);
	tcase_add_test(tc, bug_and_err_of_one_configuration);
	tcase_add_test(tc, function_unlisted_where_defined_is_unknown);
	suite_add_tcase(s, tc);
	return s;
}
