// SPDX-License-Identifier: MIT
/*
 * Lock-context balance.  __acquires(), __releases(), __must_hold() and
 * __context__() become OP_CONTEXT instructions; the function's declared
 * contexts give the level on entry and the level required at every return.
 *
 * The walk goes depth-first from the entry block carrying the current
 * level.  A block reached at two different levels, a level that drops
 * below zero, or a return at the wrong level is an imbalance; the first one
 * found ends the walk, so each function gets at most one such warning.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"
#include "symbol.h"

#include "sparse-checks/checks.h"

#define LEVEL_UNSEEN	(-1)

struct context_walk {
	struct entrypoint *ep;
	int exit_level;
};

static int report_imbalance(struct context_walk *walk, struct basic_block *bb,
			    const char *why)
{
	if (Wcontext)
		warning(bb->pos, "context imbalance in '%s' - %s",
			show_ident(walk->ep->name->ident), why);
	return -1;
}

/* __context__(x, 0, 1) requires "not held"; a positive level "held at least". */
static void check_required_level(struct instruction *insn, int level)
{
	int required = insn->increment;

	if (required ? level < required : level != 0)
		warning(insn->pos, "context check failure");
}

static int block_level_change(struct basic_block *bb, int level)
{
	struct instruction *insn;
	int change = 0;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_CONTEXT)
			continue;
		if (insn->check)
			check_required_level(insn, level + change);
		else
			change += insn->increment;
	} END_FOR_EACH_PTR(insn);
	return change;
}

static int walk_block(struct context_walk *walk, struct basic_block *bb, int level)
{
	struct instruction *last;
	struct basic_block *child;

	if (!bb || bb->context == level)
		return 0;
	if (bb->context != LEVEL_UNSEEN)
		return report_imbalance(walk, bb,
					"different lock contexts for basic block");
	bb->context = level;
	level += block_level_change(bb, level);
	if (level < 0)
		return report_imbalance(walk, bb, "unexpected unlock");

	last = last_instruction(bb->insns);
	if (!last)
		return 0;
	if (last->opcode == OP_RET) {
		if (level != walk->exit_level)
			return report_imbalance(walk, bb, "wrong count at exit");
		return 0;
	}
	FOR_EACH_PTR(bb->children, child) {
		if (walk_block(walk, child, level))
			return -1;
	} END_FOR_EACH_PTR(child);
	return 0;
}

void check_context(struct entrypoint *ep)
{
	struct context_walk walk = { .ep = ep };
	struct basic_block *bb;
	struct context *context;
	unsigned int entry_level = 0, exit_level = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->context = LEVEL_UNSEEN;
	} END_FOR_EACH_PTR(bb);

	FOR_EACH_PTR(ep->name->ctype.contexts, context) {
		entry_level += context->in;
		exit_level += context->out;
	} END_FOR_EACH_PTR(context);
	walk.exit_level = exit_level;
	walk_block(&walk, ep->entry->bb, entry_level);
}
