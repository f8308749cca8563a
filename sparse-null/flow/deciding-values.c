// SPDX-License-Identifier: MIT
/*
 * The values that can decide whether a path reaches an instruction with a
 * constant: the conditions of the branches one side of which can no
 * longer reach it, or no longer reach the constant's phi-source,
 * and every value they are computed from, through merges (each source's
 * value), casts, comparisons, selects and loads (the address, and other
 * loads of the same member, which the same test made again reads).  The
 * path search (feasible.c) carries what a path shows of these values
 * only: a path differing from another in nothing else is the same path,
 * and a function of hundreds of blocks keeps a handful of paths apart
 * instead of thousands (tc_new_tfilter()).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"

#include "array.h"
#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

/* Past this many values the set stops growing and holds everything. */
#define MAX_VALUES	4096

static uint64_t key_hash(uintptr_t key)
{
	uint64_t h = key * 0x9e3779b97f4a7c15ULL;

	return h ^ (h >> 31);
}

/* Add @key; false when it was there.  A slot of another generation is empty. */
static bool add_key(struct deciding_values *set, uintptr_t key)
{
	size_t i = key_hash(key) & (set->cap - 1);

	while (set->generations[i] == set->generation) {
		if (set->keys[i] == key)
			return false;
		i = (i + 1) & (set->cap - 1);
	}
	set->keys[i] = key;
	set->generations[i] = set->generation;
	set->nr++;
	return true;
}

static bool has_key(const struct deciding_values *set, uintptr_t key)
{
	size_t i = key_hash(key) & (set->cap - 1);

	while (set->generations[i] == set->generation) {
		if (set->keys[i] == key)
			return true;
		i = (i + 1) & (set->cap - 1);
	}
	return false;
}

/* A load's member: its address and offset, as one key. */
static uintptr_t member_key(struct instruction *load)
{
	return ((uintptr_t)load->src ^ ((uintptr_t)load->offset * 0x100000001b3ULL)) | 1;
}

/* The values whose sources are still to be pushed. */
struct worklist {
	pseudo_t *items;
	size_t nr, cap;
};

static void push(struct deciding_values *set, pseudo_t p, struct worklist *w)
{
	if (!p || p == VOID || (p->type != PSEUDO_REG && p->type != PSEUDO_SYM &&
				p->type != PSEUDO_ARG))
		return;
	if (set->nr * 2 >= set->cap) {
		set->everything = true;
		return;
	}
	if (!add_key(set, (uintptr_t)p))
		return;
	if (ARRAY_ENSURE(w->items, w->cap, w->nr + 1))
		die("out of memory");
	w->items[w->nr++] = p;
}

/* Push what @p is computed from. */
static void push_sources(struct deciding_values *set, pseudo_t p, struct worklist *w)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (!def)
		return;
	switch (def->opcode) {
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, src) {
			if (src == VOID || !src->def)
				continue;
			/* A merge of a constant: a path can know its value. */
			set->informative |= null_cond__root(src->def->phi_src)->type == PSEUDO_VAL;
			push(set, src->def->phi_src, w);
		} END_FOR_EACH_PTR(src);
		break;
	case OP_LOAD:
		add_key(set, member_key(def));
		/* A local flag a call may set together with a pointer. */
		set->informative |= def->src->type == PSEUDO_SYM;
		push(set, def->src, w);
		break;
	case OP_SEL:
		push(set, def->src3, w);
		/* fall through */
	case OP_SET_EQ ... OP_SET_NE:
	case OP_AND:
	case OP_OR:
	case OP_ADD:
	case OP_SUB:
		push(set, def->src2, w);
		/* fall through */
	case OP_ZEXT:
	case OP_SEXT:
	case OP_TRUNC:
	case OP_PTRCAST:
	case OP_UTPTR:
	case OP_PTRTU:
	case OP_COPY:
		push(set, def->src1, w);
		break;
	default:
		break;
	}
}

/* Can @side still reach @at's block, and @from's (the constant's source)? */
static int reaches(struct null_flow *nf, struct basic_block *side, struct instruction *at,
		   struct instruction *from)
{
	int b = (intptr_t)side->priv;

	return null_flow_block_reaches_forward(nf, b, at->bb) |
	       null_flow_block_reaches(nf, b, from->bb) << 1;
}

/* A test of a pointer the flow follows, or of an address: the flow may know it. */
static bool flow_may_know(struct null_flow *nf, pseudo_t cond)
{
	bool nonzero_if;
	pseudo_t x = null_cond__zero_test(cond, &nonzero_if);
	struct instruction *def = x && x->type == PSEUDO_REG ? x->def : NULL;

	return x && (null_flow__value(nf, x) >= 0 || (def && def->opcode == OP_ADD));
}

void null_flow_deciding_values(struct null_flow *nf, struct instruction *at,
			       struct instruction *from, struct deciding_values *set)
{
	struct basic_block *bb;
	struct instruction *br;
	struct worklist w = { NULL };

	if (!set->keys) {
		set->cap = 4 * MAX_VALUES;
		set->keys = malloc(set->cap * sizeof(*set->keys));
		set->generations = calloc(set->cap, sizeof(*set->generations));
		if (!set->keys || !set->generations)
			abort();
	}
	/* A new generation empties the set without a memset per question. */
	if (++set->generation == 0) {
		memset(set->generations, 0, set->cap * sizeof(*set->generations));
		set->generation = 1;
	}
	set->nr = 0;
	set->everything = set->informative = false;
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		br = null_flow__two_way_branch(bb);
		if (!br || reaches(nf, br->bb_true, at, from) == reaches(nf, br->bb_false, at, from))
			continue;
		set->informative |= flow_may_know(nf, br->cond);
		push(set, br->cond, &w);
	} END_FOR_EACH_PTR(bb);
	while (w.nr && !set->everything)
		push_sources(set, w.items[--w.nr], &w);
	free(w.items);
	/*
	 * The constant given under a test (x ? x->dev : NULL), in its own
	 * block before the branch or in a block the test leads to: what the
	 * flow knows of x may decide it.
	 */
	br = null_flow__two_way_branch(from->bb);
	if (!br && bb_list_size(from->bb->parents) == 1)
		br = null_flow__two_way_branch(first_basic_block(from->bb->parents));
	if (br)
		set->informative |= flow_may_know(nf, br->cond);
}

bool null_flow_deciding(const struct deciding_values *set, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (set->everything || has_key(set, (uintptr_t)p))
		return true;
	return def && def->opcode == OP_LOAD && has_key(set, member_key(def));
}
