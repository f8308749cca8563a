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

#include "ast/ast-walk.h"
#include "ast/marker-call.h"
#include "annotations/nullable-attr.h"
#include "annotations/nullable-locals.h"

/* A modifier bit sparse 0.6.4 leaves unused: "this is a marker function". */

static bool is_nullable_local(struct symbol *sym)
{
	return sym && sym->type == SYM_NODE &&
	       !(sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC)) &&
	       nullable_attr__object(sym);
}

static struct expression *wrap(struct symbol *local, struct expression *value)
{
	if (!local->aux)
		local->aux = marker_call__function(local->pos, local->ident,
						   local->ctype.base_type,
						   MARKER_NULLABLE_RESULT, local);
	return marker_call__wrap(local->aux, value, value->pos);
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

bool nullable_locals__wrap(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;
	struct ast_visitor find = { .decl = find_nullable_local };
	struct ast_visitor rewrite = { .expr = wrap_assignment,
				       .decl = wrap_initializer };
	bool found = false;

	if (!type || type->type != SYM_FN || !type->stmt || !nullable_attr__seen())
		return false;
	find.data = &found;
	ast_walk__statement(type->stmt, &find);
	if (found)
		ast_walk__statement(type->stmt, &rewrite);
	return found;
}
