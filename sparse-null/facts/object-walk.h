/* SPDX-License-Identifier: MIT */
/*
 * Following a new object through the function that makes it, to what it
 * has set (as object-slots.h's slots) wherever it is published: its
 * address passed to a function (not to one named *free*, which ends the
 * path, nor as memset()'s destination, which zeroes it again, nor to a
 * function of the same file walked before that does not publish it:
 * what that function sets on every path to its returns counts), stored,
 * returned, merged, or a pointer member of it read, or it read whole.
 */
#ifndef SPARSE_NULL_OBJECT_WALK_H
#define SPARSE_NULL_OBJECT_WALK_H

#include <stdbool.h>

#include "lib.h"

struct entrypoint;
struct instruction;
struct symbol;

/* A new file: no function of it walked yet. */
void object_walk__begin(void);

/*
 * Function @ep, as sparse-null's analyses read it, may be walked, and
 * calls of it summarized; numbers its blocks and returns how many.
 */
int object_walk__add_function(struct entrypoint *ep);

/*
 * The slots set wherever the object of @type that @p (and @alias) point
 * to from @at (NULL: @ep's entry) is published, freed by the caller; NULL
 * when nothing publishes it.  @nr_bbs: object_walk__add_function()'s.
 */
unsigned long *object_walk__published(struct entrypoint *ep, int nr_bbs, struct instruction *at,
				      struct symbol *type, pseudo_t p, pseudo_t alias);

/* The name of the function @call calls directly, or NULL. */
const char *object_walk__callee(struct instruction *call);

/* Does @call zero memory (memset()), copy into it (memcpy(), memmove())? */
bool object_walk__zeroes(struct instruction *call);
bool object_walk__copies(struct instruction *call);

#endif
