/* SPDX-License-Identifier: MIT */
/*
 * sparse-null's own IR of a function.  sparse's checks read the IR of the
 * syntax tree as sparse built it; sparse-null's analyses may need a
 * changed tree (marker calls around tracepoint arguments and __nullable
 * locals).  Changing the tree before the one linearization would change
 * what sparse's checks see, so the changed tree is linearized a second
 * time, quietly, and sparse's state is left as the first linearization
 * left it.
 */
#ifndef SPARSE_NULL_RELINEARIZE_H
#define SPARSE_NULL_RELINEARIZE_H

struct entrypoint;
struct symbol;

/*
 * Linearize @fn again after its syntax tree was changed; @first is the IR
 * sparse's checks used.  The second linearization prints nothing and
 * leaves the symbols' state as @first left it, so that the functions
 * linearized later get the IR sparse would give them.
 */
struct entrypoint *relinearize__function(struct symbol *fn, struct entrypoint *first);

#endif
