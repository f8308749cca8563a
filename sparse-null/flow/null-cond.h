/* SPDX-License-Identifier: MIT */
/*
 * What a branch condition says about the pointers it tests: taking its
 * true or false side may imply that a pointer is not NULL, is NULL, or is
 * an ERR_PTR.  Shared by the flow analysis (which applies it on each edge)
 * and by the tracepoint body scan (which records it as evidence).
 */
#ifndef SPARSE_NULL_NULL_COND_H
#define SPARSE_NULL_NULL_COND_H

#include <stdbool.h>

#include "lib.h"

enum null_fact {
	FACT_NONNULL,	/* the pointer is not NULL */
	FACT_NULL,	/* the pointer is NULL */
	FACT_ERR,	/* the pointer is an ERR_PTR */
};

/*
 * Call @visit for each pointer whose state taking the @truth side of
 * branch condition @cond implies.  Looks through !, ==/!= 0, casts,
 * booleans combined with & and |, and c ? 1 : 0.
 */
void null_cond__implications(pseudo_t cond, bool truth,
			     void (*visit)(pseudo_t ptr, enum null_fact fact, void *data),
			     void *data);

/*
 * Call @visit for each pointer condition @cond tests, whatever the
 * outcome: FACT_ERR for an IS_ERR() test, FACT_NONNULL or FACT_NULL for a
 * NULL test.
 */
void null_cond__tests(pseudo_t cond,
		      void (*visit)(pseudo_t ptr, enum null_fact fact, void *data),
		      void *data);

/* See through the copies and pointer casts that do not change a value. */
pseudo_t null_cond__root(pseudo_t p);

/*
 * The value branch condition @cond compares with zero (p, !p, p != 0,
 * p == 0), and into *@nonzero_if whether the condition being true means
 * it is not zero; NULL when @cond is no such test.
 */
pseudo_t null_cond__zero_test(pseudo_t cond, bool *nonzero_if);

#endif
