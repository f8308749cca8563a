// SPDX-License-Identifier: MIT
/*
 * Stores tested before the object is seen (tested-stores.h).  The object
 * is the result of an allocation in this function, so nothing else knows
 * it until this function hands it out; each use of its address is judged
 * by what it can do with it.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "flow.h"
#include "symbol.h"

#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "objects/object-walk.h"
#include "objects/tested-stores.h"

#define MAX_TESTS	4
/* How deep addresses derived from the object are followed, and how many uses. */
#define MAX_DEPTH	6
#define MAX_USES	64
#define NO_OFFSET	LONG_MIN

struct tested_store {
	struct null_flow *nf;
	pseudo_t value;
	long member;			/* the member's offset in the object */
	struct basic_block *after[MAX_TESTS];	/* the not-NULL sides of the tests */
	int nr_after;
	struct position test;
	int budget;
};

struct implied {
	pseudo_t value;
	bool nonnull;
};

static void implied_nonnull(pseudo_t ptr, enum null_fact fact, void *data)
{
	struct implied *i = data;

	if (fact == FACT_NONNULL && null_cond__root(ptr) == i->value)
		i->nonnull = true;
}

/* The @truth side @side of branch @br, if it finds the value not NULL and only @br enters it. */
static void note_side(struct tested_store *t, struct instruction *br, struct basic_block *side,
		      bool truth)
{
	struct implied i = { t->value };

	if (t->nr_after == MAX_TESTS || ptr_list_size((struct ptr_list *)side->parents) != 1)
		return;
	null_cond__implications(br->cond, truth, implied_nonnull, &i);
	if (!i.nonnull)
		return;
	if (!t->nr_after)
		t->test = br->pos;
	t->after[t->nr_after++] = side;
}

static void find_tests(struct tested_store *t, struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *br;

	FOR_EACH_PTR(ep->bbs, bb) {
		br = null_flow__two_way_branch(bb);
		if (!br)
			continue;
		note_side(t, br, br->bb_true, true);
		note_side(t, br, br->bb_false, false);
	} END_FOR_EACH_PTR(bb);
}

/*
 * Does a path lead from any of the @nr blocks @from to @target?  An
 * explicit stack: a function may have thousands of blocks.
 */
static bool reaches(struct basic_block **from, int nr, struct basic_block *target,
		    struct entrypoint *ep)
{
	int size = ptr_list_size((struct ptr_list *)ep->bbs) + nr, depth = 0, i;
	struct basic_block **stack = malloc(size * sizeof(*stack)), *bb, *child;
	unsigned long generation = ++bb_generation;
	bool found = false;

	if (!stack)
		die("out of memory");
	/* A block is pushed once, when first seen. */
	for (i = 0; i < nr; i++) {
		if (from[i]->generation != generation) {
			from[i]->generation = generation;
			stack[depth++] = from[i];
		}
	}
	while (depth && !found) {
		bb = stack[--depth];
		found = bb == target;
		FOR_EACH_PTR(bb->children, child) {
			if (child->generation == generation)
				continue;
			child->generation = generation;
			/* A block not among the function's: say it may reach. */
			if (depth == size)
				found = true;
			else
				stack[depth++] = child;
		} END_FOR_EACH_PTR(child);
	}
	free(stack);
	return found;
}

static bool after_test(struct tested_store *t, struct basic_block *bb)
{
	int i;

	for (i = 0; i < t->nr_after; i++) {
		if (null_flow__dominates(t->nf, t->after[i], bb))
			return true;
	}
	return false;
}

static bool uses_after_test(struct tested_store *t, pseudo_t p, long offset, int depth);

/* Can @insn, a use of @p (@offset bytes into the object), show the member before the test? */
static bool use_after_test(struct tested_store *t, struct instruction *insn, pseudo_t p,
			   long offset, int depth)
{
	const char *name;

	switch (insn->opcode) {
	case OP_LOAD:
		if (offset != NO_OFFSET && offset + insn->offset != t->member)
			return true;
		return after_test(t, insn->bb);
	case OP_STORE:
		return insn->target != p || after_test(t, insn->bb);
	case OP_ADD:
		if (insn->src1 == p && insn->src2->type == PSEUDO_VAL && offset != NO_OFFSET)
			return uses_after_test(t, insn->target, offset + insn->src2->value, depth + 1);
		return uses_after_test(t, insn->target, NO_OFFSET, depth + 1);
	case OP_PTRCAST:
	case OP_COPY:
		return uses_after_test(t, insn->target, offset, depth + 1);
	case OP_SET_EQ:
	case OP_SET_NE:
	case OP_CBR:
		return true;
	case OP_SEL:
		return (insn->src2 != p && insn->src3 != p) || after_test(t, insn->bb);
	case OP_CALL:
		if (insn->func == p)
			return false;
		name = object_walk__callee(insn);
		if ((name && strstr(name, "free")) || object_walk__hands_only_a_number(insn, p))
			return true;
		return after_test(t, insn->bb);
	default:
		return after_test(t, insn->bb);
	}
}

static bool uses_after_test(struct tested_store *t, pseudo_t p, long offset, int depth)
{
	struct pseudo_user *pu;

	if (depth > MAX_DEPTH)
		return false;
	FOR_EACH_PTR(p->users, pu) {
		if (!pu->insn->bb)
			continue;
		if (--t->budget < 0 || !use_after_test(t, pu->insn, p, offset, depth))
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

/* The allocation @store writes into, and the member's offset in it; or NULL. */
static pseudo_t new_object(struct instruction *store, long *member)
{
	pseudo_t p = null_cond__root(store->src);
	struct instruction *def;
	int depth;

	*member = store->offset;
	for (depth = 0; depth < MAX_DEPTH; depth++) {
		def = p->type == PSEUDO_REG ? p->def : NULL;
		if (!def || def->opcode != OP_ADD || def->src2->type != PSEUDO_VAL)
			break;
		*member += def->src2->value;
		p = null_cond__root(def->src1);
	}
	def = p->type == PSEUDO_REG ? p->def : NULL;
	return def && object_walk__allocates(def) ? p : NULL;
}

bool tested_stores__before_visible(struct null_flow *nf, struct instruction *store,
				   struct position *test)
{
	struct tested_store t = { nf, null_cond__root(store->target), .budget = MAX_USES };
	pseudo_t object = new_object(store, &t.member);

	if (!object)
		return false;
	find_tests(&t, store->bb->ep);
	if (!t.nr_after || t.test.stream != store->pos.stream)
		return false;
	/* Once found not NULL, the value must stay what the member holds. */
	if (reaches(t.after, t.nr_after, store->bb, store->bb->ep))
		return false;
	if (!uses_after_test(&t, object, 0, 0))
		return false;
	*test = t.test;
	return true;
}
