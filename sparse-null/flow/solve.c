// SPDX-License-Identifier: MIT
/*
 * Flow-sensitive nullability on sparse's SSA IR.
 *
 * 1. Follow (follow.c): the values from nullable sources, through
 *    copies, casts, phi nodes and selects.
 * 2. Solve: a forward analysis over four sets (flow-priv.h).  "Known not
 *    NULL" is a must-set: a branch adds what its condition implies on each edge
 *    (null-cond.c), a dereference adds its base, a definition removes the
 *    value (a loop's next iteration is unchecked again), merges intersect.
 *    "Tested NULL" and "tested ERR_PTR" are may-sets: the edge on which a
 *    test of the function's own found the value NULL (or an ERR_PTR) adds
 *    it, merges unite; an inlined helper's test does not (inlined-branches.c),
 *    nor the warning side of an assertion (assertions.c).  "Weak" is a
 *    may-set too: a merge that is not NULL only in the checks' sense.
 *    A round runs a block again only if a state it reads (its parents'
 *    exit states, its phi nodes' sources') changed since it last ran:
 *    the same states as running every block on every round.
 * 3. Report: one more pass with the solved entry states, handing each
 *    dereference, call and return to the registered hooks.
 *
 * bb->priv holds a block's index while its function is checked; it is
 * free once sparse has linearized the function and run its own checks.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations/nullable-attr.h"
#include "array.h"
#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

#define BITS		(8 * sizeof(unsigned long))
/* Hooks per event: a check or two and the fact collectors. */
#define MAX_HOOKS	8

/* ---- hooks ----------------------------------------------------------- */

static null_flow_hook_fn hooks[NULL_FLOW_NR_HOOKS][MAX_HOOKS];
static int nr_hooks[NULL_FLOW_NR_HOOKS];

void null_flow__add_hooks(const null_flow_hook_fn fns[NULL_FLOW_NR_HOOKS])
{
	int hook;

	for (hook = 0; hook < NULL_FLOW_NR_HOOKS; hook++) {
		if (!fns[hook])
			continue;
		if (nr_hooks[hook] == MAX_HOOKS)
			die("sparse-null: too many flow hooks");
		hooks[hook][nr_hooks[hook]++] = fns[hook];
	}
}

static void run_hooks(enum null_flow_hook hook, struct null_flow *nf,
		      struct instruction *insn, int value)
{
	int i;

	for (i = 0; i < nr_hooks[hook]; i++)
		hooks[hook][i](nf, insn, value);
}

/* ---- states ---------------------------------------------------------- */

static size_t state_size(struct null_flow *nf)
{
	return STATE_SETS * nf->words * sizeof(unsigned long);
}

static unsigned long *state_of(struct null_flow *nf, unsigned long *states,
			       struct basic_block *bb)
{
	return states + (intptr_t)bb->priv * STATE_SETS * nf->words;
}

static void set_bit_to(struct null_flow *nf, unsigned long *state, int set,
		       int v, bool on)
{
	unsigned long *word = state + set * nf->words + v / BITS;

	if (on)
		*word |= 1UL << (v % BITS);
	else
		*word &= ~(1UL << (v % BITS));
}

static bool test_bit_in(struct null_flow *nf, const unsigned long *state, int set, int v)
{
	return state[set * nf->words + v / BITS] & (1UL << (v % BITS));
}

/* The state a block starts from before its parents are known. */
static void initial_state(struct null_flow *nf, unsigned long *state)
{
	memset(state, 0, state_size(nf));
	memset(state, 0xff, nf->words * sizeof(*state));
}

struct refine_ctx {
	struct null_flow *nf;
	unsigned long *state;
	bool tested;		/* a NULL or ERR_PTR outcome adds to the may-sets */
	bool infeasible;	/* the edge needs NULL a value known not to be */
};

