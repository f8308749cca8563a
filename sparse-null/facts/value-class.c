// SPDX-License-Identifier: MIT
/*
 * What a pointer value may be at one point of a function, for the facts:
 * the flow analysis's knowledge (tested, dereferenced, nullable source)
 * first, then the value's own shape (a constant, an address, a merge with
 * NULL, a call's result, a parameter as it came in).  A small constant
 * cast to a pointer is neither NULL nor valid: the verifier must treat an
 * argument that may be one like an ERR_PTR (a scalar, never dereferenced).
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "facts/value-class.h"

/* The kernel's MAX_ERRNO: ERR_PTR values are the top 4095 addresses. */
#define MAX_ERRNO	4095ULL
/* Sentinels live in the first page, which the kernel never maps. */
#define SENTINEL_LIMIT	4096ULL

static bool is_err_constant(pseudo_t p)
{
	return p->type == PSEUDO_VAL && (unsigned long long)p->value >= -MAX_ERRNO;
}

bool value_class__is_sentinel(pseudo_t p)
{
	return p->type == PSEUDO_VAL && p->value && (unsigned long long)p->value < SENTINEL_LIMIT;
}

/* An address: &object, or &object plus an offset. */
static bool is_address(pseudo_t p)
{
	struct instruction *def;

	if (p->type == PSEUDO_SYM)
		return true;
	if (p->type != PSEUDO_REG || !(def = p->def))
		return false;
	if (def->opcode == OP_SYMADDR)
		return true;
	return def->opcode == OP_ADD && def->src2->type == PSEUDO_VAL && is_address(def->src1);
}

/*
 * A merge with NULL or an ERR_PTR constant on some path, else with a
 * sentinel: NULL and ERR_PTR come first, as the facts said before
 * sentinels had a value of their own.
 */
static enum facts_value merged_constant(pseudo_t p)
{
	struct instruction *def;
	bool sentinel = false;
	pseudo_t phi;

	if (p->type != PSEUDO_REG || !(def = p->def))
		return FACTS_VALUE_UNKNOWN;
	if (def->opcode == OP_SEL)
		return is_zero(def->src2) || is_zero(def->src3) ? FACTS_VALUE_NULL :
		       is_err_constant(def->src2) || is_err_constant(def->src3) ? FACTS_VALUE_ERR :
		       value_class__is_sentinel(def->src2) ||
		       value_class__is_sentinel(def->src3) ? FACTS_VALUE_SENTINEL :
		       FACTS_VALUE_UNKNOWN;
	if (def->opcode != OP_PHI)
		return FACTS_VALUE_UNKNOWN;
	FOR_EACH_PTR(def->phi_list, phi) {
		if (phi == VOID || !phi->def)
			continue;
		if (is_zero(phi->def->phi_src))
			return FACTS_VALUE_NULL;
		if (is_err_constant(phi->def->phi_src))
			return FACTS_VALUE_ERR;
		sentinel |= value_class__is_sentinel(phi->def->phi_src);
	} END_FOR_EACH_PTR(phi);
	return sentinel ? FACTS_VALUE_SENTINEL : FACTS_VALUE_UNKNOWN;
}

static enum facts_value flow_kind(struct null_flow *nf, int v)
{
	if (null_flow__known_nonnull(nf, v))
		return FACTS_VALUE_NONNULL;
	if (null_flow__nullable(nf, v))
		return FACTS_VALUE_NULLABLE;
	if (null_flow__tested_null(nf, v))
		return FACTS_VALUE_TESTED_NULL;
	if (null_flow__tested_err(nf, v))
		return FACTS_VALUE_ERR;
	return FACTS_VALUE_UNKNOWN;
}

void value_class__of(struct null_flow *nf, pseudo_t p, struct value_class *out)
{
	struct instruction *def;
	int v;

	out->kind = FACTS_VALUE_UNKNOWN;
	out->param = -1;
	out->callee = NULL;
	if (!p || p == VOID)
		return;
	p = null_cond__root(p);
	/* A parameter keeps its index whatever else is known of it here. */
	if (p->type == PSEUDO_ARG)
		out->param = p->nr - 1;
	if (is_zero(p)) {
		out->kind = FACTS_VALUE_NULL;
		return;
	}
	if (is_err_constant(p) || (p->type == PSEUDO_REG && p->def &&
				   p->def->opcode == OP_UTPTR)) {
		out->kind = FACTS_VALUE_ERR;
		return;
	}
	if (value_class__is_sentinel(p)) {
		out->kind = FACTS_VALUE_SENTINEL;
		return;
	}
	v = null_flow__value(nf, p);
	if (v >= 0 && (out->kind = flow_kind(nf, v)) != FACTS_VALUE_UNKNOWN) {
		/* Not NULL, as a merge of constants none of which is: one may be a sentinel. */
		if (out->kind == FACTS_VALUE_NONNULL &&
		    merged_constant(p) == FACTS_VALUE_SENTINEL)
			out->kind = FACTS_VALUE_SENTINEL;
		return;
	}
	if (is_address(p) || p->type == PSEUDO_VAL) {
		out->kind = FACTS_VALUE_NONNULL;
		return;
	}
	if ((out->kind = merged_constant(p)) != FACTS_VALUE_UNKNOWN)
		return;
	if (p->type == PSEUDO_ARG) {
		out->kind = FACTS_VALUE_PARAM;
		return;
	}
	def = p->type == PSEUDO_REG ? p->def : NULL;
	if (def && def->opcode == OP_CALL && def->func->type == PSEUDO_SYM) {
		out->kind = FACTS_VALUE_CALL;
		out->callee = def->func->sym;
	}
}
