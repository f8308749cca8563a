// SPDX-License-Identifier: MIT
/*
 * What a function did with a value before one of its instructions (a trace
 * call): the direct calls it handed the value to, or an address computed
 * from it (&p->f, container_of(p)), on every path there.  Those are the
 * calls in the instruction's block before it and in each block dominating
 * that block.  A callee that dereferences that parameter on every path
 * would have crashed on a NULL (xfs_reflink_remap_prep() locks the inode
 * trace_xfs_reflink_remap_blocks() is then given), so the value is not
 * NULL at the instruction; whether the callee does, the callee's own file
 * says (the facts' "derefs"), which the whole-tree step reads.
 */
#include "lib.h"
#include "linearize.h"

#include "ast/marker-call.h"
#include "flow/flow-priv.h"
#include "flow/null-flow.h"

/*
 * The calls in @bb before @stop (NULL: all of them; else a call) handed
 * @value; false when @visit stopped.  The block's calls are listed
 * (null_flow__block_insns()).
 */
static bool scan(struct null_flow *nf, struct basic_block *bb, struct instruction *stop,
		 int value, null_passed_fn *visit, void *data)
{
	struct instruction *const *insns, *insn;
	struct symbol *callee;
	pseudo_t arg;
	int i, n, nr;

	insns = null_flow__block_insns(nf->ep, (intptr_t)bb->priv, &nr);
	for (n = 0; n < nr; n++) {
		insn = insns[n];
		if (insn == stop)
			return true;
		if (!insn->bb || insn->opcode != OP_CALL)
			continue;
		callee = null_flow__callee(insn);
		if (!callee || marker_call__role(callee) != MARKER_NONE)
			continue;
		i = 0;
		FOR_EACH_PTR(insn->arguments, arg) {
			if (null_flow_computed_from(nf, arg, value, 0) &&
			    !visit(callee, i, insn, data))
				return false;
			i++;
		} END_FOR_EACH_PTR(arg);
	}
	return true;
}

void null_flow__passed_before(struct null_flow *nf, struct instruction *insn, int value,
			      null_passed_fn *visit, void *data)
{
	struct basic_block *bb = insn->bb;

	if (!scan(nf, bb, insn, value, visit, data))
		return;
	while ((bb = null_flow_idom(nf, bb))) {
		if (!scan(nf, bb, NULL, value, visit, data))
			return;
	}
}
