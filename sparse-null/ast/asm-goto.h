/* SPDX-License-Identifier: MIT */
/*
 * The labels of `asm goto` as real edges, for sparse-null's own IR.
 *
 * sparse 0.6.4's linearizer ignores an asm goto's labels, so with x86 jump
 * labels every static_branch_likely(), static_branch_unlikely(),
 * static_key_false() and static_key_true() is a constant in its IR and
 * one side of the branch is dead: nothing there is checked.  Before
 * sparse-null's own linearization, each `asm goto (...: l1, l2)` becomes
 *
 *	asm (...); if (taken()) goto l1; if (taken()) goto l2;
 *
 * with taken() an opaque marker call, so that every label is reachable
 * from the asm and the fall-through stays reachable too.  sparse's checks
 * keep reading the IR of the unchanged tree (relinearize.h).
 */
#ifndef SPARSE_NULL_ASM_GOTO_H
#define SPARSE_NULL_ASM_GOTO_H

#include <stdbool.h>

struct entrypoint;
struct symbol;

/*
 * Does sparse's IR @ep of a function hold a live asm goto?  If not,
 * asm_goto__rewrite() of the function has nothing that matters to do.
 */
bool asm_goto__in_ir(struct entrypoint *ep);

/* Rewrite every asm goto in function @fn; returns whether there was one. */
bool asm_goto__rewrite(struct symbol *fn);

#endif
