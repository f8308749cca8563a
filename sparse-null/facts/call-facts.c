// SPDX-License-Identifier: MIT
/*
 * The facts the whole-tree propagation needs about every function:
 * at each direct call, what each pointer argument may be (null, err,
 * nonnull, unknown, or "parameter k of the caller", which is how
 * parameters are forwarded to callees), and whether a function can return
 * NULL or an ERR_PTR.  Call records are written as calls are met; return
 * records when the file is done.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "facts/call-facts.h"
#include "facts/facts.h"
#include "facts/tp-real-call.h"
#include "flow/null-flow.h"
#include "annotations/nullable-attr.h"
#include "ast/marker-call.h"
#include "ast/ptr-list.h"
#include "facts/value-class.h"

struct fn_returns {
	struct symbol *fn;
	struct position pos;
	bool null, err, pointer;
	struct symbol_list *calls;	/* functions whose result it returns */
};

static struct fn_returns *returns;
static int nr_returns, alloc_returns;

/* Functions defined here with pointer parameters, for "function" records. */
static struct symbol_list *defined;

void call_facts__begin(void)
{
	int i;

	for (i = 0; i < nr_returns; i++)
		free_ptr_list(&returns[i].calls);
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

/* [index, value], then the caller's parameter it is, or the function whose result it is. */
static json_t *arg_json(struct null_flow *nf, pseudo_t arg, int index)
{
	struct value_class value;
	json_t *a;

	value_class__of(nf, arg, &value);
	a = json_pack("[is]", index, facts_value__name(value.kind));
	if (value.param >= 0)
		json_array_append_new(a, json_integer(value.param));
	else if (value.kind == FACTS_VALUE_CALL)
		json_array_append_new(a, json_string(show_ident(value.callee->ident)));
	return a;
}

void call_facts__call(struct null_flow *nf, struct instruction *call, int value)
{
	struct symbol *callee = call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	json_t *args, *record;
	pseudo_t arg;
	int index = 0;

	if (!callee || !callee->ident || is_not_a_call(callee))
		return;
	args = json_array();
	FOR_EACH_PTR(call->arguments, arg) {
		/* fntypes: the function's type, then each argument's. */
		if (nullable_attr__is_pointer(ptr_list_nth(call->fntypes, index + 1)))
			json_array_append_new(args, arg_json(nf, arg, index));
		index++;
	} END_FOR_EACH_PTR(arg);
	if (!json_array_size(args)) {
		json_decref(args);
		return;
	}
	record = facts__add(FACTS_CALL);
	json_object_set_new(record, "caller", json_string(show_ident(null_flow__function(nf)->ident)));
	json_object_set_new(record, "callee", json_string(show_ident(callee->ident)));
	facts__add_static(record, callee);
	facts__add_position(record, call->pos);
	json_object_set_new(record, "args", args);
}

static struct fn_returns *returns_of(struct symbol *fn)
{
	int i;

	for (i = nr_returns - 1; i >= 0; i--) {
		if (returns[i].fn == fn)
			return &returns[i];
	}
	if (nr_returns == alloc_returns) {
		alloc_returns = alloc_returns ? 2 * alloc_returns : 16;
		returns = realloc(returns, alloc_returns * sizeof(*returns));
		if (!returns)
			die("out of memory");
	}
	returns[nr_returns] = (struct fn_returns){ .fn = fn, .pos = fn->pos };
	return &returns[nr_returns++];
}

void call_facts__return(struct null_flow *nf, struct instruction *ret, int unused)
{
	struct symbol *fn = null_flow__function(nf);
	struct fn_returns *r;
	struct value_class value;

	struct symbol *type = fn->ctype.base_type;

	if (!ret->src || ret->src == VOID || !type || !nullable_attr__is_pointer(type->ctype.base_type))
		return;
	r = returns_of(fn);
	r->pointer = true;
	value_class__of(nf, ret->src, &value);
	r->null |= value.kind == FACTS_VALUE_NULL || value.kind == FACTS_VALUE_TESTED_NULL ||
		   value.kind == FACTS_VALUE_NULLABLE;
	r->err |= value.kind == FACTS_VALUE_ERR;
	/* Whether that result can be NULL is for the whole-tree step. */
	if (value.kind == FACTS_VALUE_CALL && value.callee->ident &&
	    !lookup_ptr_list_entry((struct ptr_list *)r->calls, value.callee))
		ptr_list__add(&r->calls, value.callee);
}

static json_t *names_json(struct symbol_list *list)
{
	json_t *names = json_array();
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		json_array_append_new(names, json_string(show_ident(sym->ident)));
	} END_FOR_EACH_PTR(sym);
	return names;
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

/* The pointer parameters of @fn, and in @nullable those declared __nullable. */
static json_t *pointer_params(struct symbol *fn, json_t *nullable)
{
	json_t *params = json_array();
	struct symbol *param;
	int index = 0;

	FOR_EACH_PTR(fn->ctype.base_type->arguments, param) {
		if (nullable_attr__is_pointer(param)) {
			json_array_append_new(params, facts__param(index, param));
			if (nullable_attr__nullable_param(fn, index))
				json_array_append_new(nullable, json_integer(index));
		}
		index++;
	} END_FOR_EACH_PTR(param);
	return params;
}

void call_facts__define(struct symbol *fn)
{
	/* Inline functions are not where fentry programs attach. */
	if (fn->ident && !(fn->ctype.modifiers & MOD_INLINE))
		ptr_list__add(&defined, fn);
}

static void emit_functions(void)
{
	struct symbol *fn;
	json_t *record, *params, *nullable;

	FOR_EACH_PTR(defined, fn) {
		nullable = json_array();
		params = pointer_params(fn, nullable);
		if (!json_array_size(params)) {
			json_decref(params);
			json_decref(nullable);
			continue;
		}
		record = facts__add(FACTS_FUNCTION);
		json_object_set_new(record, "function", json_string(show_ident(fn->ident)));
		facts__add_static(record, fn);
		json_object_set_new(record, "params", params);
		if (json_array_size(nullable))
			json_object_set_new(record, "nullable", nullable);
		else
			json_decref(nullable);
		facts__add_position(record, fn->pos);
	} END_FOR_EACH_PTR(fn);
}

void call_facts__emit(void)
{
	json_t *record;
	int i;

	emit_functions();

	for (i = 0; i < nr_returns; i++) {
		if (!returns[i].pointer)
			continue;
		record = facts__add(FACTS_RETURN);
		json_object_set_new(record, "function", json_string(show_ident(returns[i].fn->ident)));
		facts__add_static(record, returns[i].fn);
		facts__add_flag(record, "null", returns[i].null);
		facts__add_flag(record, "err", returns[i].err);
		if (returns[i].calls)
			json_object_set_new(record, "calls", names_json(returns[i].calls));
		facts__add_position(record, returns[i].pos);
	}
}
