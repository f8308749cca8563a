/* SPDX-License-Identifier: MIT */
/*
 * The values stored into structs' pointer members (`p->mapping = m`, a
 * static initializer's `.name = "x"`), one "store" record per function,
 * member and kind of value: with the creations of those structs
 * (field-creations.h), the whole-tree step proves a member never NULL
 * when every value it is ever given is known not NULL.
 */
#ifndef SPARSE_NULL_FIELD_STORES_H
#define SPARSE_NULL_FIELD_STORES_H

#include "lib.h"
#include "facts-schema.h"

struct entrypoint;
struct instruction;
struct null_flow;
struct symbol;

/* Flow hook at a function's start: its stores are new. */
void field_stores__begin(struct null_flow *nf, struct instruction *unused, int value);

/* A new file: no store written yet. */
void field_stores__begin_file(void);

/* Flow hook at a store: a "store" record if it writes a pointer member. */
void field_stores__store(struct null_flow *nf, struct instruction *store, int value);

/*
 * A pointer member's address passed to a function or to an asm's memory
 * operand (xchg(), cmpxchg()) may have anything stored there: a "store"
 * of an unknown value, at the call.
 */
void field_stores__see_function(struct entrypoint *ep);

/*
 * A static initializer's value @init for @member of struct @owner, at
 * @pos: a "store" record with no function (NULL, an address, or unknown).
 */
void field_stores__initializer(struct symbol *owner, struct symbol *member,
			       struct expression *init, struct position pos);

#endif
