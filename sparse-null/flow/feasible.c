// SPDX-License-Identifier: MIT
/*
 * Does a constant merged into a value (NULL, an ERR_PTR) reach an
 * instruction on a path whose branches agree with it?  The simple
 * correlated conditions (correlated.c) look at the tests every path
 * takes; this walks the paths themselves, from the function's entry
 * through the constant's phi-source to the instruction, carrying what the
 * path has shown so far of the values that can decide whether it gets
 * there (deciding-values.c):
 *
 * - the value each merge took, from the phi-source run last before its
 *   block (sparse's phi-sources are copies, the merge reads the last);
 * - what each branch taken said of the value it tests;
 * - which local flags a call set only together with a pointer it was
 *   given (flag-summary.c).
 *
 * A branch whose outcome that knowledge decides is followed on that side
 * only.  So a pointer left NULL where a flag stays false does not reach
 * a call made only `if (flag)` (add_delayed_ref()'s qrecord_inserted),
 * and a local an inlined callee sets on its success path only does not
 * reach past `if (IS_ERR(result)) return` (xfs_attri_recover_work()'s
 * `*ipp = ip`).  Past PATHS_PER_BLOCK paths into one block, a path keeps
 * only what it shares with them; a search that grows past its budget
 * answers "reaches": losing a NULL is the error to avoid.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "array.h"
#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "flow/path-state.h"

/* Answers kept per function: a value is asked about for each of its uses. */
#define ANSWERS		64

struct feasible_answer {
	struct instruction *from, *at;	/* a phi-source, or a test and its side */
	int side;
	bool reaches;
};

/* Blocks entered per question before it answers "reaches". */
#define BUDGET		4096
/* Paths into one block followed apart; more are joined (what they share). */
#define PATHS_PER_BLOCK	16
/* Joins kept per block: paths carrying the constant, paths before it. */
#define JOINS_PER_BLOCK	2
#define LONG_BITS	((int)(8 * sizeof(unsigned long)))

struct pending_path {
	struct basic_block *bb;
	struct path_state state;
};

struct search {
	struct null_flow *nf;
	pseudo_t merge;			/* the value the constant is merged into */
	struct known want;		/* the constant */
	struct instruction *at;
	struct instruction *phisrc;	/* the constant's, or NULL: */
	struct basic_block *start;	/* the block of a test that finds the value the constant */
	struct basic_block *branch_bb;	/* the block whose branch is being followed, or NULL */
	int budget;
	struct pending_path *stack;
	size_t nr, cap;
	struct {
		uint64_t hash;
		unsigned int generation;
	} seen[2 * BUDGET];		/* (block, state) hashes entered, this search's */
	unsigned int generation;
	struct deciding_values deciding;	/* the values a path carries facts of */
	int *visits;			/* per block and carrying: paths entered */
	struct path_state *joined;	/* per block and carrying: what those paths share */
	int nr_blocks;
};

/* Forget what local @sym says: it is written, or handed to a call again. */
static void forget_flag(struct path_state *s, pseudo_t sym)
{
	int i = 0;

	while (i < s->nr) {
		if (s->fact[i].tag == FACT_IMPLIES && s->fact[i].p == sym)
			s->fact[i] = s->fact[--s->nr];
		else
			i++;
	}
}

/*
 * Local @sym's value, when not 0, says @implied is not NULL: only while
 * nothing but 0 is ever stored into it here (its value before the call
 * is then 0 or never set).
 */
static void imply(struct search *se, struct path_state *s, pseudo_t sym, pseudo_t implied)
{
	struct instruction *const *insns;
	int n, nr;

	if (!null_flow_deciding(&se->deciding, sym))
		return;
	insns = null_flow__insns(se->nf->ep, &nr);
	for (n = 0; n < nr; n++) {
		struct instruction *insn = insns[n];

		if (insn->bb && insn->opcode == OP_STORE && insn->src == sym &&
		    !is_zero(insn->target))
			return;
	}
	if (s->nr < MAX_FACTS)
		s->fact[s->nr++] = (struct fact){ sym, FACT_IMPLIES, { KNOWN_NONZERO, 0 }, implied };
}

/*
 * A call handed local flags to a function that sets them only together
 * with a pointer it was given (flag-summary.c): remember which.
 */
