/* SPDX-License-Identifier: MIT */
/*
 * The values stored into structs' pointer members (`p->mapping = m`, a
 * static initializer's `.name = "x"`), one "store" record per function,
 * member and kind of value: with the creations of those structs
 * (field-creations.c), the whole-tree step proves a member never NULL
 * when every value it is ever given is known not NULL.
 */
#ifndef SPARSE_NULL_FIELD_STORES_H
#define SPARSE_NULL_FIELD_STORES_H

#include "lib.h"

struct expression;
struct symbol;

/*
 * A static initializer's value @init for @member of struct @owner, at
 * @pos: a "store" record with no function (NULL, an address, or unknown).
 */
void field_stores__initializer(struct symbol *owner, struct symbol *member,
			       struct expression *init, struct position pos);

#endif