static void refine_one(pseudo_t ptr, enum null_fact fact, void *data)
{
	struct refine_ctx *ctx = data;
	int v = null_flow_index(ctx->nf, ptr);

	if (v < 0)
		return;
	switch (fact) {
	case FACT_NONNULL:
		set_bit_to(ctx->nf, ctx->state, STATE_NONNULL, v, true);
		set_bit_to(ctx->nf, ctx->state, STATE_NULL, v, false);
		set_bit_to(ctx->nf, ctx->state, STATE_WEAK, v, false);
		break;
	case FACT_NULL:
		if (test_bit_in(ctx->nf, ctx->state, STATE_NONNULL, v) &&
		    !test_bit_in(ctx->nf, ctx->state, STATE_WEAK, v))
			ctx->infeasible = true;
		else if (ctx->tested)
			set_bit_to(ctx->nf, ctx->state, STATE_NULL, v, true);
		break;
	case FACT_ERR:
		if (ctx->tested)
			set_bit_to(ctx->nf, ctx->state, STATE_ERR, v, true);
		break;
	}
}

/*
 * Is @p known not NULL in @state, as the facts mean it: a constant
 * address, or a followed value tested or dereferenced, not one merged
 * from values nothing is known of?
 */
static bool known_in(struct null_flow *nf, const unsigned long *state, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	int v;

	if (p->type == PSEUDO_SYM || (p->type == PSEUDO_VAL && p->value))
		return true;
	/* &object, &p->member */
	if (def && (def->opcode == OP_SYMADDR ||
		    (def->opcode == OP_ADD && def->src2->type == PSEUDO_VAL && def->src2->value > 0)))
		return true;
	v = null_flow__value(nf, p);
	return v >= 0 && test_bit_in(nf, state, STATE_NONNULL, v) &&
	       !test_bit_in(nf, state, STATE_WEAK, v);
}

/*
 * Where `a == b` holds, a value known not NULL makes the other one so:
 * binder's `if (ref == new_ref) binder_cleanup_ref_olocked(new_ref)` with
 * ref dereferenced before.
 */
static void refine_equal(struct refine_ctx *ctx, pseudo_t cond, bool truth, int depth)
{
	struct instruction *def = cond->type == PSEUDO_REG ? cond->def : NULL;
	pseudo_t a, b;

	if (!def || depth > 2)
		return;
	/* `ret && ref == new_ref` made bitwise: both hold. */
	if ((def->opcode == OP_AND && truth) || (def->opcode == OP_OR && !truth)) {
		refine_equal(ctx, def->src1, truth, depth + 1);
		refine_equal(ctx, def->src2, truth, depth + 1);
		return;
	}
	if (!((def->opcode == OP_SET_EQ && truth) || (def->opcode == OP_SET_NE && !truth)) ||
	    !def->itype || !is_ptr_type(def->itype) || is_zero(def->src1) || is_zero(def->src2))
		return;
	a = null_cond__root(def->src1);
	b = null_cond__root(def->src2);
	if (known_in(ctx->nf, ctx->state, a))
		refine_one(b, FACT_NONNULL, ctx);
	else if (known_in(ctx->nf, ctx->state, b))
		refine_one(a, FACT_NONNULL, ctx);
}

/*
 * Refine @state by what @cond being @truth implies.  An edge that needs a
 * value known not NULL (dereferenced, an address: not a weak merge) to be
 * NULL is never taken: its state becomes the merges' neutral one, so a
 * test after a dereference (rq_sched_info_dequeue()'s `if (rq)` after
 * rq_clock(rq)) makes nothing "tested NULL".
 */
static void refine(struct null_flow *nf, unsigned long *state, pseudo_t cond, bool truth,
		   bool tested)
{
	struct refine_ctx ctx = { nf, state, tested, false };

	null_cond__implications(cond, truth, refine_one, &ctx);
	if (ctx.infeasible)
		initial_state(nf, state);
	else
		refine_equal(&ctx, cond, truth, 0);
}

/* ---- readers --------------------------------------------------------- */

/*
 * Which blocks read each block's exit state while solving: a list per
 * block, its nodes in one array.
 */
struct block_reader {
	int block;
	int next;		/* the next node of the same list, or -1 */
};

struct solve_readers {
	int solving;		/* the block being solved, or -1 */
	int *first;		/* per block: its list's first node, or -1 */
	bool *stale;		/* per block: a state it read changed since it ran */
	struct block_reader *nodes;
	int nr;
	size_t alloc;
};