static void run_call(struct search *se, struct path_state *s, struct instruction *call)
{
	struct symbol *callee = null_flow__callee(call);
	unsigned long implies;
	pseudo_t arg;
	int i = 0, k;

	FOR_EACH_PTR(call->arguments, arg) {
		if (arg->type == PSEUDO_SYM) {
			forget_flag(s, arg);
			implies = callee ? null_flow__flag_implies(callee, i) : 0;
			for (k = 0; implies && k < LONG_BITS; k++) {
				if (implies & (1UL << k))
					imply(se, s, arg, ptr_list_nth(call->arguments, k));
			}
		}
		i++;
	} END_FOR_EACH_PTR(arg);
}

/*
 * Found not 0, a value loaded from a local flag says its pointers are not
 * NULL: false when the path knows one of them NULL.
 */
static bool flag_holds(struct search *se, struct path_state *s, pseudo_t loaded)
{
	struct instruction *load = loaded->type == PSEUDO_REG ? loaded->def : NULL;
	struct known k;
	int i;

	if (!load || load->opcode != OP_LOAD || load->offset || load->src->type != PSEUDO_SYM)
		return true;
	for (i = 0; i < s->nr; i++) {
		if (s->fact[i].tag == FACT_IMPLIES && s->fact[i].p == load->src &&
		    path_eval__value(se->nf, se->branch_bb, s, s->fact[i].implied, &k) && k.kind == KNOWN_CONST && !k.value)
			return false;
	}
	return true;
}

/*
 * Is what a branch says of @p worth carrying on?  Only when something
 * else reads @p too (a second test, an error code made a pointer, a
 * merge) and it can decide whether the instruction is reached: other
 * knowledge would only make paths that differ in nothing that matters
 * look different, and multiply them.
 */
static bool read_again(struct search *se, pseudo_t p)
{
	return p->type == PSEUDO_REG && !one_use(p) && null_flow_deciding(&se->deciding, p);
}

/*
 * Taking side @taken of a branch on @cond: the value it tests is zero or
 * not (x, !x, x != 0), or the condition itself is known, for the same
 * test made again.
 */
static bool learn(struct search *se, struct path_state *s, pseudo_t cond, bool taken)
{
	struct instruction *def;
	struct known zero = { KNOWN_CONST, 0 }, nonzero = { KNOWN_NONZERO, 0 };
	pseudo_t tested;
	bool nonzero_if;

	if (read_again(se, cond))
		path_state__remember(s, se->merge, cond, FACT_VALUE, taken ? nonzero : zero);
	tested = null_cond__zero_test(cond, &nonzero_if);
	if (!tested)
		return true;
	cond = tested;
	taken = taken == nonzero_if;
	if (read_again(se, cond))
		path_state__remember(s, se->merge, cond, FACT_VALUE, taken ? nonzero : zero);
	/* A bool loaded and narrowed or widened: not 0, so was what was loaded. */
	while (taken && cond->type == PSEUDO_REG && (def = cond->def) &&
	       (def->opcode == OP_ZEXT || def->opcode == OP_TRUNC))
		cond = def->src;
	return !taken || flag_holds(se, s, cond);
}

/*
 * Does a test of merge @p tell constant @value apart from other values
 * not 0: an order (IS_ERR()'s), the constant itself, or something the
 * merge goes into first?
 */
