/* SPDX-License-Identifier: MIT */
/*
 * The per-function checks that sparse runs from its own driver rather than
 * from the library.  A drop-in for sparse must run them itself, in sparse's
 * order, so that the diagnostic streams stay identical.
 */
#ifndef SPARSE_NULL_CHECKS_H
#define SPARSE_NULL_CHECKS_H

struct entrypoint;
struct instruction;

/* Warn about pseudos live into the entry block (with -v -Wuninitialized). */
void check_uninitialized(struct entrypoint *ep);

/* Warn about integer casts that lose or change bits (with -v). */
void check_cast(struct instruction *insn);

/* Warn about an OP_RANGE instruction, a value proven out of range. */
void check_range(struct instruction *insn);

/* Warn about a constant byte count over -fmemcpy-max-count in a copy call. */
void check_byte_count(struct instruction *insn);

/* Check lock-context balance over the function's control-flow graph. */
void check_context(struct entrypoint *ep);

/* Run all of sparse's driver checks over one linearized function. */
void check_function(struct entrypoint *ep);

#endif
