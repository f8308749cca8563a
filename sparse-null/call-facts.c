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

#include "call-facts.h"
#include "facts.h"
#include "null-flow.h"
#include "nullable-attr.h"
#include "nullable-locals.h"
#include "tp-calls.h"
#include "value-class.h"

struct fn_returns {
	struct symbol *fn;
	struct position pos;
	bool null, err, pointer;
};

static struct fn_returns *returns;
static int nr_returns, alloc_returns;

void call_facts__begin(void)
{
	free(returns);
	returns = NULL;
	nr_returns = alloc_returns = 0;
}

static bool is_pointer_type(struct symbol *type)
{
	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_PTR;
}

static bool is_marker(struct symbol *fn)
{
	return tp_calls__marker(fn) || nullable_locals__marked(fn) ||
	       nullable_attr__is_force_nonnull(fn);
}

static json_t *arg_json(struct null_flow *nf, pseudo_t arg, int index)
{
	struct value_class value;
	json_t *a = json_object();

	value_class__of(nf, arg, &value);
	json_object_set_new(a, "arg", json_integer(index));
	json_object_set_new(a, "value", json_string(value_class__name(value.kind)));
	if (value.param >= 0)
		json_object_set_new(a, "param", json_integer(value.param));
	if (value.kind == VALUE_CALL)
		json_object_set_new(a, "callee", json_string(show_ident(value.callee->ident)));
	return a;
}

void call_facts__call(struct null_flow *nf, struct instruction *call)
{
	struct symbol *callee = call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
	json_t *args, *record;
	pseudo_t arg;
	int index = 0;

	if (!callee || !callee->ident || is_marker(callee))
		return;
	args = json_array();
	FOR_EACH_PTR(call->arguments, arg) {
		/* fntypes: the function's type, then each argument's. */
		if (is_pointer_type(ptr_list_nth(call->fntypes, index + 1)))
			json_array_append_new(args, arg_json(nf, arg, index));
		index++;
	} END_FOR_EACH_PTR(arg);
	if (!json_array_size(args)) {
		json_decref(args);
		return;
	}
	record = facts__add("call");
	json_object_set_new(record, "caller", json_string(show_ident(null_flow__function(nf)->ident)));
	json_object_set_new(record, "callee", json_string(show_ident(callee->ident)));
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

void call_facts__return(struct null_flow *nf, struct instruction *ret)
{
	struct symbol *fn = null_flow__function(nf);
	struct fn_returns *r;
	struct value_class value;

	struct symbol *type = fn->ctype.base_type;

	if (!ret->src || ret->src == VOID || !type || !is_pointer_type(type->ctype.base_type))
		return;
	r = returns_of(fn);
	r->pointer = true;
	value_class__of(nf, ret->src, &value);
	r->null |= value.kind == VALUE_NULL || value.kind == VALUE_TESTED_NULL ||
		   value.kind == VALUE_NULLABLE;
	r->err |= value.kind == VALUE_ERR;
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

void call_facts__emit(void)
{
	json_t *record;
	int i;

	for (i = 0; i < nr_returns; i++) {
		if (!returns[i].pointer)
			continue;
		record = facts__add("return");
		json_object_set_new(record, "function", json_string(show_ident(returns[i].fn->ident)));
		json_object_set_new(record, "null", json_boolean(returns[i].null));
		json_object_set_new(record, "err", json_boolean(returns[i].err));
		facts__add_position(record, returns[i].pos);
	}
}
