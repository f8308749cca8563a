// SPDX-License-Identifier: MIT
/*
 * -Wnullable-return: NULL, or a value that may be NULL, returned from a
 * function declared returns_nonnull.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations/diag.h"
#include "flow/null-flow.h"
#include "annotations/nullable-attr.h"
#include "nullable-checks/nullable-checks.h"

static int enabled = 1;

static void check_return(struct null_flow *nf, struct instruction *ret, int unused)
{
	struct symbol *fn = null_flow__function(nf);
	pseudo_t value = ret->src;
	int v;

	if (!enabled || !value || value == VOID || !nullable_attr__returns_nonnull(fn))
		return;
	if (is_zero(value)) {
		diag__warning(ret->pos, "NULL returned from returns_nonnull function '%s'",
			show_ident(fn->ident));
		return;
	}
	v = null_flow__value(nf, value);
	if (v < 0 || !null_flow__may_be_null(nf, v))
		return;
	diag__warning(ret->pos, "nullable expression '%s' returned from returns_nonnull function '%s'",
		null_flow__name(nf, v), show_ident(fn->ident));
	nullable_checks__explain(nf, v, ret->pos);
}

const struct nullable_check check_nullable_return = {
	.name = "nullable-return",
	.help = "NULL or a nullable value returned from a returns_nonnull function",
	.enabled = &enabled,
	.hooks = { [NULL_FLOW_RETURN] = check_return },
};
