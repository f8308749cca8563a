/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_NULLABLE_LOCALS_H
#define SPARSE_NULL_NULLABLE_LOCALS_H

#include <stdbool.h>

struct symbol;

/*
 * Before @fn is linearized, wrap every value stored into one of its
 * __nullable locals in a call of a marker function, so that the value
 * stays recognisable after SSA conversion.  Returns whether @fn has such
 * locals (and so was changed).
 */
bool nullable_locals__wrap(struct symbol *fn);

#endif