/* The block being solved reads the exit state of block @read. */
static void note_reader(struct solve_readers *r, int read)
{
	int first = r->first[read];

	if (r->solving < 0 || (first >= 0 && r->nodes[first].block == r->solving))
		return;
	if (ARRAY_ENSURE(r->nodes, r->alloc, r->nr + 1))
		die("out of memory");
	r->nodes[r->nr] = (struct block_reader){ r->solving, first };
	r->first[read] = r->nr++;
}

/* Block @changed has a new exit state: what read it runs again. */
static void mark_readers_stale(struct solve_readers *r, int changed)
{
	int i;

	for (i = r->first[changed]; i >= 0; i = r->nodes[i].next)
		r->stale[r->nodes[i].block] = true;
}

/* The state on the edge from @from to @to. */
static void edge_state(struct null_flow *nf, struct basic_block *from,
		       struct basic_block *to, unsigned long *state)
{
	struct instruction *last = null_flow__two_way_branch(from);
	/* An inlined helper's test or an assertion's warning side finds no NULL path. */
	bool tested = !nf->helper_test[(intptr_t)from->priv] &&
		      nf->warn_side[(intptr_t)from->priv] != to;

	if (nf->readers)
		note_reader(nf->readers, (intptr_t)from->priv);
	memcpy(state, state_of(nf, nf->out, from), state_size(nf));
	if (!last)
		return;
	if (last->bb_true == to)
		refine(nf, state, last->cond, true, tested);
	else if (last->bb_false == to)
		refine(nf, state, last->cond, false, tested);
}

/* NULL, or a nullable value not known to be non-NULL in @state. */
static bool may_be_null_in(struct null_flow *nf, const unsigned long *state, pseudo_t p)
{
	int v;

	if (is_zero(p))
		return true;
	v = null_flow__value(nf, p);
	return v >= 0 && nf->values[v].nullable &&
	       !test_bit_in(nf, state, STATE_NONNULL, v);
}

/* A merge is not NULL when no value merged in may be; *@weak: nor known to be. */
static bool phi_nonnull(struct null_flow *nf, struct instruction *insn, bool *weak)
{
	unsigned long *edge = nf->scratch;
	pseudo_t phi;

	*weak = false;
	FOR_EACH_PTR(insn->phi_list, phi) {
		struct instruction *src;

		if (phi == VOID || !(src = phi->def) || !src->bb)
			continue;
		edge_state(nf, src->bb, insn->bb, edge);
		if (may_be_null_in(nf, edge, src->phi_src))
			return false;
		*weak |= !known_in(nf, edge, src->phi_src);
	} END_FOR_EACH_PTR(phi);
	return true;
}

static bool sel_nonnull(struct null_flow *nf, const unsigned long *state,
			struct instruction *insn, bool *weak)
{
	unsigned long *side = nf->scratch;

	*weak = false;
	memcpy(side, state, state_size(nf));
	refine(nf, side, insn->src1, true, true);
	if (may_be_null_in(nf, side, insn->src2))
		return false;
	*weak = !known_in(nf, side, insn->src2);
	memcpy(side, state, state_size(nf));
	refine(nf, side, insn->src1, false, true);
	if (may_be_null_in(nf, side, insn->src3))
		return false;
	*weak |= !known_in(nf, side, insn->src3);
	return true;
}

/* The followed pointer an address is computed from: p, p + offset, &p[i]. */
static int deref_base_at(struct null_flow *nf, pseudo_t addr, int depth)
{
	struct instruction *def;
	int v;

	addr = null_cond__root(addr);
	v = null_flow_index(nf, addr);
	if (v >= 0 || depth >= ADDRESS_DEPTH || addr->type != PSEUDO_REG)
		return v;
	def = addr->def;
	if (!def || (def->opcode != OP_ADD && def->opcode != OP_SUB))
		return -1;
	v = deref_base_at(nf, def->src1, depth + 1);
	if (v < 0 && def->opcode == OP_ADD)
		v = deref_base_at(nf, def->src2, depth + 1);
	return v;
}

/* ---- transfer -------------------------------------------------------- */

