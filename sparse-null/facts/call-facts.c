// SPDX-License-Identifier: MIT
/*
 * The facts the whole-tree propagation needs about every function:
 * at each direct call (and each call through a struct's function-pointer
 * member), what each pointer argument may be (null, err,
 * nonnull, unknown, or "parameter k of the caller", which is how
 * parameters are forwarded to callees), and whether a function can return
 * NULL or an ERR_PTR.  Call records are written as calls are met; return
 * records when the file is done.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "array.h"
#include "annotations/nullable-attr.h"
#include "ast/ident-name.h"
#include "ast/marker-call.h"
#include "ast/ptr-list.h"
#include "facts/call-facts.h"
#include "facts/collector.h"
#include "facts/deref-if.h"
#include "facts/facts.h"
#include "facts/member-calls.h"
#include "facts/members.h"
#include "facts/tp-real-call.h"
#include "facts/value-class.h"
#include "flow/null-flow.h"

struct fn_returns {
	struct symbol *fn;
	struct position pos;
	bool null, err, pointer;
	bool other;			/* some return is neither known not NULL, a call's result
					   nor a member's value */
	struct symbol_list *calls;	/* functions whose result it returns */
	struct symbol_list *fields;	/* members whose value it returns, */
	struct symbol_list *owners;	/* each with its struct */
};

static struct fn_returns *returns;
static int nr_returns;
static size_t alloc_returns;

/* Functions defined here with pointer parameters, for "function" records. */
static struct symbol_list *defined;

/* Forget the previous translation unit's functions. */
static void call_facts__begin(void)
{
	int i;

	for (i = 0; i < nr_returns; i++) {
		free_ptr_list(&returns[i].calls);
		free_ptr_list(&returns[i].fields);
		free_ptr_list(&returns[i].owners);
	}
	free(returns);
	returns = NULL;
	nr_returns = alloc_returns = 0;
	free_ptr_list(&defined);
}

/*
 * Calls that are no function's business: sparse-null's markers, and the
 * tracepoint machinery behind trace_<event>() (its arguments are the
 * event's evidence records), live in sparse-null's IR behind jump labels.
 */
static bool is_not_a_call(struct symbol *fn)
{
	return marker_call__role(fn) != MARKER_NONE || nullable_attr__is_force_nonnull(fn) ||
	       tp_real_call__event(fn);
}

/*
 * The functions of other files (or of this one, defined below) a
 * value that may carry a NULL into the callee was handed to on every
 * path before the call: per argument, for "deref_if" (the table reads
 * their "derefs").
 */
#define MAX_RECORD_DEREF_IF	16
static struct {
	int arg[MAX_RECORD_DEREF_IF], nr;
	struct deref_if handed[MAX_RECORD_DEREF_IF];
} record_deref_if;

/*
 * Handed on every path before @call to a function of the file that
 * dereferences it (flow/before.c), @arg is not NULL at @call: neither a
 * value nothing is known of, nor one merged with NULL or tested NULL
 * before (icl_combo_phys_init() hands dev_priv to a function that
 * dereferences it, then drm_dbg() tests it).  A NULL would have crashed
 * that function first.  Handed only to functions this file does not show
 * dereferencing, a value that may carry a NULL (a parameter forwarded, a
 * NULL) keeps them for the record's "deref_if", argument @index.
 */
static bool dereferenced_before(struct null_flow *nf, struct instruction *call, pseudo_t arg,
				int index, enum facts_value kind)
{
	int v = null_flow__value(nf, arg);
	struct deref_if_search found = { { 0 } };

	if (v < 0 || !(value_class__unproven(kind) || value_class__may_be_null(kind)))
		return false;
	deref_if__search(nf, call, v, &found);
	if (found.proof)
		return true;
	if (found.candidates.nr && record_deref_if.nr < MAX_RECORD_DEREF_IF &&
	    (kind == FACTS_VALUE_PARAM || value_class__may_be_null(kind))) {
		record_deref_if.arg[record_deref_if.nr] = index;
		record_deref_if.handed[record_deref_if.nr++] = found.candidates;
	}
	return false;
}

/* "deref_if": [argument, function, parameter], with "static" for a function static here. */
static void write_record_deref_if(void)
{
	int i;

	if (!record_deref_if.nr)
		return;
	facts__open_array("deref_if");
	for (i = 0; i < record_deref_if.nr; i++)
		deref_if__write(&record_deref_if.handed[i], record_deref_if.arg[i]);
	facts__close_array();
}

/*
 * What @arg is at @call, for the callee's parameter: as value_class__of()
 * says, but a NULL that exists only under a condition the facts do not
 * keep is told apart (flow/conditional-nulls.c).  A NULL given only where
 * a test finds x NULL (x ? y : NULL) passes x's parameter when x is one
 * (its callers decide), and y when x is known not NULL (x itself when y
 * is x or &x->m); of any other x (a member, a call's result:
 * drv_set_key()'s `sta ? &sta->sta : NULL` of key->sta, NULL for a group
 * key) it is "cond-null", as is a NULL only an inlined helper returns
 * under its own test.
 */
