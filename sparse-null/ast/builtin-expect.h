/* SPDX-License-Identifier: MIT */
/*
 * __builtin_expect() (likely(), unlikely()) as costly as what it tests.
 *
 * sparse 0.6.4 expands __builtin_expect(e, c) into e but says it costs
 * nothing, so `p && unlikely(p->flags)` looks cheaper than a branch and
 * becomes a plain `&` that loads p->flags whether p is NULL or not: a
 * dereference on every path that C never makes (dm.c's alloc_tio()).
 * With e's own cost the && keeps its branch, in sparse's IR and ours;
 * sparse's own diagnostics do not change (the right side that now sits
 * behind a branch has no side effects).
 */
#ifndef SPARSE_NULL_BUILTIN_EXPECT_H
#define SPARSE_NULL_BUILTIN_EXPECT_H

/* Give __builtin_expect() the cost of its arguments; after sparse_initialize(). */
void builtin_expect__keep_cost(void);

#endif