/* A definition: a new value, nothing known of it but what @nonnull (and @weak) says. */
static void define(struct null_flow *nf, unsigned long *state, pseudo_t target,
		   bool nonnull, bool weak)
{
	int v = null_flow_index(nf, target);

	if (v < 0)
		return;
	set_bit_to(nf, state, STATE_NONNULL, v, nonnull);
	set_bit_to(nf, state, STATE_NULL, v, false);
	set_bit_to(nf, state, STATE_ERR, v, false);
	set_bit_to(nf, state, STATE_WEAK, v, nonnull && weak);
}

static void known_nonnull(struct null_flow *nf, unsigned long *state, int v)
{
	set_bit_to(nf, state, STATE_NONNULL, v, true);
	set_bit_to(nf, state, STATE_NULL, v, false);
	set_bit_to(nf, state, STATE_WEAK, v, false);
}

/*
 * A dereference through an address proves every followed pointer it is
 * computed from not NULL: nfsi->cache_validity, nfsi being
 * container_of(inode), proves both nfsi and inode.
 */
static void dereferenced(struct null_flow *nf, unsigned long *state, pseudo_t addr, int depth)
{
	struct instruction *def;
	int v;

	addr = null_cond__root(addr);
	v = null_flow_index(nf, addr);
	if (v >= 0)
		known_nonnull(nf, state, v);
	if (depth >= ADDRESS_DEPTH || addr->type != PSEUDO_REG || !(def = addr->def))
		return;
	if (def->opcode != OP_ADD && def->opcode != OP_SUB)
		return;
	dereferenced(nf, state, def->src1, depth + 1);
	if (def->opcode == OP_ADD)
		dereferenced(nf, state, def->src2, depth + 1);
}

/*
 * Arguments passed to nonnull parameters, or to parameters a function of
 * the file defined above dereferences on every path, are not NULL after
 * the call: a NULL would have crashed it.  So is what an address passed
 * there is computed from (verify(&p->lock) proves p).
 */
static void passed_nonnull(struct null_flow *nf, unsigned long *state,
			   struct instruction *call)
{
	struct symbol *callee = null_flow__callee(call);
	pseudo_t arg;
	int i = 0;

	if (!callee)
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		if (null_flow__param_rules_out_null(callee, i))
			dereferenced(nf, state, arg, 0);
		i++;
	} END_FOR_EACH_PTR(arg);
}

/* @insn goes through @addr: the report pass tells the hooks; it is not NULL after. */
static void dereference(struct null_flow *nf, unsigned long *state, struct instruction *insn,
			pseudo_t addr, bool report)
{
	int v = report ? deref_base_at(nf, addr, 0) : -1;

	if (v >= 0)
		run_hooks(NULL_FLOW_DEREF, nf, insn, v);
	dereferenced(nf, state, addr, 0);
}

/*
 * An asm's memory operands are dereferences (null_flow_asm_accesses()):
 * each followed value once, however many operands name its memory.
 */
static void asm_memory_operands(struct null_flow *nf, unsigned long *state,
				struct instruction *insn, struct asm_constraint_list *operands,
				bool report, int *reported)
{
	struct asm_constraint *c;
	int v;

	FOR_EACH_PTR(operands, c) {
		if (!c->is_memory || !c->pseudo)
			continue;
		v = report ? deref_base_at(nf, c->pseudo, 0) : -1;
		dereference(nf, state, insn, c->pseudo, report && v != *reported);
		if (v >= 0)
			*reported = v;
	} END_FOR_EACH_PTR(c);
}

static void asm_accesses(struct null_flow *nf, unsigned long *state, struct instruction *insn,
			 bool report)
{
	int reported = -1;

	if (!null_flow_asm_accesses(insn))
		return;
	asm_memory_operands(nf, state, insn, insn->asm_rules->inputs, report, &reported);
	asm_memory_operands(nf, state, insn, insn->asm_rules->outputs, report, &reported);
}

