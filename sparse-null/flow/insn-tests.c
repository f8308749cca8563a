// SPDX-License-Identifier: MIT
/*
 * Small questions about one instruction (or the address arithmetic
 * behind an operand) that the flow analysis's steps all ask: the solver,
 * the walks after and before an instruction, the assertions.  They look
 * at the IR only, and at which values are followed, never at the states
 * being solved, so they sit below every step and call none of them.
 */
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

struct symbol *null_flow__callee(struct instruction *call)
{
	return call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
}

struct instruction *null_flow__two_way_branch(struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);

	if (!last || !last->bb || last->opcode != OP_CBR || last->bb_true == last->bb_false)
		return NULL;
	return last;
}

bool null_flow_asm_accesses(struct instruction *insn)
{
	return insn->asm_rules && insn->string && *insn->string &&
	       !strstr(insn->string, "prefetch") && !strstr(insn->string, "%gs:") &&
	       !strstr(insn->string, "__ex_table");
}

bool null_flow_computed_from(struct null_flow *nf, pseudo_t addr, int value, int depth)
{
	struct instruction *def;

	addr = null_cond__root(addr);
	if (null_flow_index(nf, addr) == value)
		return true;
	if (depth >= ADDRESS_DEPTH || addr->type != PSEUDO_REG || !(def = addr->def))
		return false;
	if (def->opcode != OP_ADD && def->opcode != OP_SUB)
		return false;
	return null_flow_computed_from(nf, def->src1, value, depth + 1) ||
	       (def->opcode == OP_ADD && null_flow_computed_from(nf, def->src2, value, depth + 1));
}

/* sparse names the phi sources of every return merge, inlined ones' too. */
static bool return_merge(struct instruction *phi)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src != VOID && src->ident == &return_ident)
			return true;
	} END_FOR_EACH_PTR(src);
	return false;
}

bool null_flow_merged_return(struct instruction *ret)
{
	pseudo_t src = ret->src;

	return src && src->type == PSEUDO_REG && src->def && src->def->opcode == OP_PHI &&
	       return_merge(src->def);
}

bool null_flow_returned_source(struct instruction *phisrc)
{
	struct pseudo_user *pu, *ru;

	if (phisrc->target->ident != &return_ident)
		return false;
	FOR_EACH_PTR(phisrc->target->users, pu) {
		if (!pu->insn->bb || pu->insn->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(pu->insn->target->users, ru) {
			if (ru->insn->bb && ru->insn->opcode == OP_RET)
				return true;
		} END_FOR_EACH_PTR(ru);
	} END_FOR_EACH_PTR(pu);
	return false;
}
