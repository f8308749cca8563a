// SPDX-License-Identifier: MIT
/*
 * Flow-sensitive nullability on sparse's SSA IR.
 *
 * 1. Follow: every pseudo defined by a nullable source gets an index; phi
 *    nodes and selects that merge a followed value are followed too.
 *    Copies and pointer casts are seen through (root()), so a copy of a
 *    pointer shares its tests.
 * 2. Solve: a forward must-analysis.  The state is the set of followed
 *    values known not to be NULL.  A conditional branch adds, on each edge,
 *    what its condition implies (refine()); a dereference adds its base;
 *    a definition removes the value (a loop's next iteration is unchecked
 *    again); merges intersect.
 * 3. Report: one more pass with the solved entry states, handing each
 *    dereference, call and return to the checks.
 *
 * pseudo->priv holds a followed pseudo's index + 1 while a function is
 * being checked; bb->priv holds the block's index.  Both are free once
 * sparse has linearized the function and run its own checks.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "diag.h"
#include "null-flow.h"
#include "nullable-attr.h"
#include "nullable-checks.h"
#include "nullable-locals.h"

/* How deep refine() and deref_base() look through defining instructions. */
#define MAX_DEPTH	8
#define BITS		(8 * sizeof(unsigned long))

enum origin {
	ORIGIN_PARAM,
	ORIGIN_MEMBER,
	ORIGIN_GLOBAL,
	ORIGIN_CALL,
	ORIGIN_LOCAL,
	ORIGIN_MERGE,
};

struct followed {
	pseudo_t pseudo;
	enum origin origin;
	struct symbol *sym;	/* the declaration that says "nullable" */
	pseudo_t base;		/* ORIGIN_MEMBER: the pointer loaded through */
	int from;		/* ORIGIN_MERGE: the followed value merged in */
};

struct null_flow {
	struct entrypoint *ep;
	struct followed *values;
	int nr, alloc;
	int words;		/* unsigned longs per state */
	int nr_bbs;
	unsigned long *in;	/* nr_bbs states: known non-NULL on entry */
	unsigned long *out;	/* nr_bbs states: known non-NULL on exit */
	unsigned long *scratch;
	unsigned long *cur;	/* during the report pass */
	char name[128];
};

/* ---- values ---------------------------------------------------------- */

/*
 * sparse's own passes leave pointers in pseudo->priv too: an index is only
 * ours if the value it names points back to the pseudo.
 */
static int own_index(struct null_flow *nf, pseudo_t p)
{
	intptr_t i;

	if (!p || !p->priv)
		return -1;
	i = (intptr_t)p->priv - 1;
	if (i < 0 || i >= nf->nr || nf->values[i].pseudo != p)
		return -1;
	return i;
}

/* See through the copies and pointer casts that do not change the value. */
static pseudo_t root(pseudo_t p)
{
	int depth;

	for (depth = 0; depth < MAX_DEPTH && p && p->type == PSEUDO_REG; depth++) {
		struct instruction *def = p->def;

		if (!def || (def->opcode != OP_PTRCAST && def->opcode != OP_COPY))
			break;
		p = def->src;
	}
	return p;
}

int null_flow__value(struct null_flow *nf, pseudo_t p)
{
	return own_index(nf, root(p));
}

static void follow(struct null_flow *nf, pseudo_t p, enum origin origin,
		   struct symbol *sym)
{
	struct followed *v;

	if (own_index(nf, p) >= 0)
		return;
	if (nf->nr == nf->alloc) {
		nf->alloc = nf->alloc ? 2 * nf->alloc : 8;
		nf->values = realloc(nf->values, nf->alloc * sizeof(*nf->values));
		if (!nf->values)
			die("out of memory");
	}
	v = &nf->values[nf->nr];
	memset(v, 0, sizeof(*v));
	v->pseudo = p;
	v->origin = origin;
	v->sym = sym;
	p->priv = (void *)(intptr_t)++nf->nr;
}

static void forget_all(struct null_flow *nf)
{
	int i;

	for (i = 0; i < nf->nr; i++)
		nf->values[i].pseudo->priv = NULL;
}

