/* SPDX-License-Identifier: MIT */
/*
 * Following a new object through the function that makes it, to what it
 * has set (as object-slots.h's slots) wherever it is published: its
 * address passed to a function (not to one named *free*, which ends the
 * path, nor as memset()'s destination, which zeroes it again, or the
 * members it covers, nor to a function of the same file walked before
 * that does not publish it: what that function sets on every path to its
 * returns counts, nor once as a pointer argument to a function not static
 * and not walked yet, of another file or further down this one: a hand),
 * stored, returned, merged with anything but NULL, or it read whole; a
 * pointer member read while unset is published unset, that member alone.
 */
#ifndef SPARSE_NULL_OBJECT_WALK_H
#define SPARSE_NULL_OBJECT_WALK_H

#include <stdbool.h>

#include "lib.h"
#include "linearize.h"

#include "objects/object-fate.h"

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
 * The fate of the object of @type that @p (and @alias) point to from @at
 * (NULL: @ep's entry), into @fate; false, and nothing to forget, when
 * nothing publishes or hands it.  @nr_bbs: object_walk__add_function()'s.
 */
bool object_walk__fate(struct entrypoint *ep, int nr_bbs, struct instruction *at, struct symbol *type,
		       pseudo_t p, pseudo_t alias, struct object_fate *fate);

/*
 * The fate of the object parameter @param of @fn, a function of this file
 * walked before, points to, as a struct of @type; NULL when not known.
 */
const struct object_fate *object_walk__param_fate(struct symbol *fn, int param, struct symbol *type);

/* Free what @fate holds. */
void object_walk__forget(struct object_fate *fate);

/* Had the call of hand @hand returned, on every path, where @fate's slots @set were taken? */
bool object_walk__after_hand(const struct object_fate *fate, const unsigned long *set, int hand);

/* The name of the function @call calls directly, or NULL. */
const char *object_walk__callee(struct instruction *call);

/*
 * Is @p handed to @call only as parameters declared pointers to a number
 * (dma_pool_alloc()'s dma_addr_t *handle)?  The callee can write a number
 * there, not find the object around it.
 */
bool object_walk__hands_only_a_number(struct instruction *call, pseudo_t p);

/*
 * Does @call allocate memory for a new object: a function named *alloc*
 * or *page* returning void * or an address as an integer (kzalloc(),
 * kmem_cache_alloc(), a page)?
 */
bool object_walk__allocates(struct instruction *call);

/* Does @call zero memory (memset()), copy into it (memcpy(), memmove())? */
bool object_walk__zeroes(struct instruction *call);
bool object_walk__copies(struct instruction *call);

/* Does @call copy into memory from an object of struct @type (memcpy()'s source)? */
bool object_walk__copies_from(struct instruction *call, struct symbol *type);

#endif
