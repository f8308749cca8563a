/* SPDX-License-Identifier: MIT */
/*
 * The names the facts give parameter types: sparse's show_typename(), made
 * once per pointer type however many declarations spell it.
 */
#ifndef SPARSE_NULL_TYPE_NAMES_H
#define SPARSE_NULL_TYPE_NAMES_H

struct symbol;

/* show_typename(@type); the string stays valid for the run. */
const char *type_names__of(struct symbol *type);

#endif
