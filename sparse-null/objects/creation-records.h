/* SPDX-License-Identifier: MIT */
/*
 * The "create" records of new objects: for each named struct an object
 * holds (itself, the structs embedded in it, also in arrays), the pointer
 * members it may publish unset, and where it is handed to functions of
 * other files with which members unset.  A file writes each such record
 * once, at the first creation making it; a creation setting every member
 * writes nothing.  And the "init" records of what a function does to the
 * object a parameter points to, for the creations of other files.
 */
#ifndef SPARSE_NULL_CREATION_RECORDS_H
#define SPARSE_NULL_CREATION_RECORDS_H

#include <stdbool.h>

#include "lib.h"

struct object_fate;
struct symbol;

/* Does an object of @type hold a pointer member of a named struct? */
bool creation_records__has_fields(struct symbol *type);

/*
 * The records of an object of @type, made by @fn (NULL: a static object)
 * at @pos, as object-walk.h's @fate tells: what is set wherever it is
 * published, and where it is handed to another file's function.
 */
void creation_records__write(struct symbol *type, const struct object_fate *fate,
			     struct symbol *fn, struct position pos);

/*
 * The "init" record of function @fn's parameter @param, a pointer to a
 * struct of @type, whose object's fate is @fate: what calls of it from
 * other files need.  None when it sets nothing.
 */
void creation_records__write_init(struct symbol *fn, int param, struct symbol *type,
				  const struct object_fate *fate);

#endif
