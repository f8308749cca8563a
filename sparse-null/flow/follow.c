// SPDX-License-Identifier: MIT
/*
 * Which values the flow analysis follows.
 *
 * Every pseudo defined by a nullable source gets an index: a __nullable
 * parameter, a load of a __nullable member or global, a call of a function
 * returning __nullable, a value stored into a __nullable local (the result
 * of its marker call).  Phi nodes and selects that merge a followed value
 * are followed too.  With null_flow__follow_pointers() (for the facts),
 * pointer parameters, the pointers handed to direct calls and the values
 * handed to MARKER_FOLLOW_ARG markers are followed as well, without being nullable, so that the facts can say
 * where they are known not to be NULL.
 *
 * pseudo->priv holds a followed pseudo's index + 1 while its function is
 * checked; sparse's passes leave pointers there too, so an index only
 * counts if the value it names points back to the pseudo.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "array.h"
#include "ast/marker-call.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "flow/flow-priv.h"
#include "annotations/nullable-attr.h"

bool follow_pointers;

void null_flow__follow_pointers(void)
{
	follow_pointers = true;
}

int null_flow__value(struct null_flow *nf, pseudo_t p)
{
	return null_flow_index(nf, null_cond__root(p));
}

static struct followed *follow(struct null_flow *nf, pseudo_t p, enum origin origin,
			       struct symbol *sym, bool nullable)
{
	struct followed *v;
	int i = null_flow_index(nf, p);

	if (i >= 0)
		return NULL;
	if (ARRAY_ENSURE(nf->values, nf->alloc, nf->nr + 1))
		die("out of memory");
	v = &nf->values[nf->nr];
	memset(v, 0, sizeof(*v));
	v->pseudo = p;
	v->origin = origin;
	v->sym = sym;
	v->nullable = nullable;
	p->priv = (void *)(intptr_t)++nf->nr;
	return v;
}

void null_follow__release(struct null_flow *nf)
{
	int i;

	for (i = 0; i < nf->nr; i++)
		nf->values[i].pseudo->priv = NULL;
}

struct symbol *null_follow__param(struct symbol *fn, int index)
{
	struct symbol *type = fn->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return NULL;
	return ptr_list_nth(type->arguments, index);
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
		param = nullable_attr__nullable_param(nf->ep->name, arg->nr - 1);
		if (param)
			follow(nf, arg, ORIGIN_PARAM, param, true);
		else if (follow_pointers && nullable_attr__is_pointer(null_follow__param(nf->ep->name, arg->nr - 1)))
			follow(nf, arg, ORIGIN_PARAM, null_follow__param(nf->ep->name, arg->nr - 1), false);
	} END_FOR_EACH_PTR(arg);
}

static void follow_load(struct null_flow *nf, struct instruction *insn)
{
	struct symbol *obj = insn->type;
	struct followed *v;

	if (!obj || obj->type != SYM_NODE || !nullable_attr__object(obj))
		return;
	v = follow(nf, insn->target, is_global(obj) ? ORIGIN_GLOBAL : ORIGIN_MEMBER, obj, true);
	if (v)
		v->base = insn->src;
}

/* How deep follow_address_base() looks through address arithmetic. */
#define MAX_ADDRESS_DEPTH	4

/*
 * The pointers an address handed to a call is computed from: whether
 * container_of(p) is NULL depends on whether p is (facts/value-class.c).
 */
static void follow_address_base(struct null_flow *nf, pseudo_t addr)
{
	int depth;

	for (depth = 0; depth < MAX_ADDRESS_DEPTH; depth++) {
		if (addr->type != PSEUDO_REG || !addr->def || addr->def->opcode != OP_ADD)
			return;
		addr = null_cond__root(addr->def->src1);
		if (addr->type == PSEUDO_REG || addr->type == PSEUDO_ARG)
			follow(nf, addr, ORIGIN_VALUE, NULL, false);
	}
}

/* How deep follow_merged() looks through merges of merges. */
#define MAX_MERGE_DEPTH		2

/*
 * What a merge handed to a call takes in: a merge is known not NULL when
 * every value merged in is on its way in, which a value nothing follows
 * never is, though dereferenced there (`if (!c) { c = alloc(); c->n = 0; }`
 * then `use(c)`).
 */
static void follow_merged(struct null_flow *nf, pseudo_t p, int depth)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t phi, src;

	if (!def || def->opcode != OP_PHI || depth >= MAX_MERGE_DEPTH)
		return;
	FOR_EACH_PTR(def->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		src = null_cond__root(phi->def->phi_src);
		if (src->type == PSEUDO_REG || src->type == PSEUDO_ARG) {
			follow(nf, src, ORIGIN_VALUE, NULL, false);
			follow_merged(nf, src, depth + 1);
		}
	} END_FOR_EACH_PTR(phi);
}

/*
 * The pointers a call is handed, so that the facts can say whether each
 * was tested or dereferenced before: every pointer argument of a direct
 * call, and whatever a MARKER_FOLLOW_ARG marker (a tracepoint argument)
 * is handed.
 */
