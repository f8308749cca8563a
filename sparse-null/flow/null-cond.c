// SPDX-License-Identifier: MIT
/*
 * Branch conditions as sparse's simplifier leaves them: `if (p)` is a
 * branch on p itself, `if (!p)` and `p == NULL` are seteq p, $0,
 * likely()/unlikely() and !! become setne or zero-extensions of them,
 * IS_ERR(p) is an unsigned compare of the pointer's bits against -MAX_ERRNO,
 * and short-circuit operators that the simplifier turned into bitwise ones
 * are and/or of booleans.
 */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/null-cond.h"

/* How deep the walks look through defining instructions. */
#define MAX_DEPTH	8
/* The kernel's MAX_ERRNO: ERR_PTR values are the top 4095 addresses. */
#define MAX_ERRNO	4095ULL

struct cond_walk {
	void (*visit)(pseudo_t ptr, enum null_fact fact, void *data);
	void *data;
	bool every;		/* every test, whatever the outcome */
};

pseudo_t null_cond__root(pseudo_t p)
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

/* The pointer whose bits an integer compares: (unsigned long)p. */
static pseudo_t pointer_bits(pseudo_t v)
{
	struct instruction *def;

	if (v->type != PSEUDO_REG || !(def = v->def) || def->opcode != OP_PTRTU)
		return NULL;
	return null_cond__root(def->src);
}

/*
 * (unsigned long)p >= -MAX_ERRNO, or > -MAX_ERRNO - 1: IS_ERR(p).  The
 * simplifier often drops the casts and compares the pointer itself.
 */
static pseudo_t err_test(struct instruction *def, bool *is_err_when_true)
{
	pseudo_t ptr = pointer_bits(def->src1);

	if (!ptr)
		ptr = null_cond__root(def->src1);
	unsigned long long limit;

	if (!ptr || def->src2->type != PSEUDO_VAL)
		return NULL;
	limit = def->src2->value;
	switch (def->opcode) {
	case OP_SET_AE:
		*is_err_when_true = true;
		return limit >= -MAX_ERRNO ? ptr : NULL;
	case OP_SET_A:
		*is_err_when_true = true;
		return limit >= -MAX_ERRNO - 1 ? ptr : NULL;
	case OP_SET_B:
		*is_err_when_true = false;
		return limit >= -MAX_ERRNO ? ptr : NULL;
	case OP_SET_BE:
		*is_err_when_true = false;
		return limit >= -MAX_ERRNO - 1 ? ptr : NULL;
	default:
		return NULL;
	}
}

static void walk_cond(const struct cond_walk *w, pseudo_t cond, bool truth, int depth);

/* A truth value: a compare, or one widened or combined as one bit. */
static bool is_truth_value(pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (!def)
		return false;
	switch (def->opcode) {
	case OP_BINCMP ... OP_BINCMP_END:
		return true;
	case OP_ZEXT:
		return def->orig_type && def->orig_type->bit_size == 1;
	default:
		return def->size == 1;
	}
}

static void walk_compare(const struct cond_walk *w, struct instruction *def, bool truth,
			 int depth)
{
	pseudo_t other = is_zero(def->src2) ? def->src1 :
			 is_zero(def->src1) ? def->src2 : NULL;

	if (other)
		walk_cond(w, other, truth == (def->opcode == OP_SET_NE), depth + 1);
}

static void walk_cond(const struct cond_walk *w, pseudo_t cond, bool truth, int depth)
{
	struct instruction *def;
	pseudo_t root = null_cond__root(cond), ptr;
	bool err_when_true;

	/* Any value tested for truth; the visitor knows which are pointers. */
	w->visit(root, truth ? FACT_NONNULL : FACT_NULL, w->data);
	ptr = pointer_bits(root);
	if (ptr)
		w->visit(ptr, truth ? FACT_NONNULL : FACT_NULL, w->data);
	if (depth >= MAX_DEPTH || root->type != PSEUDO_REG || !(def = root->def))
		return;
	switch (def->opcode) {
	case OP_SET_EQ:
	case OP_SET_NE:
		walk_compare(w, def, truth, depth);
		break;
	case OP_SET_AE:
	case OP_SET_A:
	case OP_SET_B:
	case OP_SET_BE:
		/* Not an ERR_PTR says nothing of NULL: IS_ERR(NULL) is false. */
		ptr = err_test(def, &err_when_true);
		if (ptr && (truth == err_when_true || w->every))
			w->visit(ptr, FACT_ERR, w->data);
		break;
	case OP_ZEXT:
	case OP_SEXT:
		walk_cond(w, def->src, truth, depth + 1);
		break;
	case OP_TRUNC:
		/* A truncated pointer can be zero without being NULL. */
		if (def->orig_type && def->orig_type->bit_size == 1)
			walk_cond(w, def->src, truth, depth + 1);
		break;
	case OP_AND:
	case OP_OR:
		if (w->every) {
			/*
			 * The operands of && or || made bitwise are tests;
			 * those of a mask (IS_ALIGNED((unsigned long)p, n))
			 * are not.
			 */
			if (!is_truth_value(def->src1) || !is_truth_value(def->src2))
				break;
			walk_cond(w, def->src1, truth, depth + 1);
			walk_cond(w, def->src2, truth, depth + 1);
			break;
		}
		/* a & b true: both true; a | b false: both false. */
		if (def->opcode == OP_AND && truth) {
			walk_cond(w, def->src1, true, depth + 1);
			walk_cond(w, def->src2, true, depth + 1);
		} else if (def->opcode == OP_OR && !truth) {
			walk_cond(w, def->src1, false, depth + 1);
			walk_cond(w, def->src2, false, depth + 1);
		}
		break;
	case OP_SEL:
		/* c ? 1 : 0 is c; c ? 0 : 1 is !c */
		if (def->src2->type == PSEUDO_VAL && is_zero(def->src3) && !is_zero(def->src2))
			walk_cond(w, def->src1, truth, depth + 1);
		else if (is_zero(def->src2) && def->src3->type == PSEUDO_VAL && !is_zero(def->src3))
			walk_cond(w, def->src1, !truth, depth + 1);
		break;
	default:
		break;
	}
}

void null_cond__implications(pseudo_t cond, bool truth,
			     void (*visit)(pseudo_t ptr, enum null_fact fact, void *data),
			     void *data)
{
	struct cond_walk w = { .visit = visit, .data = data };

	walk_cond(&w, cond, truth, 0);
}

void null_cond__tests(pseudo_t cond,
		      void (*visit)(pseudo_t ptr, enum null_fact fact, void *data),
		      void *data)
{
	struct cond_walk w = { .visit = visit, .data = data, .every = true };

	walk_cond(&w, cond, true, 0);
}

pseudo_t null_cond__zero_test(pseudo_t cond, bool *nonzero_if)
{
	struct instruction *def;
	int depth;

	*nonzero_if = true;
	cond = null_cond__root(cond);
	for (depth = 0; depth < MAX_DEPTH && cond->type == PSEUDO_REG && (def = cond->def) &&
			(def->opcode == OP_SET_NE || def->opcode == OP_SET_EQ) &&
			is_zero(def->src2); depth++) {
		if (def->opcode == OP_SET_EQ)
			*nonzero_if = !*nonzero_if;
		cond = null_cond__root(def->src1);
	}
	return cond->type == PSEUDO_REG || cond->type == PSEUDO_ARG ? cond : NULL;
}
