// SPDX-License-Identifier: MIT
/*
 * Which values the flow analysis follows, and how messages name them.
 *
 * Every pseudo defined by a nullable source gets an index: a __nullable
 * parameter, a load of a __nullable member or global, a call of a function
 * returning __nullable, a value stored into a __nullable local.  Phi nodes
 * and selects that merge a followed value are followed too.  When facts
 * are written, pointer parameters and the values handed to tracepoints are
 * followed as well, without being nullable, so that the facts can say
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

#include "diag.h"
#include "facts.h"
#include "null-cond.h"
#include "null-flow.h"
#include "null-flow-priv.h"
#include "nullable-attr.h"
#include "nullable-locals.h"
#include "tp-calls.h"

int null_flow_index(struct null_flow *nf, pseudo_t p)
{
	intptr_t i;

	if (!p || !p->priv)
		return -1;
	i = (intptr_t)p->priv - 1;
	if (i < 0 || i >= nf->nr || nf->values[i].pseudo != p)
		return -1;
	return i;
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

struct symbol *null_follow__callee(struct instruction *call)
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

static bool is_global(struct symbol *sym)
{
	return sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC);
}

static bool is_pointer_param(struct symbol *param)
{
	struct symbol *type = param ? param->ctype.base_type : NULL;

	return type && type->type == SYM_PTR;
}

static void follow_params(struct null_flow *nf)
{
	struct symbol *param;
	pseudo_t arg;

	FOR_EACH_PTR(nf->ep->entry->arg_list, arg) {
		param = nullable_param(nf->ep->name, arg->nr - 1);
		if (param)
			follow(nf, arg, ORIGIN_PARAM, param, true);
		else if (facts__enabled() && is_pointer_param(fn_param(nf->ep->name, arg->nr - 1)))
			follow(nf, arg, ORIGIN_PARAM, fn_param(nf->ep->name, arg->nr - 1), false);
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

static void follow_call(struct null_flow *nf, struct instruction *insn)
{
	struct symbol *callee = null_follow__callee(insn);
	struct symbol *local;
	pseudo_t arg;

	if (!callee)
		return;
	if (tp_calls__marker(callee)) {
		/* What a tracepoint is handed: followed for the facts. */
		arg = first_pseudo(insn->arguments);
		arg = null_cond__root(arg);
		if (arg && (arg->type == PSEUDO_REG || arg->type == PSEUDO_ARG))
			follow(nf, arg, ORIGIN_VALUE, NULL, false);
		return;
	}
	if (insn->target == VOID)
		return;
	local = nullable_locals__marked(callee);
	if (local)
		follow(nf, insn->target, ORIGIN_LOCAL, local, true);
	else if (nullable_attr__returns_nullable(callee))
		follow(nf, insn->target, ORIGIN_CALL, callee, true);
}

static void follow_sources(struct null_flow *nf)
{
	struct basic_block *bb;
	struct instruction *insn;

	follow_params(nf);
	if (!nullable_attr__seen() && !facts__enabled())
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

/* Phi nodes and selects merging a followed value; loops need a fixed point. */
static void follow_merges(struct null_flow *nf)
{
	struct basic_block *bb;
	struct instruction *insn;
	struct followed *v;
	int before, from;

	do {
		before = nf->nr;
		FOR_EACH_PTR(nf->ep->bbs, bb) {
			FOR_EACH_PTR(bb->insns, insn) {
				if (!insn->bb || null_flow_index(nf, insn->target) >= 0)
					continue;
				if (insn->opcode != OP_PHI && insn->opcode != OP_SEL)
					continue;
				from = merged_value(nf, insn);
				if (from < 0)
					continue;
				v = follow(nf, insn->target, ORIGIN_MERGE, NULL,
					   nf->values[from].nullable);
				if (v)
					v->from = from;
			} END_FOR_EACH_PTR(insn);
		} END_FOR_EACH_PTR(bb);
	} while (nf->nr != before);
}

void null_follow__collect(struct null_flow *nf)
{
	follow_sources(nf);
	if (nf->nr)
		follow_merges(nf);
}

/* ---- names ----------------------------------------------------------- */

struct symbol *null_flow__function(struct null_flow *nf)
{
	return nf->ep->name;
}

static const char *base_name(struct null_flow *nf, pseudo_t base)
{
	struct symbol *param;
	int v = null_flow__value(nf, base);

	base = null_cond__root(base);
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
	char buf[sizeof(nf->name)];
	const char *base;

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
		if (!v->pseudo->ident)
			return null_flow__name(nf, v->from);
		snprintf(nf->name, sizeof(nf->name), "%s", show_ident(v->pseudo->ident));
		break;
	case ORIGIN_VALUE:
		snprintf(nf->name, sizeof(nf->name), "%s", show_pseudo(v->pseudo));
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

/* The followed source a value's nullability comes from. */
static struct followed *source_of(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];

	while (v->origin == ORIGIN_MERGE)
		v = &nf->values[v->from];
	return v;
}

void null_flow__explain(struct null_flow *nf, int value, struct position at)
{
	struct followed *v = source_of(nf, value);

	diag__info(at, "   %s '%s' is declared __nullable at %s:%d",
		   origin_words[v->origin], show_ident(v->sym->ident),
		   stream_name(v->sym->pos.stream), v->sym->pos.line);
}

int null_flow__param(struct null_flow *nf, int value)
{
	struct followed *v = &nf->values[value];

	return v->pseudo->type == PSEUDO_ARG ? v->pseudo->nr - 1 : -1;
}
