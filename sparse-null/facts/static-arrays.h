/* SPDX-License-Identifier: MIT */
/*
 * File-static arrays that only have their elements read: no function of
 * the file writes an element (assignment, ++, --) or lets the array's
 * address go anywhere but into the read of one element, and no other
 * object's initializer holds it.  Its own initializer then says what
 * every element holds for good: kyber's `static const char
 * *kyber_domain_names[]` (its elements point to const, but are not const).
 */
#ifndef SPARSE_NULL_STATIC_ARRAYS_H
#define SPARSE_NULL_STATIC_ARRAYS_H

#include <stdbool.h>

struct symbol;

/* Does the file only read the elements of @array, a file-static array? */
bool static_arrays__only_read(struct symbol *array);

#endif