static void classify_arg(struct null_flow *nf, struct instruction *call, pseudo_t arg,
			 struct value_class *value)
{
	struct value_class origin;
	struct null_guard guard;

	value_class__of(nf, call, arg, value);
	if (value->kind != FACTS_VALUE_NULL && value->kind != FACTS_VALUE_TESTED_NULL)
		return;
	if (null_flow__null_guard(nf, arg, &guard)) {
		value_class__origin(nf, call, guard.tested, &origin);
		if (origin.kind == FACTS_VALUE_NONNULL && !guard.exact)
			value_class__of(nf, call, guard.otherwise, value);
		else if (origin.kind == FACTS_VALUE_PARAM || !value_class__unproven(origin.kind))
			*value = origin;
		else
			value->kind = FACTS_VALUE_COND_NULL;
	} else if (value->kind == FACTS_VALUE_NULL && null_flow__only_helper_nulls(nf, arg, call)) {
		value->kind = FACTS_VALUE_COND_NULL;
	}
}

/*
 * [index, value], then the caller's parameter it is, the function whose
 * result it is, or the member whose value it is and its struct's file.
 * Returns the value.
 */
static enum facts_value write_arg(struct null_flow *nf, struct instruction *call, pseudo_t arg,
				  int index)
{
	struct value_class value;

	classify_arg(nf, call, arg, &value);
	if (dereferenced_before(nf, call, arg, index, value.kind)) {
		value.kind = FACTS_VALUE_NONNULL;
		value.callee = NULL;
		value.field = NULL;
	}
	facts__open_array(NULL);
	facts__write_int(NULL, index);
	facts__write_string(NULL, facts_value__name(value.kind));
	if (value.param >= 0) {
		facts__write_int(NULL, value.param);
	} else if (value.kind == FACTS_VALUE_CALL) {
		facts__write_string(NULL, ident__name(value.callee->ident));
	} else if (value.kind == FACTS_VALUE_FIELD) {
		members__write(NULL, NULL, value.owner, value.field);
	}
	facts__close_array();
	return value.kind;
}

/* Is argument @index of @call a pointer?  fntypes: the function's type, then each argument's. */
static bool pointer_arg(struct instruction *call, int index)
{
	return nullable_attr__is_pointer(ptr_list_nth(call->fntypes, index + 1));
}

static bool has_pointer_arg(struct instruction *call)
{
	int index, nr = ptr_list_size((struct ptr_list *)call->arguments);

	for (index = 0; index < nr; index++) {
		if (pointer_arg(call, index))
			return true;
	}
	return false;
}

/* Flow hook at a direct call: what each pointer argument may be there ("call" record). */
static void call_facts__call(struct null_flow *nf, struct instruction *call, int value)
{
	struct symbol *callee = null_flow__callee(call);
	bool forwards = false;
	pseudo_t arg;
	int index = 0;

	if ((callee && (!callee->ident || is_not_a_call(callee))) || !has_pointer_arg(call))
		return;
	facts__begin_record(FACTS_CALL);
	facts__write_string("caller", ident__name(null_flow__function(nf)->ident));
	if (callee) {
		facts__write_string("callee", ident__name(callee->ident));
		facts__write_static(callee);
	} else if (!member_calls__write_callee(nf, call)) {
		facts__drop_record();
		return;
	}
	facts__write_position(call->pos);
	record_deref_if.nr = 0;
	facts__open_array("args");
	FOR_EACH_PTR(call->arguments, arg) {
		if (pointer_arg(call, index))
			forwards |= write_arg(nf, call, arg, index) == FACTS_VALUE_PARAM;
		index++;
	} END_FOR_EACH_PTR(arg);
	facts__close_array();
	/* A parameter forwarded on every path carries the callers' NULL for sure. */
	if (forwards)
		facts__write_flag("always", null_flow__on_every_path(nf, call->bb));
	write_record_deref_if();
	facts__end_record();
}

static struct fn_returns *returns_of(struct symbol *fn)
{
	int i;

	for (i = nr_returns - 1; i >= 0; i--) {
		if (returns[i].fn == fn)
			return &returns[i];
	}
	if (ARRAY_ENSURE(returns, alloc_returns, nr_returns + 1))
		die("out of memory");
	returns[nr_returns] = (struct fn_returns){ .fn = fn, .pos = fn->pos };
	return &returns[nr_returns++];
}

/* Is @member of struct @owner among the members whose value @r's function returns? */
static bool returns_field(struct fn_returns *r, struct symbol *owner, struct symbol *member)
{
	struct symbol *field, *struct_type;

	PREPARE_PTR_LIST(r->owners, struct_type);
	FOR_EACH_PTR(r->fields, field) {
		if (field == member && struct_type == owner)
			return true;
		NEXT_PTR_LIST(struct_type);
	} END_FOR_EACH_PTR(field);
	FINISH_PTR_LIST(struct_type);
	return false;
}

