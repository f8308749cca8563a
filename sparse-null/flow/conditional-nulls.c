// SPDX-License-Identifier: MIT
/*
 * NULLs that exist only under a condition the facts do not keep, for the
 * call records a function parameter's verdict is made of:
 *
 * - a NULL given only where a test finds another value NULL:
 *   `p ? &to_i915(p)->display : NULL` (to_intel_display(), NULL exactly
 *   when p is), an inlined `if (!css) return NULL; return
 *   container_of(css, ...)` (css_tg()), `drm ? drm->dev : NULL`
 *   (drm_notice()).  A caller whose p is never NULL passes no such NULL;
 * - a NULL an inlined helper returns under its own test
 *   (xfs_ifork_ptr()'s `return NULL` for a fork the inode lacks): whether
 *   this caller can meet that condition is the helper's business, which
 *   the facts do not follow.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

/* How far address arithmetic (p + C) and tests (!p, p != 0) are looked through. */
#define DEPTH	4

/* Is @y @x, or an address at a constant offset from it (&x->m, container_of(x))? */
static bool derived_from(pseudo_t y, pseudo_t x)
{
	int depth;

	y = null_cond__root(y);
	for (depth = 0; depth < DEPTH && y != x && y->type == PSEUDO_REG && y->def; depth++) {
		struct instruction *def = y->def;

		if (def->opcode != OP_ADD || def->src2->type != PSEUDO_VAL)
			return false;
		y = null_cond__root(def->src1);
	}
	return y == x;
}

/* Is @p a pointer: one the flow follows, or an instruction's of pointer type? */
static bool pointer_value(struct null_flow *nf, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	return null_flow__value(nf, p) >= 0 || (def && def->type && is_ptr_type(def->type));
}

/* c ? y : NULL (or the sides the other way round for !c). */
static bool select_guard(struct instruction *sel, struct null_guard *g)
{
	bool nonzero_if;
	pseudo_t x = null_cond__zero_test(sel->src1, &nonzero_if);
	pseudo_t when_zero = nonzero_if ? sel->src3 : sel->src2;

	g->tested = x;
	g->otherwise = nonzero_if ? sel->src2 : sel->src3;
	return x && is_zero(when_zero);
}

/*
 * The two-way branch that sends @bb's path to the merge in @merge_bb:
 * @bb's own, when one of its sides goes straight there, else its single
 * parent's.  *@side is the block on @bb's side.
 */
static struct instruction *guarding_branch(struct basic_block *bb, struct basic_block *merge_bb,
					   struct basic_block **side)
{
	struct instruction *br = null_flow__two_way_branch(bb);
	struct basic_block *parent;

	if (br && (br->bb_true == merge_bb || br->bb_false == merge_bb)) {
		*side = merge_bb;
		return br;
	}
	if (bb_list_size(bb->parents) != 1)
		return NULL;
	parent = first_basic_block(bb->parents);
	*side = bb;
	return null_flow__two_way_branch(parent);
}

/*
 * A merge of exactly two paths: NULL on the side where a test finds x
 * zero, another value on the other.
 */
static bool merge_guard(struct null_flow *nf, struct instruction *phi, struct null_guard *g)
{
	struct instruction *zero = NULL, *other = NULL, *br;
	struct basic_block *side, *other_side;
	bool nonzero_if;
	pseudo_t src, x;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src == VOID || !src->def)
			continue;
		if (is_zero(src->def->phi_src) && !zero)
			zero = src->def;
		else if (!other)
			other = src->def;
		else
			return false;
	} END_FOR_EACH_PTR(src);
	if (!zero || !other || !zero->bb || !other->bb)
		return false;
	br = guarding_branch(zero->bb, phi->bb, &side);
	if (!br || !(x = null_cond__zero_test(br->cond, &nonzero_if)))
		return false;
	/* The zero source on the side where x is zero, the other on the side where it is not. */
	if ((side == br->bb_true) == nonzero_if)
		return false;
	other_side = nonzero_if ? br->bb_true : br->bb_false;
	if (other_side != phi->bb && !null_flow__dominates(nf, other_side, other->bb))
		return false;
	g->tested = x;
	g->otherwise = other->phi_src;
	return true;
}

bool null_flow__null_guard(struct null_flow *nf, pseudo_t p, struct null_guard *g)
{
	struct instruction *def;
	bool found = false;

	p = null_cond__root(p);
	if (p->type != PSEUDO_REG || !(def = p->def))
		return false;
	if (def->opcode == OP_SEL)
		found = select_guard(def, g);
	else if (def->opcode == OP_PHI)
		found = merge_guard(nf, def, g);
	if (!found)
		return false;
	g->exact = derived_from(g->otherwise, g->tested);
	/* Another value given where a flag or a count is not 0 says nothing of a pointer. */
	return g->exact || pointer_value(nf, g->tested);
}

/* Does @bb end in a test or a switch? */
static bool branches(struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);

	return last && last->bb && (last->opcode == OP_CBR || last->opcode == OP_SWITCH);
}

/*
 * Is the NULL phi-source @phisrc given under a test (or a switch's case)
 * an inlined helper makes: the nearest branch sending its path to the
 * merge is the helper's?  Its own block's, when it branches, else its
 * single parent's.
 */
static bool helper_null(struct null_flow *nf, struct instruction *phisrc)
{
	struct basic_block *bb = phisrc->bb;

	if (!branches(bb)) {
		if (bb_list_size(bb->parents) != 1)
			return false;
		bb = first_basic_block(bb->parents);
		if (!branches(bb))
			return false;
	}
	return nf->helper_test[(intptr_t)bb->priv];
}

bool null_flow__only_helper_nulls(struct null_flow *nf, pseudo_t p, struct instruction *at)
{
	struct instruction *def;
	bool any = false;
	pseudo_t src;

	p = null_cond__root(p);
	if (p->type != PSEUDO_REG || !(def = p->def) || def->opcode != OP_PHI)
		return false;
	FOR_EACH_PTR(def->phi_list, src) {
		if (src == VOID || !src->def || !src->def->bb || !is_zero(src->def->phi_src) ||
		    !null_flow__source_reaches(nf, src->def, def, at))
			continue;
		if (!helper_null(nf, src->def))
			return false;
		any = true;
	} END_FOR_EACH_PTR(src);
	return any;
}