static void follow_arguments(struct null_flow *nf, struct instruction *insn, bool marker)
{
	pseudo_t arg;
	int index = 0;

	FOR_EACH_PTR(insn->arguments, arg) {
		/* fntypes: the function's type, then each argument's. */
		bool pointer = marker || nullable_attr__is_pointer(ptr_list_nth(insn->fntypes, index + 1));

		arg = null_cond__root(arg);
		if (pointer && arg && (arg->type == PSEUDO_REG || arg->type == PSEUDO_ARG)) {
			follow(nf, arg, ORIGIN_VALUE, NULL, false);
			follow_address_base(nf, arg);
			follow_merged(nf, arg, 0);
		}
		index++;
	} END_FOR_EACH_PTR(arg);
}

static void follow_call(struct null_flow *nf, struct instruction *insn)
{
	struct symbol *callee = null_flow__callee(insn);

	/* A call through a pointer has facts too (facts/member-calls.h). */
	if (follow_pointers)
		follow_arguments(nf, insn, callee && marker_call__role(callee) == MARKER_FOLLOW_ARG);
	if (!callee || marker_call__role(callee) == MARKER_FOLLOW_ARG)
		return;
	if (insn->target == VOID)
		return;
	if (marker_call__role(callee) == MARKER_NULLABLE_RESULT)
		follow(nf, insn->target, ORIGIN_LOCAL, marker_call__aux(callee), true);
	else if (nullable_attr__returns_nullable(callee))
		follow(nf, insn->target, ORIGIN_CALL, callee, true);
}

/*
 * A pointer the function returns, and what a merge of its return paths
 * takes in: the facts say what each path returns.
 */
static void follow_returned(struct null_flow *nf, struct instruction *ret)
{
	pseudo_t src = ret->src ? null_cond__root(ret->src) : NULL;

	if (!src || !nullable_attr__is_pointer(ret->type) ||
	    (src->type != PSEUDO_REG && src->type != PSEUDO_ARG))
		return;
	follow(nf, src, ORIGIN_VALUE, NULL, false);
	follow_merged(nf, src, 0);
}

static void follow_sources(struct null_flow *nf)
{
	struct instruction *const *insns, *insn;
	int i, nr;

	follow_params(nf);
	if (!nullable_attr__seen() && !follow_pointers)
		return;
	insns = null_flow__insns(nf->ep, &nr);
	for (i = 0; i < nr; i++) {
		insn = insns[i];
		if (!insn->bb)
			continue;
		if (insn->opcode == OP_LOAD)
			follow_load(nf, insn);
		else if (insn->opcode == OP_CALL)
			follow_call(nf, insn);
		else if (insn->opcode == OP_RET && follow_pointers)
			follow_returned(nf, insn);
	}
}

/* The followed value a merge takes in, nullable ones first; -1 if none. */
static int merged_value(struct null_flow *nf, struct instruction *insn)
{
	pseudo_t phi, src;
	int v, found = -1;

	if (insn->opcode == OP_SEL) {
		v = null_flow__value(nf, insn->src2);
		found = null_flow__value(nf, insn->src3);
		if (v >= 0 && (found < 0 || nf->values[v].nullable))
			found = v;
		return found;
	}
	FOR_EACH_PTR(insn->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		src = phi->def->phi_src;
		v = null_flow__value(nf, src);
		if (v >= 0 && (found < 0 || (nf->values[v].nullable && !nf->values[found].nullable)))
			found = v;
	} END_FOR_EACH_PTR(phi);
	return found;
}

/* The live phi nodes and selects of @ep, in block order; their number. */
static int merges_of(struct entrypoint *ep, struct instruction ***merges)
{
	struct instruction *const *insns, *insn;
	size_t nr = 0, alloc = 0;
	int i, nr_insns;

	*merges = NULL;
	insns = null_flow__insns(ep, &nr_insns);
	for (i = 0; i < nr_insns; i++) {
		insn = insns[i];
		if (!insn->bb || (insn->opcode != OP_PHI && insn->opcode != OP_SEL))
			continue;
		if (ARRAY_ENSURE(*merges, alloc, nr + 1))
			die("out of memory");
		(*merges)[nr++] = insn;
	}
	return nr;
}

/*
 * Phi nodes and selects merging a followed value; loops need a fixed
 * point.  Each round goes over the merges alone, in block order, so the
 * values get the indexes a scan of the whole function would give them.
 */
static void follow_merges(struct null_flow *nf)
{
	struct instruction **merges, *insn;
	struct followed *v;
	int nr = merges_of(nf->ep, &merges), before, from, i;

	do {
		before = nf->nr;
		for (i = 0; i < nr; i++) {
			insn = merges[i];
			if (null_flow_index(nf, insn->target) >= 0)
				continue;
			from = merged_value(nf, insn);
			if (from < 0)
				continue;
			v = follow(nf, insn->target, ORIGIN_MERGE, NULL,
				   nf->values[from].nullable);
			if (v)
				v->from = from;
		}
	} while (nf->nr != before);
	free(merges);
}

void null_follow__collect(struct null_flow *nf)
{
	follow_sources(nf);
	if (nf->nr)
		follow_merges(nf);
}
