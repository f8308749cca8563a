// SPDX-License-Identifier: MIT
/*
 * -Wnullable-deref: a load or store through a pointer that may be NULL on
 * some path reaching it: no NULL test was passed and no earlier
 * dereference proved it.
 */
#include "lib.h"
#include "linearize.h"

#include "annotations/diag.h"
#include "flow/null-flow.h"
#include "nullable-checks/nullable-checks.h"

static int enabled = 1;

static void check_deref(struct null_flow *nf, struct instruction *insn, int value)
{
	if (!enabled || !null_flow__may_be_null(nf, value))
		return;
	diag__warning(insn->pos, "dereference of nullable expression '%s'",
		null_flow__name(nf, value));
	nullable_checks__explain(nf, value, insn->pos);
}

const struct nullable_check check_nullable_deref = {
	.name = "nullable-deref",
	.help = "dereference of a value that may be NULL",
	.enabled = &enabled,
	.hooks = { [NULL_FLOW_DEREF] = check_deref },
};
