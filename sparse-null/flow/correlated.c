// SPDX-License-Identifier: MIT
/*
 * Correlated conditions, the simple case: a constant merged in on one side
 * of a test does not reach an instruction that runs only on the other
 * side of the same test made again, nor one that runs only where a test
 * of the merge itself fails for that constant (`p = ERR_PTR(-E2BIG)` on
 * one path, then `if (IS_ERR(p)) return`).  perf_event_addr_filters_apply() sets
 * mm only `if (ifh->nr_file_filters)`, leaving it NULL otherwise, and
 * unlocks it only `if (ifh->nr_file_filters)`.
 *
 * "The same test" is the same value, or two loads of the same member
 * through the same pointer with no store to that member anywhere in the
 * function.  Calls in between are taken to leave it alone, as the code
 * that tests it twice takes them to.  The sides looked at are those every
 * path must have taken: the edges into the block's dominators from their
 * single parents (dominators.c).
 */
#include <stdbool.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

/* How far up a chain of single parents the tests are looked for. */
#define MAX_SIDES	8

struct side {
	pseudo_t cond;
	bool taken;
};

struct sides {
	struct side side[MAX_SIDES];
	int nr;
};

/* x != 0 is x; x == 0 is x with the sides swapped. */
static struct side plain_side(pseudo_t cond, bool taken)
{
	struct instruction *def;

	while (cond->type == PSEUDO_REG && (def = cond->def) &&
	       (def->opcode == OP_SET_NE || def->opcode == OP_SET_EQ) && is_zero(def->src2)) {
		if (def->opcode == OP_SET_EQ)
			taken = !taken;
		cond = def->src1;
	}
	return (struct side){ cond, taken };
}

static void add_side(struct sides *s, struct instruction *br, struct basic_block *target)
{
	if (s->nr < MAX_SIDES)
		s->side[s->nr++] = plain_side(br->cond, br->bb_true == target);
}

/*
 * The sides of the tests every path into @bb has come through: for @bb
 * and each block dominating it, the edge from its single parent.
 */
static void entry_sides(struct null_flow *nf, struct basic_block *bb, struct sides *s)
{
	struct basic_block *parent;
	struct instruction *br;

	for (; s->nr < MAX_SIDES && bb; bb = null_flow_idom(nf, bb)) {
		if (bb_list_size(bb->parents) == 1) {
			parent = first_basic_block(bb->parents);
			br = null_flow__two_way_branch(parent);
			if (br)
				add_side(s, br, bb);
		}
	}
}

/*
 * What test @cond says of the merge @phi when it holds constant @c: true
 * or false into *@outcome, when @cond tests the merge itself (p, p != 0,
 * p == 0, or an unsigned comparison of it with a constant: IS_ERR(p)).
 */
static bool outcome_for(pseudo_t cond, struct instruction *phi, pseudo_t c, bool *outcome)
{
	struct instruction *def = cond->type == PSEUDO_REG ? cond->def : NULL;
	unsigned long long v = c->value, k;

	if (null_cond__root(cond) == phi->target) {
		*outcome = v != 0;
		return true;
	}
	if (!def || def->opcode < OP_SET_B || def->opcode > OP_SET_A ||
	    def->src2->type != PSEUDO_VAL || null_cond__root(def->src1) != phi->target)
		return false;
	k = def->src2->value;
	switch (def->opcode) {
	case OP_SET_A:
		*outcome = v > k;
		return true;
	case OP_SET_AE:
		*outcome = v >= k;
		return true;
	case OP_SET_B:
		*outcome = v < k;
		return true;
	case OP_SET_BE:
		*outcome = v <= k;
		return true;
	default:
		return false;
	}
}

bool null_flow__source_reaches(struct null_flow *nf, struct instruction *phisrc,
			       struct instruction *phi, struct instruction *at)
{
	struct sides from = { .nr = 0 }, to = { .nr = 0 };
	struct basic_block *src_bb = phisrc->bb, *merge_bb = phi->bb;
	struct instruction *br = null_flow__two_way_branch(src_bb);
	bool outcome;
	int i, j;

	if (!src_bb || !merge_bb || !at->bb)
		return true;
	/* Along the edge into the merge, when the source's own block tests. */
	if (br && (br->bb_true == merge_bb || br->bb_false == merge_bb))
		add_side(&from, br, merge_bb);
	entry_sides(nf, src_bb, &from);
	entry_sides(nf, at->bb, &to);
	/* A constant the merge itself is then tested for: IS_ERR(p), p != NULL. */
	for (j = 0; phisrc->phi_src->type == PSEUDO_VAL && j < to.nr; j++) {
		if (outcome_for(to.side[j].cond, phi, phisrc->phi_src, &outcome) &&
		    outcome != to.side[j].taken)
			return false;
	}
	for (i = 0; i < from.nr; i++) {
		for (j = 0; j < to.nr; j++) {
			if (from.side[i].taken != to.side[j].taken &&
			    null_flow_same_test(nf, from.side[i].cond, to.side[j].cond))
				return false;
		}
	}
	return null_flow_feasible(nf, phisrc, phi, at);
}