/* The callee of a direct call, or NULL. */
static struct symbol *direct_callee(struct instruction *call)
{
	return call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
}

static struct symbol *fn_param(struct symbol *fn, int index)
{
	struct symbol *type = fn->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return NULL;
	return ptr_list_nth(type->arguments, index);
}

/* A parameter is nullable when any declaration of the function says so. */
static struct symbol *nullable_param(struct symbol *fn, int index)
{
	struct symbol *decl, *param;

	for (decl = fn; decl; decl = decl->same_symbol) {
		param = fn_param(decl, index);
		if (param && nullable_attr__object(param))
			return param;
	}
	return NULL;
}

static bool returns_nullable(struct symbol *fn)
{
	struct symbol *decl;

	for (decl = fn; decl; decl = decl->same_symbol) {
		if (nullable_attr__returns_nullable(decl))
			return true;
	}
	return false;
}

static bool is_global(struct symbol *sym)
{
	return sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC);
}

static void follow_params(struct null_flow *nf)
{
	struct symbol *param;
	pseudo_t arg;

	FOR_EACH_PTR(nf->ep->entry->arg_list, arg) {
		param = nullable_param(nf->ep->name, arg->nr - 1);
		if (param)
			follow(nf, arg, ORIGIN_PARAM, param);
	} END_FOR_EACH_PTR(arg);
}

static void follow_load(struct null_flow *nf, struct instruction *insn)
{
	struct symbol *obj = insn->type;

	if (!obj || obj->type != SYM_NODE || !nullable_attr__object(obj))
		return;
	follow(nf, insn->target, is_global(obj) ? ORIGIN_GLOBAL : ORIGIN_MEMBER, obj);
	nf->values[own_index(nf, insn->target)].base = insn->src;
}

static void follow_call(struct null_flow *nf, struct instruction *insn)
{
	struct symbol *callee = direct_callee(insn);
	struct symbol *local;

	if (!callee || insn->target == VOID)
		return;
	local = nullable_locals__marked(callee);
	if (local)
		follow(nf, insn->target, ORIGIN_LOCAL, local);
	else if (returns_nullable(callee))
		follow(nf, insn->target, ORIGIN_CALL, callee);
}