static void transfer(struct null_flow *nf, struct basic_block *bb,
		     unsigned long *state, bool report)
{
	struct instruction *const *insns, *insn;
	bool nonnull, weak;
	int i, nr;

	nf->cur = state;
	insns = null_flow__block_insns(nf->ep, (intptr_t)bb->priv, &nr);
	for (i = 0; i < nr; i++) {
		insn = insns[i];
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_PHI:
			nonnull = phi_nonnull(nf, insn, &weak);
			define(nf, state, insn->target, nonnull, weak);
			break;
		case OP_SEL:
			nonnull = sel_nonnull(nf, state, insn, &weak);
			define(nf, state, insn->target, nonnull, weak);
			break;
		case OP_LOAD:
		case OP_STORE:
			if (report && insn->opcode == OP_STORE)
				run_hooks(NULL_FLOW_STORE, nf, insn, -1);
			dereference(nf, state, insn, insn->src, report);
			if (insn->opcode == OP_LOAD)
				define(nf, state, insn->target, false, false);
			break;
		case OP_CALL:
			if (report)
				run_hooks(NULL_FLOW_CALL, nf, insn, -1);
			/* A call through a pointer dereferences it. */
			if (!null_flow__callee(insn))
				dereference(nf, state, insn, insn->func, report);
			passed_nonnull(nf, state, insn);
			define(nf, state, insn->target, false, false);
			break;
		case OP_ASM:
			asm_accesses(nf, state, insn, report);
			break;
		case OP_RET:
			if (report)
				run_hooks(NULL_FLOW_RETURN, nf, insn, -1);
			if (report && !null_flow_merged_return(insn))
				run_hooks(NULL_FLOW_RETURNED, nf, insn, -1);
			break;
		case OP_PHISOURCE:
			if (report && null_flow_returned_source(insn))
				run_hooks(NULL_FLOW_RETURNED, nf, insn, -1);
			break;
		default:
			break;
		}
	}
}

/* ---- solve and report ------------------------------------------------ */

static void number_blocks(struct null_flow *nf)
{
	struct basic_block *bb;

	nf->nr_bbs = 0;
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		bb->priv = (void *)(intptr_t)nf->nr_bbs++;
	} END_FOR_EACH_PTR(bb);
}

static void merge_into(struct null_flow *nf, unsigned long *state, const unsigned long *edge)
{
	int i, w = nf->words;

	for (i = 0; i < w; i++)
		state[i] &= edge[i];
	for (i = w; i < STATE_SETS * w; i++)
		state[i] |= edge[i];
}

static void entry_state(struct null_flow *nf, struct basic_block *bb,
			unsigned long *state)
{
	unsigned long *edge = nf->scratch + STATE_SETS * nf->words;
	struct basic_block *parent;

	if (bb == nf->ep->entry->bb) {
		memset(state, 0, state_size(nf));
		return;
	}
	initial_state(nf, state);
	FOR_EACH_PTR(bb->parents, parent) {
		edge_state(nf, parent, bb, edge);
		merge_into(nf, state, edge);
	} END_FOR_EACH_PTR(parent);
}

static void alloc_readers(struct null_flow *nf, struct solve_readers *r)
{
	int b;

	*r = (struct solve_readers){ .solving = -1 };
	r->first = malloc(nf->nr_bbs * sizeof(*r->first));
	r->stale = malloc(nf->nr_bbs * sizeof(*r->stale));
	if (!r->first || !r->stale)
		die("out of memory");
	for (b = 0; b < nf->nr_bbs; b++) {
		r->first[b] = -1;
		r->stale[b] = true;
	}
	nf->readers = r;
}

static void free_readers(struct null_flow *nf, struct solve_readers *r)
{
	free(r->first);
	free(r->stale);
	free(r->nodes);
	nf->readers = NULL;
}

/* Block @bb's entry and exit states from its parents' exit states; were they new? */
static bool solve_block(struct null_flow *nf, struct basic_block *bb, unsigned long *state)
{
	size_t size = state_size(nf);

	entry_state(nf, bb, state);
	memcpy(state_of(nf, nf->in, bb), state, size);
	transfer(nf, bb, state, false);
	if (!memcmp(state, state_of(nf, nf->out, bb), size))
		return false;
	memcpy(state_of(nf, nf->out, bb), state, size);
	return true;
}

