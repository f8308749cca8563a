// SPDX-License-Identifier: MIT
/* __builtin_expect() as costly as what it tests: see builtin-expect.h. */
#include "lib.h"
#include "expression.h"
#include "symbol.h"
#include "token.h"

#include "ast/builtin-expect.h"

/* @cost is what sparse found its arguments cost, the tested one's included. */
static int expand_expect_keeping_cost(struct expression *expr, int cost)
{
	struct expression *tested = first_expression(expr->args);

	if (tested)
		*expr = *tested;
	return cost;
}

static struct symbol_op expect_keeping_cost = {
	.expand = expand_expect_keeping_cost,
};

void builtin_expect__keep_cost(void)
{
	struct symbol *sym = lookup_symbol(built_in_ident("__builtin_expect"), NS_SYMBOL);

	if (sym && sym->op && sym->op->expand)
		sym->op = &expect_keeping_cost;
}
