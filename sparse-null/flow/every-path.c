// SPDX-License-Identifier: MIT
/*
 * Is a block on every path through its function: from the entry to each
 * return?  A function that forwards its parameter from such a block
 * passes it on whatever else happens, so a caller's NULL reaches the
 * callee along with it.  From a block some paths avoid, it arrives only
 * under conditions the facts do not keep: ext4_init_new_dir()'s handle
 * reaches ext4_orphan_add() eight calls down, past tests that a
 * fast-commit replay's NULL handle never passes.  Paths that never
 * return (BUG(), an endless loop) do not count.
 */
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

#include "flow/flow-priv.h"
#include "flow/null-flow.h"

enum { NOT_ASKED, ON_EVERY_PATH, AVOIDABLE };

static bool returns(struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);

	return last && last->bb && last->opcode == OP_RET;
}

/* Can the entry reach a return without passing through @avoid? */
static bool avoidable(struct null_flow *nf, struct basic_block *avoid)
{
	struct basic_block **stack = malloc(nf->nr_bbs * sizeof(*stack)), *bb, *child;
	bool *seen = calloc(nf->nr_bbs, sizeof(*seen));
	int nr = 0;
	bool found = false;

	if (!seen || !stack)
		abort();
	bb = nf->ep->entry->bb;
	if (bb == avoid) {
		free(seen);
		free(stack);
		return false;
	}
	seen[(intptr_t)bb->priv] = true;
	stack[nr++] = bb;
	while (nr && !found) {
		bb = stack[--nr];
		if (returns(bb)) {
			found = true;
			continue;
		}
		FOR_EACH_PTR(bb->children, child) {
			int b = (intptr_t)child->priv;

			if (child == avoid || seen[b])
				continue;
			seen[b] = true;
			stack[nr++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(seen);
	free(stack);
	return found;
}

bool null_flow__on_every_path(struct null_flow *nf, struct basic_block *bb)
{
	int b = (intptr_t)bb->priv;

	if (!nf->every_path) {
		nf->every_path = calloc(nf->nr_bbs, sizeof(*nf->every_path));
		if (!nf->every_path)
			abort();
	}
	if (nf->every_path[b] == NOT_ASKED)
		nf->every_path[b] = avoidable(nf, bb) ? AVOIDABLE : ON_EVERY_PATH;
	return nf->every_path[b] == ON_EVERY_PATH;
}
