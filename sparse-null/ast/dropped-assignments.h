/* SPDX-License-Identifier: MIT */
/*
 * Pointer assignments sparse evaluated with a type error ("incorrect type
 * in assignment": another address space, another base type) keep no type,
 * and sparse 0.6.4 linearizes an expression without a type to nothing:
 * the variable keeps its old value, or none (UNDEF), and a store into
 * memory is lost.  `prev = rq->curr;`, with curr __rcu, leaves prev
 * undefined for everything after it.  sparse-null's own IR (relinearize.h)
 * gets them back: sparse already cast the right side to the left side's
 * type, so the assignment takes that type.  sparse's checks keep reading
 * the IR sparse made.
 */
#ifndef SPARSE_NULL_DROPPED_ASSIGNMENTS_H
#define SPARSE_NULL_DROPPED_ASSIGNMENTS_H

#include <stdbool.h>

struct symbol;

/* Give function @fn's dropped pointer assignments their type back; returns whether there was one. */
bool dropped_assignments__restore(struct symbol *fn);

#endif
