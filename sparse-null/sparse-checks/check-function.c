// SPDX-License-Identifier: MIT
/*
 * One linearized function through sparse's driver checks, in the order
 * sparse runs them: uninitialized pseudos first, then every live
 * instruction in block order, then the lock-context walk.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "sparse-checks/checks.h"

static void check_instruction(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_SEXT:
	case OP_ZEXT:
	case OP_TRUNC:
		if (verbose)
			check_cast(insn);
		break;
	case OP_RANGE:
		check_range(insn);
		break;
	case OP_CALL:
		check_byte_count(insn);
		break;
	default:
		break;
	}
}

static void check_instructions(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				check_instruction(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

void check_function(struct entrypoint *ep)
{
	check_uninitialized(ep);
	check_instructions(ep);
	check_context(ep);
}
