// SPDX-License-Identifier: MIT
/*
 * What a path of the feasible-path search knows of a value and of a
 * branch condition: a constant, not 0, an ERR_PTR (an error code found
 * not 0, made a pointer), from the facts the path carries (path-state.c),
 * from its shape (an address), or from what the flow knows on every path
 * as the branch's block ends; a condition's outcome from those, through
 * casts, comparisons with constants, IS_ERR()'s unsigned compare, and/or
 * of booleans and selects.  feasible.c decides what to follow.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "flow/path-state.h"

/* ERR_PTR values are the top MAX_ERRNO addresses. */
#define MAX_ERRNO	4095ULL

static bool known_fact(struct null_flow *nf, struct path_state *s, pseudo_t p, struct known *out)
{
	int i;

	for (i = 0; i < s->nr; i++) {
		if (s->fact[i].tag == FACT_VALUE &&
		    null_flow_same_test(nf, s->fact[i].p, p)) {
			*out = s->fact[i].known;
			return true;
		}
	}
	return false;
}

/* Is @p an integer computed in the function? */
static bool integer_value(pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	return def && def->type && is_int_type(def->type);
}

/*
 * The integer a pointer is made of (ERR_PTR(error)), or NULL.  The
 * simplifier drops the integer-to-pointer cast itself: what is left is a
 * pointer cast of the integer.
 */
static pseudo_t integer_made_pointer(pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (!def || (def->opcode != OP_PTRCAST && def->opcode != OP_UTPTR))
		return NULL;
	p = def->src;
	if (!integer_value(p))
		return NULL;
	/* ERR_PTR() takes a long: an int error code is widened first. */
	while (p->type == PSEUDO_REG && p->def &&
	       (p->def->opcode == OP_SEXT || p->def->opcode == OP_ZEXT))
		p = p->def->src;
	return p;
}

bool path_eval__value(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		      pseudo_t p, struct known *out)
{
	struct instruction *def;
	pseudo_t code = integer_made_pointer(p);
	int v;

	/* An error code the path found not 0, made a pointer: an ERR_PTR. */
	if (code && code->type != PSEUDO_VAL) {
		if (!known_fact(nf, s, code, out) || out->kind == KNOWN_CONST)
			return false;
		*out = (struct known){ KNOWN_ERR, 0 };
		return true;
	}
	p = null_cond__root(p);
	if (p->type == PSEUDO_VAL) {
		*out = (struct known){ KNOWN_CONST, (unsigned long long)p->value };
		return true;
	}
	if (p->type == PSEUDO_SYM) {
		*out = (struct known){ KNOWN_NONZERO, 0 };
		return true;
	}
	if (known_fact(nf, s, p, out))
		return true;
	def = p->type == PSEUDO_REG ? p->def : NULL;
	/* An address, or one at an offset from a pointer (&p->f): never 0. */
	if (def && (def->opcode == OP_SYMADDR || (def->opcode == OP_ADD &&
						   def->src2->type == PSEUDO_VAL &&
						   def->src2->value))) {
		*out = (struct known){ KNOWN_NONZERO, 0 };
		return true;
	}
	/* What the flow knows on every path: dereferenced, tested before. */
	v = null_flow__value(nf, p);
	if (v >= 0 && branch_bb && null_flow_nonnull_leaving(nf, v, branch_bb)) {
		*out = (struct known){ KNOWN_NONZERO, 0 };
		return true;
	}
	return false;
}

static int truth(struct known k)
{
	return k.kind != KNOWN_CONST || k.value != 0;
}

/* Unsigned @v compared with @k by @opcode, over @bits bits. */
static int compare(int opcode, unsigned long long v, unsigned long long k, int bits)
{
	unsigned long long mask = bits >= 64 || bits <= 0 ? ~0ULL : (1ULL << bits) - 1;

	v &= mask;
	k &= mask;
	switch (opcode) {
	case OP_SET_EQ: return v == k;
	case OP_SET_NE: return v != k;
	case OP_SET_A: return v > k;
	case OP_SET_AE: return v >= k;
	case OP_SET_B: return v < k;
	case OP_SET_BE: return v <= k;
	default: return -1;
	}
}

/* An ERR_PTR compared with @k: IS_ERR()'s test, or one against 0. */
static int compare_err(int opcode, unsigned long long k)
{
	unsigned long long lo = -MAX_ERRNO;

	if (k == 0 && (opcode == OP_SET_EQ || opcode == OP_SET_NE))
		return opcode == OP_SET_NE;
	switch (opcode) {
	case OP_SET_AE: return k <= lo ? 1 : -1;
	case OP_SET_A: return k < lo ? 1 : -1;
	case OP_SET_B: return k <= lo ? 0 : -1;
	case OP_SET_BE: return k < lo ? 0 : -1;
	default: return -1;
	}
}

static int eval(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		pseudo_t cond, int depth);

static int eval_compare(struct null_flow *nf, struct basic_block *branch_bb,
			struct path_state *s, struct instruction *def)
{
	struct known a, b;
	int bits = def->itype ? def->itype->bit_size : 64;

	if (!path_eval__value(nf, branch_bb, s, def->src1, &a) ||
	    !path_eval__value(nf, branch_bb, s, def->src2, &b))
		return -1;
	if (a.kind == KNOWN_CONST && b.kind == KNOWN_CONST)
		return compare(def->opcode, a.value, b.value, bits);
	if (b.kind == KNOWN_CONST && a.kind == KNOWN_ERR)
		return compare_err(def->opcode, b.value);
	if (b.kind == KNOWN_CONST && b.value == 0 && a.kind == KNOWN_NONZERO)
		return def->opcode == OP_SET_NE ? 1 : def->opcode == OP_SET_EQ ? 0 : -1;
	return -1;
}

static int eval(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		pseudo_t cond, int depth)
{
	struct instruction *def;
	struct known k;
	int a, b;

	if (path_eval__value(nf, branch_bb, s, cond, &k))
		return truth(k);
	cond = null_cond__root(cond);
	if (depth > 8 || cond->type != PSEUDO_REG || !(def = cond->def))
		return -1;
	switch (def->opcode) {
	case OP_ZEXT:
	case OP_SEXT:
	case OP_PTRTU:
		return eval(nf, branch_bb, s, def->src, depth + 1);
	case OP_SET_EQ: case OP_SET_NE:
	case OP_SET_A: case OP_SET_AE: case OP_SET_B: case OP_SET_BE:
		return eval_compare(nf, branch_bb, s, def);
	case OP_AND:
	case OP_OR:
		if (def->size != 1)
			return -1;
		a = eval(nf, branch_bb, s, def->src1, depth + 1);
		b = eval(nf, branch_bb, s, def->src2, depth + 1);
		if (def->opcode == OP_AND)
			return a == 0 || b == 0 ? 0 : a == 1 && b == 1 ? 1 : -1;
		return a == 1 || b == 1 ? 1 : a == 0 && b == 0 ? 0 : -1;
	case OP_SEL:
		a = eval(nf, branch_bb, s, def->src1, depth + 1);
		if (a < 0)
			return -1;
		return eval(nf, branch_bb, s, a ? def->src2 : def->src3, depth + 1);
	default:
		return -1;
	}
}

int path_eval__cond(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		    pseudo_t cond)
{
	return eval(nf, branch_bb, s, cond, 0);
}
