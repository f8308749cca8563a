// SPDX-License-Identifier: MIT
/*
 * -Wnullable-arg: NULL, or a value that may be NULL, passed to a parameter
 * the callee declares nonnull (gcc's nonnull attribute).
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations/diag.h"
#include "flow/null-flow.h"
#include "annotations/nullable-attr.h"
#include "nullable-checks/nullable-checks.h"

static int enabled = 1;

static void check_one_arg(struct null_flow *nf, struct instruction *call,
			  struct symbol *callee, pseudo_t arg, int index)
{
	int value;

	if (!nullable_attr__nonnull_param(callee, index))
		return;
	if (is_zero(arg)) {
		diag__warning(call->pos, "NULL passed to nonnull parameter %d of '%s'",
			index + 1, show_ident(callee->ident));
		return;
	}
	value = null_flow__value(nf, arg);
	if (value < 0 || !null_flow__may_be_null(nf, value))
		return;
	diag__warning(call->pos, "nullable expression '%s' passed to nonnull parameter %d of '%s'",
		null_flow__name(nf, value), index + 1, show_ident(callee->ident));
	nullable_checks__explain(nf, value, call->pos);
}

static void check_call(struct null_flow *nf, struct instruction *call, int unused)
{
	struct symbol *callee = null_flow__callee(call);
	pseudo_t arg;
	int index = 0;

	if (!enabled || !callee)
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		check_one_arg(nf, call, callee, arg, index++);
	} END_FOR_EACH_PTR(arg);
}

const struct nullable_check check_nullable_arg = {
	.name = "nullable-arg",
	.help = "NULL or a nullable value passed to a nonnull parameter",
	.enabled = &enabled,
	.hooks = { [NULL_FLOW_CALL] = check_call },
};
