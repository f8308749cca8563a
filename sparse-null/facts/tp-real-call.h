/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_TP_REAL_CALL_H
#define SPARSE_NULL_TP_REAL_CALL_H

struct symbol;

/*
 * The event whose real call @fn is, __traceiter_<event>() or the static
 * call __SCT__tp_func_<event>() a wrapper makes, or NULL.
 */
const char *tp_real_call__event(struct symbol *fn);

#endif
