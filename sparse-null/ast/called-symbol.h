/* SPDX-License-Identifier: MIT */
/*
 * The function an expression names, through the shapes the kernel writes
 * it in: f, (cast)&f, *f, and static_call()'s ({ ...; &__SCT__<name>; }).
 */
#ifndef SPARSE_NULL_CALLED_SYMBOL_H
#define SPARSE_NULL_CALLED_SYMBOL_H

struct expression;
struct symbol;

/* The symbol @expr names behind casts, '&', '*' and a statement expression, or NULL. */
struct symbol *expression__called_symbol(struct expression *expr);

/* @expr behind its casts (explicit, implied, forced); NULL stays NULL. */
struct expression *expression__strip_casts(struct expression *expr);

#endif
