/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_TP_CALLS_H
#define SPARSE_NULL_TP_CALLS_H

#include <stdbool.h>

struct entrypoint;
struct instruction;
struct null_flow;
struct symbol;

/*
 * Does sparse's IR @ep of a function hold a live inlined trace_<event>()?
 * (sparse never deletes the note of an inlined call from a live block.)
 */
bool tp_calls__in_ir(struct entrypoint *ep);

/*
 * Before @fn is linearized for sparse-null's analyses, make each
 * tracepoint call in it visible to the IR: wrap every argument of an
 * inlined trace_<event>() in a call of a marker function.  Returns
 * whether @fn has such a call (and so was changed).
 */
bool tp_calls__wrap(struct symbol *fn);

/* Flow hook at a call: at a marker, record what the tracepoint argument may be there. */
void tp_calls__observe(struct null_flow *nf, struct instruction *call, int value);

#endif
