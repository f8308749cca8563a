// SPDX-License-Identifier: MIT
/*
 * Tracepoint call sites.  sparse inlines trace_<event>(); in sparse-null's
 * own IR the branch behind the wrapper's jump label is live (asm-goto.h),
 * and so is the real call it makes, __traceiter_<event>() or the static
 * call __SCT__tp_func_<event>(), after TRACE_EVENT_CONDITION's test.
 * Before that IR is built, each of the real call's event arguments becomes
 * marker(argument): an opaque call of a marker function made for that
 * (event, argument), positioned at the wrapper's call site, where the flow
 * analysis sees the value with everything known about it on the path.
 *
 * Only done when facts are written, and never in the IR sparse's own
 * checks read (relinearize.h).
 */
#include <stdint.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "parse.h"
#include "symbol.h"

#include "array.h"
#include "ast/ast-walk.h"
#include "ast/called-symbol.h"
#include "ast/ident-name.h"
#include "ast/marker-call.h"
#include "facts/collector.h"
#include "facts/tp-real-call.h"
#include "facts/tracepoints.h"
#include "facts/value-class.h"
#include "flow/null-flow.h"

struct tp_marker {
	struct ident *event;
	struct symbol *wrapper;		/* trace_<event>() */
	int arg;
};

/* Every marker's facts; a marker's aux holds its index + 1. */
static struct tp_marker *markers;
static int nr_markers;
static size_t alloc_markers;

static void *marker_aux(struct ident *event, struct symbol *wrapper, int arg)
{
	if (ARRAY_ENSURE(markers, alloc_markers, nr_markers + 1))
		die("out of memory");
	markers[nr_markers] = (struct tp_marker){ event, wrapper, arg };
	return (void *)(intptr_t)++nr_markers;
}

static bool is_real_call(struct symbol *fn, struct ident *event)
{
	const char *name = tp_real_call__event(fn);

	return name && !strcmp(name, ident__name(event));
}

struct call_site {
	struct statement *wrapper;	/* the inlined trace_<event>() */
	struct ident *event;
	bool found;
};

/*
 * Inside an inlined wrapper: the real call's arguments after its leading
 * __data are the event's, evaluated after TRACE_EVENT_CONDITION's test.
 * Each becomes marker(argument), reported at the wrapper's call site.
 */
static void wrap_real_call(struct expression **slot, void *data)
{
	struct call_site *site = data;
	struct expression *call = *slot, *arg;
	struct position pos = site->wrapper->pos;
	struct symbol *wrapper = site->wrapper->inline_fn;
	int index = 0;

	if (call->type != EXPR_CALL || !is_real_call(expression__called_symbol(call->fn), site->event))
		return;
	FOR_EACH_PTR(call->args, arg) {
		if (index > 0)
			REPLACE_CURRENT_PTR(arg, marker_call__wrap(
				marker_call__function(pos, wrapper->ident, arg->ctype,
						      MARKER_FOLLOW_ARG,
						      marker_aux(site->event, wrapper, index - 1)),
				arg, pos));
		index++;
	} END_FOR_EACH_PTR(arg);
	site->found = true;
}

/* Statements, not expressions: there are fewer, and an inlined body is one. */
static void find_call_sites(struct statement *stmt, void *data)
{
	bool *changed = data;
	struct call_site site = { NULL };
	struct ast_visitor v = { .expr = wrap_real_call, .data = &site };

	if (stmt->type != STMT_COMPOUND || !stmt->inline_fn)
		return;
	site.wrapper = stmt;
	site.event = tracepoints__wrapper_event(stmt->inline_fn);
	if (!site.event)
		return;
	ast_walk__statement(stmt, &v);
	*changed |= site.found;
}

/*
 * Does sparse's IR @ep of a function hold a live inlined trace_<event>()?
 * (sparse never deletes the note of an inlined call from a live block.)
 */
static bool tp_calls__in_ir(struct entrypoint *ep)
{
	struct instruction *const *insns;
	int i, nr;

	insns = null_flow__insns(ep, &nr);
	for (i = 0; i < nr; i++) {
		if (insns[i]->bb && insns[i]->opcode == OP_INLINED_CALL &&
		    tracepoints__wrapper_event(null_flow__callee(insns[i])))
			return true;
	}
	return false;
}

/*
 * Before @fn is linearized for sparse-null's analyses, make each
 * tracepoint call in it visible to the IR: wrap every argument of an
 * inlined trace_<event>() in a call of a marker function.  Returns
 * whether @fn has such a call (and so was changed).
 */
