/* SPDX-License-Identifier: MIT */
/*
 * The fixture of the merge's unit tests (merge-fixture.c): facts files
 * written into temporary directories, then sparse-null-table's load,
 * propagation and grading over them.  Each record helper formats one
 * facts line into a ring of buffers, valid for the next 64 calls.
 */
#ifndef TABLE_UNIT_MERGE_FIXTURE_H
#define TABLE_UNIT_MERGE_FIXTURE_H

#include <stdbool.h>

#include "grade.h"
#include "load.h"

/* Two pointer arguments, as most tests' event has. */
#define PROTO	"[[0,\"tsk\",\"struct task *\"],[1,\"other\",\"struct task *\"]]"

/* The event "pick" of class "pick", defined in include/trace/events/pick.h. */
#define DEFINE_PICK \
	"{\"record\":\"class\",\"class\":\"pick\",\"params\":" PROTO \
	",\"file\":\"include/trace/events/pick.h\",\"line\":5}", \
	"{\"record\":\"event\",\"event\":\"pick\",\"class\":\"pick\",\"defined\":true,\"params\":" \
	PROTO ",\"file\":\"include/trace/events/pick.h\",\"line\":5}"
struct merge_fixture {
	char *dirs[4];		/* the test's facts directories, as load__dirs() takes them */
	int nr_dirs;
	struct model model;
	struct grades grades;
	bool graded;		/* fx_run() ran: model and grades to free */
};

extern struct merge_fixture fx;

/* A fresh facts directory in the scratch directory; returns its index. */
int fx_new_dir(void);
/* Write facts file @source in directory @dir: a header, then the lines given, NULL-ended. */
void fx_facts(int dir, const char *source, ...);
/* A call of @callee by @caller passing @value ("param" forwards parameter 0). */
const char *fx_call(const char *caller, const char *callee, const char *value,
		    const char *file, int line);
/* A call of @callee by @caller passing the result of @result_of. */
const char *fx_call_result(const char *caller, const char *callee, const char *result_of,
			   const char *file, int line);
/* A return record of @fn: whether it may return NULL, an ERR_PTR, the results it returns. */
const char *fx_ret(const char *fn, bool null, bool err, const char *calls,
		   const char *file, int line);
/* A function record of @fn with one pointer parameter, declared __nullable or not. */
const char *fx_function(const char *fn, bool nullable, const char *file, int line);
/* Trace-call evidence: @caller passes argument @arg of pick as @kind. */
const char *fx_evidence(int arg, const char *kind, const char *caller, const char *function,
			const char *file, int line);
/* TP_fast_assign evidence of kind @kind on argument @arg of class pick. */
const char *fx_body(int arg, const char *kind);
/* A trace call in @fn passing its parameter 0, known to be @value there, as argument @arg. */
const char *fx_flow(int arg, const char *fn, const char *value, const char *file, int line);
/* Load, link, propagate and grade the directories; returns the files left out. */
int fx_run(void);
/* Argument @index of event @event in the graded table; aborts the test when absent. */
const struct grade_arg *fx_arg_of(const char *event, int index);
/* Function @name's entry in the graded table, or NULL. */
const struct grade_entry *fx_function_entry(const char *name);
/* Check's checked fixture: a new scratch directory, nothing graded. */
void fx_setup(void);
void fx_teardown(void);

#endif