/* Flow hook at a return: can the function return NULL or an ERR_PTR? */
static void call_facts__return(struct null_flow *nf, struct instruction *ret, int unused)
{
	struct symbol *fn = null_flow__function(nf);
	struct symbol *type = fn->ctype.base_type;
	pseudo_t src = ret->opcode == OP_PHISOURCE ? ret->phi_src : ret->src;
	struct fn_returns *r;
	struct value_class value;
	bool named_call;

	if (!src || src == VOID || !type || !nullable_attr__is_pointer(type->ctype.base_type))
		return;
	r = returns_of(fn);
	r->pointer = true;
	value_class__of(nf, ret, src, &value);
	r->null |= value.kind == FACTS_VALUE_NULL || value.kind == FACTS_VALUE_TESTED_NULL ||
		   value.kind == FACTS_VALUE_NULLABLE;
	r->err |= value.kind == FACTS_VALUE_ERR;
	named_call = value.kind == FACTS_VALUE_CALL && value.callee->ident;
	/* An ERR_PTR is no NULL: "nonnull" says every path returns something else. */
	r->other |= value.kind != FACTS_VALUE_NONNULL && value.kind != FACTS_VALUE_ERR &&
		    value.kind != FACTS_VALUE_FIELD && !named_call;
	/* Whether that result, or that member, can be NULL is for the whole-tree step. */
	if (named_call && !lookup_ptr_list_entry((struct ptr_list *)r->calls, value.callee))
		ptr_list__add(&r->calls, value.callee);
	if (value.kind == FACTS_VALUE_FIELD && !returns_field(r, value.owner, value.field)) {
		ptr_list__add(&r->fields, value.field);
		ptr_list__add(&r->owners, value.owner);
	}
}

bool call_facts__returns_null(struct symbol *fn)
{
	int i;

	for (i = 0; i < nr_returns; i++) {
		if (returns[i].fn == fn || (fn && returns[i].fn->ident == fn->ident &&
					    fn->ident))
			return returns[i].null;
	}
	return false;
}

static bool declared_nullable(struct symbol *fn, int index)
{
	return nullable_attr__nullable_param(fn, index) != NULL;
}

/* Function @ir, not inline, is defined here: a "function" record if it has pointer parameters. */
static void call_facts__define(struct entrypoint *ir)
{
	struct symbol *fn = ir->name;

	/* Inline functions are not where fentry programs attach. */
	if (fn->ident && !(fn->ctype.modifiers & MOD_INLINE))
		ptr_list__add(&defined, fn);
}

static void emit_functions(void)
{
	struct symbol *fn;

	FOR_EACH_PTR(defined, fn) {
		facts__begin_record(FACTS_FUNCTION);
		facts__write_string("function", ident__name(fn->ident));
		facts__write_static(fn);
		if (!facts__write_params(fn)) {
			facts__drop_record();
			continue;
		}
		facts__write_param_indexes(fn, "nullable", declared_nullable);
		facts__write_param_indexes(fn, "derefs", null_flow__param_dereferenced);
		facts__write_position(fn->pos);
		facts__end_record();
	} END_FOR_EACH_PTR(fn);
}

static void write_calls(struct symbol_list *calls)
{
	struct symbol *sym;

	facts__open_array("calls");
	FOR_EACH_PTR(calls, sym) {
		facts__write_string(NULL, ident__name(sym->ident));
	} END_FOR_EACH_PTR(sym);
	facts__close_array();
}

/* "fields": [["struct.member", "file declaring the struct"], ...] */
static void write_fields(struct fn_returns *r)
{
	struct symbol *field, *owner;

	facts__open_array("fields");
	PREPARE_PTR_LIST(r->owners, owner);
	FOR_EACH_PTR(r->fields, field) {
		facts__open_array(NULL);
		members__write(NULL, NULL, owner, field);
		facts__close_array();
		NEXT_PTR_LIST(owner);
	} END_FOR_EACH_PTR(field);
	FINISH_PTR_LIST(owner);
	facts__close_array();
}

/* Append the "function" and "return" records of the functions defined here. */
static void call_facts__emit(void)
{
	int i;

	emit_functions();

	for (i = 0; i < nr_returns; i++) {
		if (!returns[i].pointer)
			continue;
		facts__begin_record(FACTS_RETURN);
		facts__write_string("function", ident__name(returns[i].fn->ident));
		facts__write_static(returns[i].fn);
		facts__write_flag("null", returns[i].null);
		facts__write_flag("err", returns[i].err);
		facts__write_flag("nonnull", !returns[i].other);
		if (returns[i].calls)
			write_calls(returns[i].calls);
		if (returns[i].fields)
			write_fields(&returns[i]);
		facts__write_position(returns[i].pos);
		facts__end_record();
	}
}

const struct facts_collector collect_call_facts = {
	.begin_file = call_facts__begin,
	.function = call_facts__define,
	.hooks = {
		[NULL_FLOW_CALL] = call_facts__call,
		[NULL_FLOW_RETURNED] = call_facts__return,
	},
	.emit = call_facts__emit,
};
