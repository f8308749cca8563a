// SPDX-License-Identifier: MIT
/*
 * The function an expression names (called-symbol.h): what a call calls
 * (tracepoint call sites), what an initializer stores (member-calls.c).
 */
#include "lib.h"
#include "expression.h"
#include "parse.h"
#include "symbol.h"

#include "ast/called-symbol.h"

/* The value of a statement expression: its last statement's. */
static struct expression *statement_value(struct statement *stmt)
{
	struct statement *last;

	if (!stmt || stmt->type != STMT_COMPOUND)
		return NULL;
	last = last_ptr_list((struct ptr_list *)stmt->stmts);
	return last && last->type == STMT_EXPRESSION ? last->expression : NULL;
}

struct symbol *expression__called_symbol(struct expression *expr)
{
	while (expr) {
		switch (expr->type) {
		case EXPR_SYMBOL:
			return expr->symbol;
		case EXPR_CAST:
		case EXPR_FORCE_CAST:
		case EXPR_IMPLIED_CAST:
			expr = expr->cast_expression;
			break;
		case EXPR_PREOP:
			if (expr->op != '*' && expr->op != '&')
				return NULL;
			expr = expr->unop;
			break;
		case EXPR_STATEMENT:
			expr = statement_value(expr->statement);
			break;
		default:
			return NULL;
		}
	}
	return NULL;
}

struct expression *expression__strip_casts(struct expression *expr)
{
	while (expr && (expr->type == EXPR_CAST || expr->type == EXPR_IMPLIED_CAST ||
			expr->type == EXPR_FORCE_CAST))
		expr = expr->cast_expression;
	return expr;
}
