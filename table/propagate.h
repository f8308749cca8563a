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

/*
 * The three walks: NULL along every forwarding call, an ERR_PTR (or a
 * sentinel) likewise, and NULL for sure: from a call passing NULL that
 * no inlined helper's condition guards, along calls made on every path
 * through the forwarding function only.
 */
enum propagate_walk {
	PROPAGATE_NULL,
	PROPAGATE_ERR,
	PROPAGATE_SURE_NULL,
};

/* Set null_why, sure_why, err_why and nonnull of every parameter; the model is linked. */
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
 * The first function of @d (@nr of them) that dereferences the parameter
 * the value was handed to it as, on every path; NULL when none does.
 */
const struct fn *propagate__dereferenced_by(const struct handed_to *d, size_t nr);

/* The call @walk reached @param through, or NULL. */
const struct site *propagate__why(const struct fn_param *param, enum propagate_walk walk);

/*
 * The calls @walk took to reach @param, from the one that passes the
 * NULL (or ERR_PTR) first: up to @max into @steps.  Returns how many.
 */
size_t propagate__chain(const struct fn_param *param, enum propagate_walk walk,
			const struct site **steps, size_t max);

/*
 * The functions a returned NULL (@err: ERR_PTR) passes through to be
 * @fn's result, from the one that returns it itself: up to @max into
 * @steps.  Returns how many; @fn must return one.
 */
size_t propagate__return_chain(const struct fn *fn, bool err, const struct fn **steps,
			       size_t max);

#endif
