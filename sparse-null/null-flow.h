/* SPDX-License-Identifier: MIT */
/*
 * Flow-sensitive nullability over one function's SSA IR.
 *
 * The analysis follows every value that comes from a nullable source (a
 * __nullable parameter, member, global or local, a call of a function
 * returning __nullable) through copies, casts, phi nodes and selects, and
 * computes where each is known not to be NULL: after a NULL test was
 * passed, after it was dereferenced, or when every value merged into it
 * is.  It then walks the function once more and hands each dereference,
 * call and return to the checks with that knowledge.
 */
#ifndef SPARSE_NULL_NULL_FLOW_H
#define SPARSE_NULL_NULL_FLOW_H

#include <stdbool.h>

#include "lib.h"

struct entrypoint;
struct instruction;
struct null_flow;

/* Run the nullability checks over one linearized function. */
void null_flow__check(struct entrypoint *ep);

/* The followed value @p stands for (through copies and casts), or -1. */
int null_flow__value(struct null_flow *nf, pseudo_t p);

/*
 * May followed value @value be NULL at the instruction being checked?
 * Only values from nullable sources may; the others are followed for the
 * facts.
 */
bool null_flow__may_be_null(struct null_flow *nf, int value);

/* Does followed value @value come from a nullable source? */
bool null_flow__nullable(struct null_flow *nf, int value);

/* Is @value known not to be NULL here (tested, or dereferenced before)? */
bool null_flow__known_nonnull(struct null_flow *nf, int value);

/* Did a test find @value NULL on some path reaching here? */
bool null_flow__tested_null(struct null_flow *nf, int value);

/* Did a test find @value an ERR_PTR on some path reaching here? */
bool null_flow__tested_err(struct null_flow *nf, int value);

/* The parameter index (from 0) @value is, or -1. */
int null_flow__param(struct null_flow *nf, int value);

/* The expression a followed value names in messages ("pi_task", "get()"). */
const char *null_flow__name(struct null_flow *nf, int value);

/* Print the continuation line saying where @value's nullability comes from. */
void null_flow__explain(struct null_flow *nf, int value, struct position at);

/* The function being checked. */
struct symbol *null_flow__function(struct null_flow *nf);

#endif
