// SPDX-License-Identifier: MIT
/*
 * The summary param-derefs.c keeps of a function just analysed: which of
 * its pointer parameters it dereferences on every path from its entry, as
 * the walk after an instruction (after.c) finds them.  That walk looks up
 * the summaries of the functions analysed before, so this step sits above
 * both.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-flow.h"

void null_param_derefs__summarize(struct null_flow *nf)
{
	struct instruction *entry = nf->ep->entry;
	struct null_after after;
	unsigned long derefs = 0;
	int v, param;

	for (v = 0; v < nf->nr; v++) {
		param = nf->values[v].origin == ORIGIN_PARAM ? null_flow__param(nf, v) : -1;
		if (param < 0 || param >= (int)(8 * sizeof(derefs)))
			continue;
		null_flow__after(nf, entry, v, &after);
		if (after.deref)
			derefs |= 1UL << param;
	}
	if (derefs)
		null_param_derefs__remember(nf->ep->name, derefs);
}
