// SPDX-License-Identifier: MIT
/*
 * Whether the flow checks can warn in a function at all.  A drop-in run
 * writes no facts, so a function the checks cannot warn in needs neither
 * sparse-null's own IR (a second linearization when it has an asm goto)
 * nor the flow analysis.  The checks warn only about values from nullable
 * sources and about NULL reaching a nonnull parameter or the return of a
 * returns_nonnull function; when no __nullable annotation was parsed, the
 * only nullable sources are parameters named name__nullable, and a call
 * to a function with nonnull parameters needs that function's name in the
 * syntax tree (inlined bodies are part of it).
 */
#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "annotations/nullable-attr.h"
#include "ast/ast-walk.h"
#include "nullable-checks/nullable-checks.h"

static bool has_nullable_param(struct symbol *fn, struct symbol *type)
{
	int index, nr = ptr_list_size((struct ptr_list *)type->arguments);

	for (index = 0; index < nr; index++) {
		if (nullable_attr__nullable_param(fn, index))
			return true;
	}
	return false;
}

static void find_nonnull_callee(struct expression **slot, void *data)
{
	struct expression *expr = *slot;

	if (expr->type == EXPR_SYMBOL && expr->symbol &&
	    nullable_attr__has_nonnull_param(expr->symbol))
		*(bool *)data = true;
}

static bool names_nonnull_callee(struct symbol *type)
{
	bool found = false;
	struct ast_visitor find = { .expr = find_nonnull_callee, .data = &found };

	ast_walk__statement(type->stmt, &find);
	return found;
}

bool nullable_checks__may_warn(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return false;
	if (nullable_attr__seen() || has_nullable_param(fn, type))
		return true;
	if (!nullable_attr__seen_nonnull())
		return false;
	return nullable_attr__returns_nonnull(fn) || names_nonnull_callee(type);
}