static void follow_sources(struct null_flow *nf)
{
	struct basic_block *bb;
	struct instruction *insn;

	follow_params(nf);
	if (!nullable_attr__seen())
		return;
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_LOAD)
				follow_load(nf, insn);
			else if (insn->opcode == OP_CALL)
				follow_call(nf, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static void follow_merge(struct null_flow *nf, pseudo_t target, int from)
{
	follow(nf, target, ORIGIN_MERGE, NULL);
	nf->values[own_index(nf, target)].from = from;
}

static int merged_value(struct null_flow *nf, struct instruction *insn)
{
	pseudo_t phi;
	int v;

	if (insn->opcode == OP_SEL) {
		v = null_flow__value(nf, insn->src2);
		return v >= 0 ? v : null_flow__value(nf, insn->src3);
	}
	FOR_EACH_PTR(insn->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		v = null_flow__value(nf, phi->def->phi_src);
		if (v >= 0)
			return v;
	} END_FOR_EACH_PTR(phi);
	return -1;
}

/* Phi nodes and selects merging a followed value; loops need a fixed point. */
static void follow_merges(struct null_flow *nf)
{
	struct basic_block *bb;
	struct instruction *insn;
	int before, from;

	do {
		before = nf->nr;
		FOR_EACH_PTR(nf->ep->bbs, bb) {
			FOR_EACH_PTR(bb->insns, insn) {
				if (!insn->bb || own_index(nf, insn->target) >= 0)
					continue;
				if (insn->opcode != OP_PHI && insn->opcode != OP_SEL)
					continue;
				from = merged_value(nf, insn);
				if (from >= 0)
					follow_merge(nf, insn->target, from);
			} END_FOR_EACH_PTR(insn);
		} END_FOR_EACH_PTR(bb);
	} while (nf->nr != before);
}

/* ---- states ---------------------------------------------------------- */

static unsigned long *state_of(struct null_flow *nf, unsigned long *states,
			       struct basic_block *bb)
{
	return states + (intptr_t)bb->priv * nf->words;
}

static void set_bit_to(unsigned long *state, int v, bool on)
{
	if (on)
		state[v / BITS] |= 1UL << (v % BITS);
	else
		state[v / BITS] &= ~(1UL << (v % BITS));
}

static bool test_bit_in(const unsigned long *state, int v)
{
	return state[v / BITS] & (1UL << (v % BITS));
}

static void fill(struct null_flow *nf, unsigned long *state, int byte)
{
	memset(state, byte, nf->words * sizeof(*state));
}

/* What a branch on @cond taking its @truth side implies. */
static void refine(struct null_flow *nf, unsigned long *state, pseudo_t cond,
		   bool truth, int depth)
{
	struct instruction *def;
	pseudo_t other;
	int v = null_flow__value(nf, cond);

	if (v >= 0 && truth)
		set_bit_to(state, v, true);
	if (depth >= MAX_DEPTH || cond->type != PSEUDO_REG || !(def = cond->def))
		return;
	switch (def->opcode) {
	case OP_SET_EQ:
	case OP_SET_NE:
		other = is_zero(def->src2) ? def->src1 : is_zero(def->src1) ? def->src2 : NULL;
		if (other)
			refine(nf, state, other, truth == (def->opcode == OP_SET_NE), depth + 1);
		break;
	case OP_ZEXT:
	case OP_SEXT:
	case OP_PTRTU:
	case OP_UTPTR:
	case OP_TRUNC:
		/* A truncated pointer can be zero without being NULL. */
		if (def->opcode != OP_TRUNC || def->orig_type == NULL ||
		    def->orig_type->bit_size == 1)
			refine(nf, state, def->src, truth, depth + 1);
		break;
	case OP_AND:
		if (truth) {
			refine(nf, state, def->src1, true, depth + 1);
			refine(nf, state, def->src2, true, depth + 1);
		}
		break;
	case OP_OR:
		if (!truth) {
			refine(nf, state, def->src1, false, depth + 1);
			refine(nf, state, def->src2, false, depth + 1);
		}
		break;
	case OP_SEL:
		/* c ? 1 : 0 is c; c ? 0 : 1 is !c */
		if (def->src2->type == PSEUDO_VAL && is_zero(def->src3) && !is_zero(def->src2))
			refine(nf, state, def->src1, truth, depth + 1);
		else if (is_zero(def->src2) && def->src3->type == PSEUDO_VAL && !is_zero(def->src3))
			refine(nf, state, def->src1, !truth, depth + 1);
		break;
	default:
		break;
	}
}

/* The state on the edge from @from to @to. */
static void edge_state(struct null_flow *nf, struct basic_block *from,
		       struct basic_block *to, unsigned long *state)
{
	struct instruction *last = last_instruction(from->insns);

	memcpy(state, state_of(nf, nf->out, from), nf->words * sizeof(*state));
	if (!last || !last->bb || last->opcode != OP_CBR || last->bb_true == last->bb_false)
		return;
	if (last->bb_true == to)
		refine(nf, state, last->cond, true, 0);
	else if (last->bb_false == to)
		refine(nf, state, last->cond, false, 0);
}

/* NULL, or a followed value not known to be non-NULL in @state. */
static bool may_be_null_in(struct null_flow *nf, const unsigned long *state, pseudo_t p)
{
	int v;

	if (is_zero(p))
		return true;
	v = null_flow__value(nf, p);
	return v >= 0 && !test_bit_in(state, v);
}

static bool phi_nonnull(struct null_flow *nf, struct instruction *insn)
{
	unsigned long *edge = nf->scratch;
	pseudo_t phi;

	FOR_EACH_PTR(insn->phi_list, phi) {
		struct instruction *src;

		if (phi == VOID || !(src = phi->def) || !src->bb)
			continue;
		edge_state(nf, src->bb, insn->bb, edge);
		if (may_be_null_in(nf, edge, src->phi_src))
			return false;
	} END_FOR_EACH_PTR(phi);
	return true;
}

static bool sel_nonnull(struct null_flow *nf, const unsigned long *state,
			struct instruction *insn)
{
	unsigned long *side = nf->scratch;

	memcpy(side, state, nf->words * sizeof(*side));
	refine(nf, side, insn->src1, true, 0);
	if (may_be_null_in(nf, side, insn->src2))
		return false;
	memcpy(side, state, nf->words * sizeof(*side));
	refine(nf, side, insn->src1, false, 0);
	return !may_be_null_in(nf, side, insn->src3);
}

/* The followed pointer an address is computed from: p, p + offset, &p[i]. */
static int deref_base(struct null_flow *nf, pseudo_t addr, int depth)
{
	struct instruction *def;
	int v;

	addr = root(addr);
	v = own_index(nf, addr);
	if (v >= 0 || depth >= MAX_DEPTH || addr->type != PSEUDO_REG)
		return v;
	def = addr->def;
	if (!def || (def->opcode != OP_ADD && def->opcode != OP_SUB))
		return -1;
	v = deref_base(nf, def->src1, depth + 1);
	if (v < 0 && def->opcode == OP_ADD)
		v = deref_base(nf, def->src2, depth + 1);
	return v;
}

/* ---- transfer -------------------------------------------------------- */

static void define(struct null_flow *nf, unsigned long *state, pseudo_t target,
		   bool nonnull)
{
	int v = own_index(nf, target);

	if (v >= 0)
		set_bit_to(state, v, nonnull);
}

/* Arguments passed to nonnull parameters are not NULL after the call. */
static void passed_nonnull(struct null_flow *nf, unsigned long *state,
			   struct instruction *call)
{
	struct symbol *callee = direct_callee(call);
	pseudo_t arg;
	int i = 0, v;

	if (!callee)
		return;
	FOR_EACH_PTR(call->arguments, arg) {
		v = null_flow__value(nf, arg);
		if (v >= 0 && nullable_attr__nonnull_param(callee, i))
			set_bit_to(state, v, true);
		i++;
	} END_FOR_EACH_PTR(arg);
}

static void transfer(struct null_flow *nf, struct basic_block *bb,
		     unsigned long *state, bool report)
{
	struct instruction *insn;
	int v;

	nf->cur = state;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_PHI:
			define(nf, state, insn->target, phi_nonnull(nf, insn));
			break;
		case OP_SEL:
			define(nf, state, insn->target, sel_nonnull(nf, state, insn));
			break;
		case OP_LOAD:
		case OP_STORE:
			v = deref_base(nf, insn->src, 0);
			if (v >= 0) {
				if (report)
					check_nullable_deref(nf, insn, v);
				set_bit_to(state, v, true);
			}
			if (insn->opcode == OP_LOAD)
				define(nf, state, insn->target, false);
			break;
		case OP_CALL:
			if (report)
				check_nullable_arg(nf, insn);
			passed_nonnull(nf, state, insn);
			define(nf, state, insn->target, false);
			break;
		case OP_RET:
			if (report)
				check_nullable_return(nf, insn);
			break;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
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

static void entry_state(struct null_flow *nf, struct basic_block *bb,
			unsigned long *state)
{
	unsigned long *edge = nf->scratch + nf->words;
	struct basic_block *parent;
	int i;

	if (bb == nf->ep->entry->bb) {
		fill(nf, state, 0);
		return;
	}
	fill(nf, state, 0xff);
	FOR_EACH_PTR(bb->parents, parent) {
		edge_state(nf, parent, bb, edge);
		for (i = 0; i < nf->words; i++)
			state[i] &= edge[i];
	} END_FOR_EACH_PTR(parent);
}

static void solve(struct null_flow *nf)
{
	size_t size = nf->words * sizeof(unsigned long);
	unsigned long *state = nf->scratch + 2 * nf->words;
	struct basic_block *bb;
	bool changed;

	memset(nf->out, 0xff, nf->nr_bbs * size);
	do {
		changed = false;
		FOR_EACH_PTR(nf->ep->bbs, bb) {
			entry_state(nf, bb, state);
			memcpy(state_of(nf, nf->in, bb), state, size);
			transfer(nf, bb, state, false);
			if (memcmp(state, state_of(nf, nf->out, bb), size)) {
				memcpy(state_of(nf, nf->out, bb), state, size);
				changed = true;
			}
		} END_FOR_EACH_PTR(bb);
	} while (changed);
}

static void report(struct null_flow *nf)
{
	unsigned long *state = nf->scratch + 2 * nf->words;
	struct basic_block *bb;

	FOR_EACH_PTR(nf->ep->bbs, bb) {
		memcpy(state, state_of(nf, nf->in, bb), nf->words * sizeof(*state));
		transfer(nf, bb, state, true);
	} END_FOR_EACH_PTR(bb);
}

static bool alloc_states(struct null_flow *nf)
{
	nf->words = nf->nr / BITS + 1;
	nf->in = calloc((size_t)nf->nr_bbs * nf->words, sizeof(unsigned long));
	nf->out = calloc((size_t)nf->nr_bbs * nf->words, sizeof(unsigned long));
	nf->scratch = calloc(3 * (size_t)nf->words, sizeof(unsigned long));
	return nf->in && nf->out && nf->scratch;
}

void null_flow__check(struct entrypoint *ep)
{
	struct null_flow nf = { .ep = ep };

	if (!ep->entry || !ep->entry->bb)
		return;
	follow_sources(&nf);
	if (!nf.nr && !nullable_attr__seen_nonnull())
		return;
	follow_merges(&nf);
	number_blocks(&nf);
	if (!alloc_states(&nf))
		die("out of memory");
	solve(&nf);
	report(&nf);
	forget_all(&nf);
	free(nf.values);
	free(nf.in);
	free(nf.out);
	free(nf.scratch);
}

/* ---- for the checks -------------------------------------------------- */

bool null_flow__may_be_null(struct null_flow *nf, int value)
{
	return !test_bit_in(nf->cur, value);
}

struct symbol *null_flow__function(struct null_flow *nf)
{
	return nf->ep->name;
}

static const char *base_name(struct null_flow *nf, pseudo_t base)
{
	struct symbol *param;
	int v = null_flow__value(nf, base);

	base = root(base);
	if (v >= 0)
		return null_flow__name(nf, v);
	if (base->type == PSEUDO_ARG) {
		param = fn_param(nf->ep->name, base->nr - 1);
		return param && param->ident ? show_ident(param->ident) : NULL;
	}
	return NULL;
}

const char *null_flow__name(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];
	const char *base;
	char buf[sizeof(nf->name)];

	switch (v->origin) {
	case ORIGIN_CALL:
		snprintf(nf->name, sizeof(nf->name), "%s()", show_ident(v->sym->ident));
		break;
	case ORIGIN_MEMBER:
		base = v->base ? base_name(nf, v->base) : NULL;
		snprintf(buf, sizeof(buf), "%s%s%s", base ? base : "",
			 base ? "->" : "", show_ident(v->sym->ident));
		strcpy(nf->name, buf);
		break;
	case ORIGIN_MERGE:
		if (v->pseudo->ident)
			snprintf(nf->name, sizeof(nf->name), "%s", show_ident(v->pseudo->ident));
		else
			return null_flow__name(nf, v->from);
		break;
	default:
		snprintf(nf->name, sizeof(nf->name), "%s", show_ident(v->sym->ident));
		break;
	}
	return nf->name;
}

static const char *const origin_words[] = {
	[ORIGIN_PARAM] = "parameter",
	[ORIGIN_MEMBER] = "member",
	[ORIGIN_GLOBAL] = "global",
	[ORIGIN_CALL] = "return value of",
	[ORIGIN_LOCAL] = "local variable",
};

void null_flow__explain(struct null_flow *nf, int value, struct position at)
{
	struct followed *v = &nf->values[value];

	while (v->origin == ORIGIN_MERGE)
		v = &nf->values[v->from];
	diag__info(at, "   %s '%s' is declared __nullable at %s:%d",
	     origin_words[v->origin], show_ident(v->sym->ident),
	     stream_name(v->sym->pos.stream), v->sym->pos.line);
}