static void solve(struct null_flow *nf)
{
	unsigned long *state = nf->scratch + 2 * STATE_SETS * nf->words;
	struct solve_readers r;
	struct basic_block *bb;
	bool changed;
	int b;

	FOR_EACH_PTR(nf->ep->bbs, bb) {
		initial_state(nf, state_of(nf, nf->out, bb));
	} END_FOR_EACH_PTR(bb);
	alloc_readers(nf, &r);
	do {
		changed = false;
		FOR_EACH_PTR(nf->ep->bbs, bb) {
			b = (intptr_t)bb->priv;
			if (!r.stale[b])
				continue;
			r.stale[b] = false;
			r.solving = b;
			if (solve_block(nf, bb, state)) {
				mark_readers_stale(&r, b);
				changed = true;
			}
		} END_FOR_EACH_PTR(bb);
	} while (changed);
	free_readers(nf, &r);
}

static void report(struct null_flow *nf)
{
	unsigned long *state = nf->scratch + 2 * STATE_SETS * nf->words;
	struct basic_block *bb;

	FOR_EACH_PTR(nf->ep->bbs, bb) {
		memcpy(state, state_of(nf, nf->in, bb), state_size(nf));
		transfer(nf, bb, state, true);
	} END_FOR_EACH_PTR(bb);
}

/*
 * The states of the function being checked: its blocks' entry and exit
 * states and three to work in, in one buffer kept for the next function
 * (most functions are small: allocating three buffers for each cost more
 * than some take to solve).
 */
static unsigned long *states;
static size_t alloc_states;

static void make_states(struct null_flow *nf)
{
	size_t words, need;

	nf->words = nf->nr / BITS + 1;
	words = (size_t)STATE_SETS * nf->words;
	need = (2 * (size_t)nf->nr_bbs + 3) * words;
	if (ARRAY_ENSURE(states, alloc_states, need))
		die("out of memory");
	memset(states, 0, need * sizeof(*states));
	nf->in = states;
	nf->out = states + nf->nr_bbs * words;
	nf->scratch = states + 2 * nf->nr_bbs * words;
}

void null_flow__check(struct entrypoint *ep)
{
	struct null_flow nf = { .ep = ep };

	if (!ep->entry || !ep->entry->bb)
		return;
	null_follow__collect(&nf);
	if (!nf.nr && !nullable_attr__seen_nonnull() && !follow_pointers)
		return;
	number_blocks(&nf);
	make_states(&nf);
	null_inlined_branches__mark(&nf);
	null_assertions__mark(&nf);
	solve(&nf);
	if (follow_pointers)
		null_param_derefs__summarize(&nf);
	run_hooks(NULL_FLOW_BEGIN, &nf, NULL, -1);
	report(&nf);
	run_hooks(NULL_FLOW_END, &nf, NULL, -1);
	null_follow__release(&nf);
	free(nf.values);
	free(nf.blocks);
	free(nf.idom);
	free(nf.walk_stack);
	free(nf.walk_seen);
	free(nf.reach);
	free(nf.reach_forward);
	free(nf.answers);
	free(nf.every_path);
	free(nf.helper_test);
	free(nf.warn_side);
}

/* ---- queries --------------------------------------------------------- */

bool null_flow__may_be_null(struct null_flow *nf, int value)
{
	return nf->values[value].nullable &&
	       !test_bit_in(nf, nf->cur, STATE_NONNULL, value);
}

bool null_flow__nullable(struct null_flow *nf, int value)
{
	return nf->values[value].nullable;
}

bool null_flow__no_null_path(struct null_flow *nf, int value)
{
	return test_bit_in(nf, nf->cur, STATE_NONNULL, value);
}

bool null_flow__known_nonnull(struct null_flow *nf, int value)
{
	return test_bit_in(nf, nf->cur, STATE_NONNULL, value) &&
	       !test_bit_in(nf, nf->cur, STATE_WEAK, value);
}

bool null_flow_nonnull_leaving(struct null_flow *nf, int value, struct basic_block *bb)
{
	unsigned long *state = state_of(nf, nf->out, bb);

	return test_bit_in(nf, state, STATE_NONNULL, value) &&
	       !test_bit_in(nf, state, STATE_WEAK, value);
}

bool null_flow__tested_null(struct null_flow *nf, int value)
{
	return test_bit_in(nf, nf->cur, STATE_NULL, value);
}

bool null_flow__tested_err(struct null_flow *nf, int value)
{
	return test_bit_in(nf, nf->cur, STATE_ERR, value);
}