static bool tells_apart(pseudo_t p, unsigned long long value)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(p->users, pu) {
		struct instruction *use = pu->insn;

		if (!use || !use->bb || use->opcode == OP_CBR || use->opcode == OP_PHISOURCE ||
		    use->opcode == OP_RET)
			continue;
		if (use->opcode != OP_SET_EQ && use->opcode != OP_SET_NE)
			return true;
		if (use->src2->type != PSEUDO_VAL || (unsigned long long)use->src2->value == value)
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

/*
 * A phi-source runs: its merge will read what it copies.  A constant no
 * test tells apart from other values not 0 (the -EINVAL, -ENOMEM, ...
 * tc_new_tfilter()'s gotos leave in err, tested only against 0 and
 * -EAGAIN) is only "not 0": paths differing in nothing else are one.
 */
static void run_phisrc(struct search *se, struct path_state *s, struct instruction *insn)
{
	struct instruction *node = insn->phi_node;
	struct known k;

	if (!node || !node->target ||
	    (node->target != se->merge && !null_flow_deciding(&se->deciding, node->target)))
		return;
	if (path_eval__value(se->nf, se->branch_bb, s, insn->phi_src, &k)) {
		if (k.kind == KNOWN_CONST && k.value && node->target != se->merge &&
		    !tells_apart(node->target, k.value))
			k = (struct known){ KNOWN_NONZERO, 0 };
		path_state__remember(s, se->merge, node->target, FACT_PENDING, k);
	} else {
		path_state__forget(s, node->target, FACT_PENDING);
	}
}

/* A merge's block is entered: the merge takes what its last source gave. */
static void run_phi(struct search *se, struct path_state *s, struct instruction *insn)
{
	struct fact *pending = path_state__find(s, insn->target, FACT_PENDING);

	if (pending)
		path_state__remember(s, se->merge, insn->target, FACT_VALUE, pending->known);
	else
		path_state__forget(s, insn->target, FACT_VALUE);
}

/*
 * Has the path lost the constant: its pending source is another value,
 * and the merge does not hold it either, or will take that other value
 * before the instruction (its block dominates the instruction's)?
 */
static bool lost(struct search *se, struct path_state *s)
{
	struct fact *v = path_state__find(s, se->merge, FACT_VALUE);
	struct fact *p = path_state__find(s, se->merge, FACT_PENDING);

	if (!s->carrying || (p && known__same(p->known, se->want)))
		return false;
	if (!se->merge->def || se->merge->def->opcode != OP_PHI)
		return !(v && known__same(v->known, se->want));
	return !(v && known__same(v->known, se->want)) ||
	       null_flow__dominates(se->nf, se->merge->def->bb, se->at->bb);
}

/*
 * Is @p still read on some path from block @block: an instruction using
 * it, or (a merge's pending source) the merge's own block, lies ahead?
 */
static bool still_read(struct null_flow *nf, const struct fact *f, int block)
{
	struct pseudo_user *pu;

	if (f->tag == FACT_PENDING)
		return f->p->def && f->p->def->bb && null_flow_block_reaches(nf, block, f->p->def->bb);
	FOR_EACH_PTR(f->p->users, pu) {
		if (pu->insn && pu->insn->bb && null_flow_block_reaches(nf, block, pu->insn->bb))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

/*
 * Forget what no path from @block reads any more: paths differing only
 * in that are one path, and the search stays small.
 */
static void drop_dead(struct search *se, struct path_state *s, int block)
{
	int i = 0;

	while (i < s->nr) {
		if (s->fact[i].p != se->merge && !still_read(se->nf, &s->fact[i], block))
			s->fact[i] = s->fact[--s->nr];
		else
			i++;
	}
}

/*
 * Past PATHS_PER_BLOCK paths into @bb, a new one enters with what it
 * shares with all of them, or not at all when that is nothing new: the
 * search stays linear in the blocks, and forgetting only adds paths.
 * Paths carrying the constant and paths before it (a loop's earlier
 * round: tc_new_tfilter()'s replay) are joined apart: what the first
 * share of the constant's other values is what decides the instruction.
 */
static bool widen(struct search *se, int block, struct path_state *s)
{
	int slot = JOINS_PER_BLOCK * block + s->carrying;
	struct path_state *joined = &se->joined[slot], before;

	if (se->visits[slot]++ == 0) {
		path_state__copy(joined, s);
		return true;
	}
	path_state__copy(&before, joined);
	path_state__join(se->merge, joined, s);
	if (se->visits[slot] <= PATHS_PER_BLOCK)
		return true;
	if (se->visits[slot] > PATHS_PER_BLOCK + 1 && path_state__same(&before, joined))
		return false;
	path_state__copy(s, joined);
	return true;
}

/* Enter @bb with @s unless this path was walked: false when over budget. */
static bool push(struct search *se, struct basic_block *bb, const struct path_state *s)
{
	struct path_state entry;
	int block = (intptr_t)bb->priv;
	uint64_t h;
	size_t i;

	if (block < 0 || block >= se->nr_blocks)
		return true;
	path_state__copy(&entry, s);
	drop_dead(se, &entry, block);
	if (!widen(se, block, &entry))
		return true;
	h = path_state__hash(bb, &entry) | 1;
	i = h % (2 * BUDGET);
	while (se->seen[i].generation == se->generation) {
		if (se->seen[i].hash == h)
			return true;
		i = (i + 1) % (2 * BUDGET);
	}
	if (--se->budget < 0)
		return false;
	se->seen[i].hash = h;
	se->seen[i].generation = se->generation;
	if (ARRAY_ENSURE(se->stack, se->cap, se->nr + 1))
		die("out of memory");
	se->stack[se->nr].bb = bb;
	path_state__copy(&se->stack[se->nr++].state, &entry);
	return true;
}

/* Follow the branch ending @bb: false when over budget. */
static bool follow_branch(struct search *se, struct basic_block *bb, struct path_state *s)
{
	struct instruction *last = last_instruction(bb->insns);
	struct basic_block *child;
	struct path_state side;
	int outcome;

	if (!last || !last->bb)
		return true;
	if (last->opcode == OP_CBR && last->bb_true != last->bb_false) {
		outcome = path_eval__cond(se->nf, bb, s, last->cond);
		if (outcome != 0) {
			path_state__copy(&side, s);
			if (learn(se, &side, last->cond, true) && !push(se, last->bb_true, &side))
				return false;
		}
		if (outcome != 1) {
			path_state__copy(&side, s);
			if (learn(se, &side, last->cond, false) && !push(se, last->bb_false, &side))
				return false;
		}
		return true;
	}
	FOR_EACH_PTR(bb->children, child) {
		if (!push(se, child, s))
			return false;
	} END_FOR_EACH_PTR(child);
	return true;
}

/* Forget what a branch said of the values @bb defines: the block runs again (a loop). */
static void forget_defined(struct path_state *s, struct basic_block *bb)
{
	int i = 0;

	while (i < s->nr) {
		struct fact *f = &s->fact[i];
		struct instruction *def = f->p->type == PSEUDO_REG ? f->p->def : NULL;

		if (f->tag == FACT_VALUE && def && def->bb == bb && def->opcode != OP_PHI)
			*f = s->fact[--s->nr];
		else
			i++;
	}
}

/*
 * Walk block @bb on path state @s: 1 the instruction is reached with the
 * constant, 0 the path ends here, -1 over budget.  Only the instructions
 * the index lists matter: merges, their sources, calls and stores.
 */
static int walk_block(struct search *se, struct basic_block *bb, struct path_state *s)
{
	struct instruction *const *insns;
	int n, nr;

	/* The test's own block: what it defines is what the search starts from. */
	if (bb != se->start)
		forget_defined(s, bb);
	insns = null_flow__block_insns(se->nf->ep, (intptr_t)bb->priv, &nr);
	for (n = 0; n < nr; n++) {
		struct instruction *insn = insns[n];

		if (!insn->bb)
			continue;
		if (insn == se->at) {
			struct fact *v = path_state__find(s, se->merge, FACT_VALUE);

			if (s->carrying)
				return v && known__same(v->known, se->want);
			break;
		}
		if (insn == se->phisrc)
			s->carrying = true;
		if (insn->opcode == OP_PHI)
			run_phi(se, s, insn);
		else if (insn->opcode == OP_PHISOURCE)
			run_phisrc(se, s, insn);
		else if (insn->opcode == OP_CALL)
			run_call(se, s, insn);
		else if (insn->opcode == OP_STORE && insn->src->type == PSEUDO_SYM)
			forget_flag(s, insn->src);
	}
	if (lost(se, s))
		return 0;
	se->branch_bb = bb;
	n = follow_branch(se, bb, s) ? 0 : -1;
	se->branch_bb = NULL;
	return n;
}

/*
 * From the entry, so that the path knows what it did before the constant
 * came in; a path that can no longer reach the phi-source before it has
 * run ends.
 */
static bool search(struct search *se)
{
	struct path_state s = { .nr = 0 };
	int found = 0;

	if (se->start) {
		s.carrying = true;
		path_state__remember(&s, se->merge, se->merge, FACT_VALUE, se->want);
	}
	if (!push(se, se->start ? se->start : se->nf->ep->entry->bb, &s))
		return true;
	while (!found && se->nr) {
		struct pending_path p;

		se->nr--;
		p.bb = se->stack[se->nr].bb;
		path_state__copy(&p.state, &se->stack[se->nr].state);

		if (!p.state.carrying && se->phisrc &&
		    !null_flow_block_reaches(se->nf, (intptr_t)p.bb->priv, se->phisrc->bb))
			continue;
		found = walk_block(se, p.bb, &p.state);
	}
	return found != 0;
}

/*
 * Does constant @want reach @at in @merge, from phi-source @phisrc (from
 * the entry), or from the block @start of test @test (with @merge known
 * to be @want there, which takes the test's side that says so)?
 */
static bool ask(struct null_flow *nf, pseudo_t merge, struct known want,
		struct instruction *phisrc, struct instruction *test, struct basic_block *start,
		struct instruction *at)
{
	static struct search se;

	se.nf = nf;
	se.merge = merge;
	se.want = want;
	se.at = at;
	se.phisrc = phisrc;
	se.start = start;
	se.budget = BUDGET;
	se.nr = 0;
	/* A new generation: no memset of the table per question. */
	if (++se.generation == 0) {
		memset(se.seen, 0, sizeof(se.seen));
		se.generation = 1;
	}
	if (se.nr_blocks < nf->nr_bbs) {
		free(se.visits);
		free(se.joined);
		se.nr_blocks = nf->nr_bbs;
		se.visits = malloc(JOINS_PER_BLOCK * se.nr_blocks * sizeof(*se.visits));
		se.joined = malloc(JOINS_PER_BLOCK * se.nr_blocks * sizeof(*se.joined));
		if (!se.visits || !se.joined)
			abort();
	}
	null_flow_deciding_values(nf, at, phisrc ? phisrc : test, &se.deciding);
	/* Nothing a path could know decides a branch on the way: it reaches. */
	if (!se.deciding.everything && !se.deciding.informative &&
	    !null_flow_deciding(&se.deciding, se.merge))
		return true;
	memset(se.visits, 0, JOINS_PER_BLOCK * nf->nr_bbs * sizeof(*se.visits));
	return search(&se);
}

/*
 * The slot of the answer for (@from, @side, @at): its own when it was
 * asked before (*@kept), else one to fill.
 */
static struct feasible_answer *answer(struct null_flow *nf, struct instruction *from, int side,
				      struct instruction *at, bool *kept)
{
	struct feasible_answer *a;

	if (!nf->answers) {
		nf->answers = calloc(ANSWERS, sizeof(*nf->answers));
		if (!nf->answers)
			abort();
	}
	a = &nf->answers[(((uintptr_t)from >> 4) ^ ((uintptr_t)at >> 6) ^ side) % ANSWERS];
	*kept = a->from == from && a->at == at && a->side == side;
	a->from = from;
	a->at = at;
	a->side = side;
	return a;
}

bool null_flow_feasible(struct null_flow *nf, struct instruction *phisrc,
			struct instruction *phi, struct instruction *at)
{
	pseudo_t constant = null_cond__root(phisrc->phi_src);
	struct known want = { KNOWN_CONST, (unsigned long long)constant->value };
	struct feasible_answer *a;
	bool kept;

	if (!phisrc->bb || !phi->target || !at->bb || phisrc->phi_node != phi ||
	    constant->type != PSEUDO_VAL)
		return true;
	a = answer(nf, phisrc, -1, at, &kept);
	if (!kept)
		a->reaches = ask(nf, phi->target, want, phisrc, NULL, NULL, at);
	return a->reaches;
}

struct tested_null {
	struct null_flow *nf;
	int value;
	bool found;
};

static void see_null(pseudo_t ptr, enum null_fact fact, void *data)
{
	struct tested_null *t = data;

	t->found |= fact == FACT_NULL && null_flow__value(t->nf, ptr) == t->value;
}

/* Does the @truth side of branch @br find followed value @v NULL? */
static bool finds_null(struct null_flow *nf, struct instruction *br, bool truth, int v)
{
	struct tested_null t = { nf, v, false };

	null_cond__implications(br->cond, truth, see_null, &t);
	return t.found;
}

bool null_flow__tested_null_reaches(struct null_flow *nf, pseudo_t p, struct instruction *at)
{
	struct known zero = { KNOWN_CONST, 0 };
	int v = null_flow__value(nf, p), side;
	struct basic_block *bb;
	bool any = false, kept;

	if (v < 0 || !at->bb)
		return true;
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		struct instruction *br = null_flow__two_way_branch(bb);
		int b = (intptr_t)bb->priv;

		/* The tests the flow takes: not a helper's, not an assertion's warning side. */
		if (!br || nf->helper_test[b])
			continue;
		for (side = 0; side < 2; side++) {
			struct basic_block *to = side ? br->bb_true : br->bb_false;
			struct feasible_answer *a;

			if (nf->warn_side[b] == to || !finds_null(nf, br, side, v))
				continue;
			any = true;
			a = answer(nf, br, side, at, &kept);
			if (!kept)
				a->reaches = ask(nf, p, zero, NULL, br, bb, at);
			if (a->reaches)
				return true;
		}
	} END_FOR_EACH_PTR(bb);
	return !any;
}

bool null_flow__select_null_reaches(struct null_flow *nf, struct instruction *sel,
				    struct instruction *at)
{
	struct known zero = { KNOWN_CONST, 0 };
	struct feasible_answer *a;
	bool kept;

	if (!sel->bb || !sel->target || !at->bb)
		return true;
	/* Side 2: neither a phi-source's question (-1) nor a test's (0, 1). */
	a = answer(nf, sel, 2, at, &kept);
	if (!kept)
		a->reaches = ask(nf, sel->target, zero, NULL, sel, sel->bb, at);
	return a->reaches;
}
