/* SPDX-License-Identifier: MIT */
/*
 * The "create" records of new objects: for each named struct an object
 * holds (itself, the structs embedded in it, also in arrays), the pointer
 * members it may publish unset.  A file writes each struct's set of unset
 * members once, at the first creation leaving it so; a creation setting
 * every member writes nothing.
 */
#ifndef SPARSE_NULL_CREATION_RECORDS_H
#define SPARSE_NULL_CREATION_RECORDS_H

#include <stdbool.h>

#include "lib.h"

struct symbol;

/* A new file: no record written yet. */
void creation_records__begin(void);

/* Does an object of @type hold a pointer member of a named struct? */
bool creation_records__has_fields(struct symbol *type);

/*
 * The records of an object of @type, made by @fn (NULL: a static object)
 * at @pos, whose slots @bits (@nr_slots of them; NULL: none) are set.
 */
void creation_records__write(struct symbol *type, const unsigned long *bits, int nr_slots,
			     struct symbol *fn, struct position pos);

#endif
