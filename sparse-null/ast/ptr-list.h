/* SPDX-License-Identifier: MIT */
/*
 * Appending to sparse's pointer lists.  add_ptr_list() (and add_symbol(),
 * add_statement(), ...) checks the entry's type with an expression that
 * dereferences the list head even when it is NULL: harmless, but UBSan
 * stops there.  This is the same call without that check.
 */
#ifndef SPARSE_NULL_PTR_LIST_H
#define SPARSE_NULL_PTR_LIST_H

#include "lib.h"

/* Append @ptr to the sparse list at @list (a struct xxx_list **). */
#define ptr_list__add(list, ptr)	__add_ptr_list((struct ptr_list **)(list), (ptr))

#endif
