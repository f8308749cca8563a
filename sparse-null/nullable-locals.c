// SPDX-License-Identifier: MIT
/*
 * __nullable locals.  SSA conversion turns a local into the values stored
 * in it and forgets the local, and with it the annotation.  So, before
 * linearization, each value stored into an annotated local, by initializer
 * or by plain assignment, is wrapped in a call of a marker function made
 * for that local: `p = e` becomes `p = marker_p(e)`.  The call is opaque
 * to sparse's optimizer, so its result is the local's new value in the IR,
 * and null-flow follows it as a nullable source named after the local.
 *
 * Only functions that annotate a local are rewritten, so code without
 * annotations linearizes exactly as under sparse.
 */
#include "lib.h"
#include "expression.h"
#include "parse.h"
#include "symbol.h"

#include "ast-walk.h"
#include "nullable-attr.h"
#include "nullable-locals.h"

/* A modifier bit sparse 0.6.4 leaves unused: "this is a marker function". */
#define MOD_LOCAL_MARKER	0x00100000

static bool is_nullable_local(struct symbol *sym)
{
	return sym && sym->type == SYM_NODE &&
	       !(sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC)) &&
	       nullable_attr__object(sym);
}

static struct symbol *make_marker(struct symbol *local)
{
	struct symbol *fn_type = alloc_symbol(local->pos, SYM_FN);
	struct symbol *marker = alloc_symbol(local->pos, SYM_NODE);

	fn_type->ctype.base_type = local->ctype.base_type;
	marker->ctype.base_type = fn_type;
	marker->ctype.modifiers = MOD_LOCAL_MARKER | MOD_EXTERN;
	marker->ident = local->ident;
	marker->aux = local;
	return marker;
}

static struct symbol *marker_of(struct symbol *local)
{
	if (!local->aux)
		local->aux = make_marker(local);
	return local->aux;
}

static struct expression *wrap(struct symbol *local, struct expression *value)
{
	struct expression *fn = alloc_expression(value->pos, EXPR_SYMBOL);
	struct expression *call = alloc_expression(value->pos, EXPR_CALL);
	struct symbol *marker = marker_of(local);

	fn->symbol = marker;
	fn->symbol_name = marker->ident;
	fn->ctype = marker;
	call->fn = fn;
	call->ctype = value->ctype;
	/* add_expression()'s type check trips UBSan on an empty list. */
	__add_ptr_list((struct ptr_list **)&call->args, value);
	return call;
}

/* The local written by an assignment's left side: `p` evaluates to *&p. */
static struct symbol *assigned_local(struct expression *left)
{
	if (left->type == EXPR_PREOP && left->op == '*')
		left = left->unop;
	if (left->type != EXPR_SYMBOL)
		return NULL;
	return is_nullable_local(left->symbol) ? left->symbol : NULL;
}

static void wrap_assignment(struct expression **slot, void *data)
{
	struct expression *expr = *slot;
	struct symbol *local;

	if (expr->type != EXPR_ASSIGNMENT || expr->op != '=' || !expr->right)
		return;
	local = assigned_local(expr->left);
	if (local)
		expr->right = wrap(local, expr->right);
}

static void wrap_initializer(struct symbol *sym, void *data)
{
	if (sym->initializer && is_nullable_local(sym) &&
	    sym->initializer->type != EXPR_INITIALIZER)
		sym->initializer = wrap(sym, sym->initializer);
}

static void find_nullable_local(struct symbol *sym, void *data)
{
	if (is_nullable_local(sym))
		*(bool *)data = true;
}

void nullable_locals__wrap(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;
	struct ast_visitor find = { .decl = find_nullable_local };
	struct ast_visitor rewrite = { .expr = wrap_assignment,
				       .decl = wrap_initializer };
	bool found = false;

	if (!type || type->type != SYM_FN || !type->stmt || !nullable_attr__seen())
		return;
	find.data = &found;
	ast_walk__statement(type->stmt, &find);
	if (found)
		ast_walk__statement(type->stmt, &rewrite);
}

struct symbol *nullable_locals__marked(struct symbol *fn)
{
	return fn->ctype.modifiers & MOD_LOCAL_MARKER ? fn->aux : NULL;
}
