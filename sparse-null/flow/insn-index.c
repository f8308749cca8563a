// SPDX-License-Identifier: MIT
/*
 * The instructions that walks over a whole function look for: the flow
 * analysis's sources and merges, the collectors' stores, calls, pointer
 * casts and asms, the notes of inlined calls, and what the solver's
 * transfer reads (those, and phi sources).  A third or less of a
 * function's instructions; each such walk went over all of them, and a
 * function analysed for facts had eight, and the solver two per block.
 * One walk lists them, in block order, with where each block starts,
 * and the list serves every walk of the same IR.  Dead ones the blocks
 * still hold are listed too: each walk skips what it skipped.
 */
#include "lib.h"
#include "linearize.h"

#include "array.h"
#include "flow/null-flow.h"

static const bool indexed[OP_LAST] = {
	[OP_LOAD] = true, [OP_STORE] = true, [OP_CALL] = true, [OP_RET] = true,
	[OP_PHI] = true, [OP_SEL] = true, [OP_PTRCAST] = true, [OP_UTPTR] = true,
	[OP_ASM] = true, [OP_INLINED_CALL] = true, [OP_PHISOURCE] = true,
};

/* The list of the last IR asked for: entrypoints live as long as the run. */
static struct {
	struct entrypoint *ep;
	struct instruction **insns;
	int nr;
	size_t alloc;
	int *block_start;	/* per block, in list order: its first; then the end */
	int nr_blocks;
	size_t alloc_blocks;
} index;

static void list_insns(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	index.ep = ep;
	index.nr = 0;
	index.nr_blocks = 0;
	FOR_EACH_PTR(ep->bbs, bb) {
		if (ARRAY_ENSURE(index.insns, index.alloc,
				 index.nr + ptr_list_size((struct ptr_list *)bb->insns)) ||
		    ARRAY_ENSURE(index.block_start, index.alloc_blocks, index.nr_blocks + 2))
			die("out of memory");
		index.block_start[index.nr_blocks++] = index.nr;
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->opcode < OP_LAST && indexed[insn->opcode])
				index.insns[index.nr++] = insn;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	if (ARRAY_ENSURE(index.block_start, index.alloc_blocks, index.nr_blocks + 1))
		die("out of memory");
	index.block_start[index.nr_blocks] = index.nr;
}

struct instruction *const *null_flow__insns(struct entrypoint *ep, int *nr)
{
	if (index.ep != ep)
		list_insns(ep);
	*nr = index.nr;
	return index.insns;
}

struct instruction *const *null_flow__block_insns(struct entrypoint *ep, int block, int *nr)
{
	if (index.ep != ep)
		list_insns(ep);
	*nr = index.block_start[block + 1] - index.block_start[block];
	return index.insns + index.block_start[block];
}
