// SPDX-License-Identifier: MIT
#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "ast/ast-walk.h"
#include "ast/dropped-assignments.h"

/*
 * A plain assignment whose sides were both evaluated, to an lvalue of
 * pointer type, that got no type of its own: only the type check failed,
 * and the right side is already the cast sparse made of it.
 */
static bool dropped(const struct expression *expr)
{
	const struct expression *left = expr->left;

	return expr->type == EXPR_ASSIGNMENT && expr->op == '=' && !expr->ctype &&
	       left && left->type == EXPR_PREOP && left->op == '*' && left->ctype &&
	       is_ptr_type(left->ctype) && expr->right && expr->right->ctype;
}

static void restore(struct expression **slot, void *data)
{
	struct expression *expr = *slot;

	if (dropped(expr)) {
		expr->ctype = expr->left->ctype;
		*(bool *)data = true;
	}
}

bool dropped_assignments__restore(struct symbol *fn)
{
	bool changed = false;
	struct ast_visitor v = { .expr = restore, .data = &changed };

	ast_walk__function(fn, &v);
	return changed;
}
