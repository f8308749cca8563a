/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_DEBUG_COMPOUND_H
#define SPARSE_NULL_DEBUG_COMPOUND_H

struct symbol;

/* -vcompound: report the size and alignment of a named struct, union or array. */
void show_compound_size(struct symbol *sym);

#endif
