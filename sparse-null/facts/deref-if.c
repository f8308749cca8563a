// SPDX-License-Identifier: MIT
/* The calls that may prove a value not NULL at a site (deref-if.h). */
#include "lib.h"
#include "linearize.h"

#include "facts/deref-if.h"
#include "flow/null-flow.h"

static bool see_passed(struct symbol *callee, int index, struct instruction *call, void *data)
{
	struct deref_if_search *found = data;
	struct deref_if *d = &found->candidates;
	int i;

	if (null_flow__param_rules_out_null(callee, index)) {
		found->proof = call;
		return false;
	}
	for (i = 0; i < d->nr; i++) {
		if (d->fn[i] == callee && d->param[i] == index)
			return true;
	}
	if (d->nr < MAX_DEREF_IF) {
		d->fn[d->nr] = callee;
		d->param[d->nr++] = index;
	}
	return true;
}

void deref_if__search(struct null_flow *nf, struct instruction *insn, int value,
		      struct deref_if_search *found)
{
	null_flow__passed_before(nf, insn, value, see_passed, found);
}
