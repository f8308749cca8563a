/* SPDX-License-Identifier: MIT */
/*
 * sparse-null's own checks, one per file, and the -W flags that mute them.
 * The instruction checks are flow hooks (flow/null-flow.h) the driver
 * registers: at each dereference, call and return of a function.
 */
#ifndef SPARSE_NULL_NULLABLE_CHECKS_H
#define SPARSE_NULL_NULLABLE_CHECKS_H

#include "lib.h"

struct instruction;
struct null_flow;
struct symbol;

extern int Wnullable_deref;
extern int Wnullable_arg;
extern int Wnullable_return;
extern int Wnullable_attr;

/* A load or store through @insn's address, whose base is followed value @value. */
void check_nullable_deref(struct null_flow *nf, struct instruction *insn, int value);

/* The arguments of call @insn against the callee's nonnull parameters. */
void check_nullable_arg(struct null_flow *nf, struct instruction *insn, int value);

/* The value returned by @insn, in a returns_nonnull function. */
void check_nullable_return(struct null_flow *nf, struct instruction *insn, int value);

/* The continuation line of a warning: where @value was declared __nullable. */
void nullable_checks__explain(struct null_flow *nf, int value, struct position at);

/*
 * Can the flow checks warn in function @fn at all?  When not, a run that
 * writes no facts need not analyse it.
 */
bool nullable_checks__may_warn(struct symbol *fn);

/* Misplaced annotations on a declared symbol and its parameters. */
void check_nullable_attr(struct symbol *sym);

#endif