static bool tp_calls__wrap(struct symbol *fn)
{
	bool changed = false;
	struct ast_visitor v = { .stmt = find_call_sites, .data = &changed };

	ast_walk__function(fn, &v);
	return changed;
}

static const enum facts_evidence evidence_of[] = {
	[FACTS_VALUE_UNKNOWN] = FACTS_EV_CALL_UNKNOWN,
	[FACTS_VALUE_NULL] = FACTS_EV_CALL_NULL,
	[FACTS_VALUE_TESTED_NULL] = FACTS_EV_CALL_TESTED_NULL,
	[FACTS_VALUE_NULLABLE] = FACTS_EV_CALL_NULLABLE,
	[FACTS_VALUE_CALL] = FACTS_EV_CALL_RETURNS_NULL,
	[FACTS_VALUE_ERR] = FACTS_EV_CALL_ERR,
	[FACTS_VALUE_NONNULL] = FACTS_EV_CALL_NONNULL,
	[FACTS_VALUE_SENTINEL] = FACTS_EV_CALL_SENTINEL,
	[FACTS_VALUE_FIELD] = FACTS_EV_CALL_FIELD,
	[FACTS_VALUE_COND_NULL] = FACTS_EV_CALL_NULL,
};

/* Flow hook at a call: at a marker, record what the tracepoint argument may be there. */
static void tp_calls__observe(struct null_flow *nf, struct instruction *call, int unused)
{
	struct symbol *callee = null_flow__callee(call);
	struct symbol *fn = null_flow__function(nf);
	enum facts_evidence kind;
	struct position pos = call->pos;
	struct null_after after = { false };
	struct deref_if_search before = { { 0 } };
	struct tp_marker *m;
	struct value_class value;
	pseudo_t arg;
	int v;

	if (!callee || marker_call__role(callee) != MARKER_FOLLOW_ARG)
		return;
	m = &markers[(intptr_t)marker_call__aux(callee) - 1];
	arg = first_pseudo(call->arguments);
	value_class__of(nf, call, arg, &value);
	kind = evidence_of[value.kind];
	v = null_flow__value(nf, arg);
	if (v >= 0 && value_class__unproven(value.kind)) {
		null_flow__after(nf, call, v, &after);
		if (!after.deref)
			deref_if__search(nf, call, v, &before);
	} else if (v >= 0 && value.kind == FACTS_VALUE_NONNULL) {
		/* The flow knows it from such a call: the evidence names the call. */
		deref_if__search(nf, call, v, &before);
		if (!before.proof)
			before.candidates.nr = 0;
	}
	/*
	 * Dereferenced after on every path, or handed before to a function
	 * that dereferences it: not NULL here, whatever the callers pass.
	 */
	if (after.deref || before.proof) {
		value.kind = FACTS_VALUE_NONNULL;
		value.callee = NULL;
		value.field = NULL;
		kind = after.deref ? FACTS_EV_CALL_DEREF_AFTER : FACTS_EV_CALL_DEREF_BEFORE;
		pos = after.deref ? after.deref_pos : before.proof->pos;
		before.candidates.nr = 0;
	}
	/*
	 * Tested after the call too: kept, proof before or not, and the table
	 * grades the argument guarded, the safe side.
	 */
	if (after.tested && !after.deref)
		tracepoints__event_evidence(m->event, m->wrapper, m->arg, FACTS_EV_CALL_TESTED_AFTER,
					    after.test_pos, fn, NULL, NULL);
	/* A parameter's site is a flow record: its callers decide. */
	if (value.kind == FACTS_VALUE_FIELD)
		tracepoints__field_evidence(m->event, m->wrapper, m->arg, pos, fn, value.owner,
					    value.field, &before.candidates);
	else if (value.kind != FACTS_VALUE_PARAM)
		tracepoints__event_evidence(m->event, m->wrapper, m->arg, kind, pos, fn,
					    value.callee, &before.candidates);
	/* What the callers pass matters too, even when this site already tells. */
	if (value.param >= 0)
		tracepoints__flow(m->event, m->wrapper, m->arg, fn, value.param,
				  facts_value__name(value.kind), call->pos, &before.candidates);
}

const struct facts_collector collect_tp_calls = {
	.rewrite_wanted = tp_calls__in_ir,
	.rewrite = tp_calls__wrap,
	.hooks = { [NULL_FLOW_CALL] = tp_calls__observe },
};
