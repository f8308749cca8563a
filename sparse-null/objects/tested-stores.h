/* SPDX-License-Identifier: MIT */
/*
 * A value that may be NULL stored into a new object, then tested before
 * anyone else can see the object:
 *
 *	ctx = kzalloc(sizeof(*ctx), flags);
 *	...
 *	ctx->bytes = dma_pool_zalloc(pool, flags, &ctx->dma);
 *	if (!ctx->bytes) {
 *		kfree(ctx);
 *		return NULL;
 *	}
 *	return ctx;
 *
 * Whoever reads ctx->bytes later finds it not NULL: the store is one of
 * a value not NULL (field-stores.h), tested at the line of the test.
 */
#ifndef SPARSE_NULL_TESTED_STORES_H
#define SPARSE_NULL_TESTED_STORES_H

#include <stdbool.h>

#include "lib.h"

struct instruction;
struct null_flow;

/*
 * Is the value @store writes tested before the object it writes into can
 * be seen: the object allocated in this function, and each use that can
 * hand it out (a return, a store of its address, a call that is not a
 * free and not handed only the address of a number in it) or read the
 * member back placed where a test has found the value not NULL, a test
 * from which no path leads back to the store?  Sets *@test to the test's
 * position, in the store's file.
 */
bool tested_stores__before_visible(struct null_flow *nf, struct instruction *store,
				   struct position *test);

#endif
