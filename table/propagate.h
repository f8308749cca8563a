/* SPDX-License-Identifier: MIT */
/*
 * What every function parameter may be, over all known direct calls:
 * NULL (some caller passes NULL, or forwards a parameter that may be),
 * an ERR_PTR likewise, or known not NULL (every call passes a value known
 * not NULL, or forwards a parameter known not NULL).
 */
#ifndef TABLE_PROPAGATE_H
#define TABLE_PROPAGATE_H

#include "model.h"

/* Set null_why, err_why and nonnull of every parameter; the model is linked. */
void propagate__run(struct model *model);

/* May @param be NULL: some call passes NULL, or it is declared __nullable? */
bool propagate__may_null(const struct fn_param *param);

/*
 * Does @site pass a value known not NULL (or an ERR_PTR, a sentinel)?  A
 * call's result counts when that function never returns NULL, a forwarded
 * parameter (or member) once it is known not NULL.
 */
bool propagate__passes_nonnull(const struct site *site);

/*
 * The calls a NULL (@err: an ERR_PTR) takes to reach @param, from the
 * one that passes it first: up to @max into @steps.  Returns how many.
 */
size_t propagate__chain(const struct fn_param *param, bool err,
			const struct site **steps, size_t max);

/*
 * The functions a returned NULL (@err: ERR_PTR) passes through to be
 * @fn's result, from the one that returns it itself: up to @max into
 * @steps.  Returns how many; @fn must return one.
 */
size_t propagate__return_chain(const struct fn *fn, bool err, const struct fn **steps,
			       size_t max);

#endif
