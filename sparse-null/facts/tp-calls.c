// SPDX-License-Identifier: MIT
/*
 * Tracepoint call sites.  sparse inlines trace_<event>(), but its
 * linearizer ignores asm goto labels, so under jump labels the branch that
 * makes the real call is dead code and vanishes from the IR; only an
 * OP_INLINED_CALL note stays, with argument pseudos whose definitions were
 * killed.  The arguments themselves are evaluated in live code, into the
 * inlined copies of the wrapper's parameters, and the syntax tree still
 * holds them: before linearization each one becomes marker(argument), an
 * opaque call of a marker function made for that (event, argument).  The
 * call keeps the value alive at the call site, where the flow analysis
 * sees it with everything known about it on the path.
 *
 * Only done when facts are written; sparse's own diagnostics do not depend
 * on it (scripts/check-kernel compares them with facts on).
 */
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "parse.h"
#include "symbol.h"

#include "ast/ast-walk.h"
#include "ast/marker-call.h"
#include "flow/null-flow.h"
#include "facts/tp-calls.h"
#include "facts/tracepoints.h"
#include "facts/value-class.h"

struct tp_marker {
	struct ident *event;
	struct symbol *wrapper;		/* trace_<event>() */
	int arg;
};

/* Every marker's facts; a marker's aux holds its index + 1. */
static struct tp_marker *markers;
static int nr_markers, alloc_markers;

static void *marker_aux(struct ident *event, struct symbol *wrapper, int arg)
{
	if (nr_markers == alloc_markers) {
		alloc_markers = alloc_markers ? 2 * alloc_markers : 64;
		markers = realloc(markers, alloc_markers * sizeof(*markers));
		if (!markers)
			die("out of memory");
	}
	markers[nr_markers] = (struct tp_marker){ event, wrapper, arg };
	return (void *)(intptr_t)++nr_markers;
}

/* The inlined copies of the wrapper's parameters hold the arguments. */
static void wrap_call_site(struct statement *stmt, struct ident *event)
{
	struct symbol *copy;
	int arg = 0;

	FOR_EACH_PTR(stmt->args->declaration, copy) {
		if (copy->initializer)
			copy->initializer = marker_call__wrap(
				marker_call__function(stmt->pos, stmt->inline_fn->ident,
						      copy->initializer->ctype, MARKER_FOLLOW_ARG,
						      marker_aux(event, stmt->inline_fn, arg)),
				copy->initializer, stmt->pos);
		arg++;
	} END_FOR_EACH_PTR(copy);
}

static void find_call_sites(struct expression **slot, void *data)
{
	bool *changed = data;
	struct expression *expr = *slot;
	struct statement *stmt;
	struct ident *event;

	if (expr->type != EXPR_STATEMENT || !(stmt = expr->statement))
		return;
	if (stmt->type != STMT_COMPOUND || !stmt->inline_fn || !stmt->args)
		return;
	event = tracepoints__wrapper_event(stmt->inline_fn);
	if (event) {
		wrap_call_site(stmt, event);
		*changed = true;
	}
}

bool tp_calls__wrap(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;
	bool changed = false;
	struct ast_visitor v = { .expr = find_call_sites, .data = &changed };

	if (type && type->type == SYM_FN && type->stmt)
		ast_walk__statement(type->stmt, &v);
	return changed;
}

static const enum tp_evidence evidence_of[] = {
	[VALUE_UNKNOWN] = EV_CALL_UNKNOWN,
	[VALUE_NULL] = EV_CALL_NULL,
	[VALUE_TESTED_NULL] = EV_CALL_TESTED,
	[VALUE_NULLABLE] = EV_CALL_NULLABLE,
	[VALUE_CALL] = EV_CALL_RETURNS_NULL,
	[VALUE_ERR] = EV_CALL_ERR,
	[VALUE_NONNULL] = EV_CALL_NONNULL,
};

void tp_calls__observe(struct null_flow *nf, struct instruction *call, int unused)
{
	struct symbol *callee = call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	struct tp_marker *m;
	struct value_class value;

	if (!callee || marker_call__role(callee) != MARKER_FOLLOW_ARG)
		return;
	m = &markers[(intptr_t)marker_call__aux(callee) - 1];
	value_class__of(nf, first_pseudo(call->arguments), &value);
	/* A parameter's site is a flow record: its callers decide. */
	if (value.kind != VALUE_PARAM)
		tracepoints__event_evidence(m->event, m->wrapper, m->arg,
					    evidence_of[value.kind], call->pos,
					    null_flow__function(nf), value.callee);
	/* What the callers pass matters too, even when this site already tells. */
	if (value.param >= 0)
		tracepoints__flow(m->event, m->wrapper, m->arg, null_flow__function(nf),
				  value.param, value_class__name(value.kind), call->pos);
}
