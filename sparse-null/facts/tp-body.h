/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_TP_BODY_H
#define SPARSE_NULL_TP_BODY_H

struct instruction;
struct null_flow;

/*
 * Evidence from TP_fast_assign, as flow hooks (null-flow.h): when the
 * function being checked holds a tracepoint class's body, its tests of the
 * TP_PROTO arguments are recorded at begin, its dereferences and calls as
 * the report pass meets them, and the evidence is filed at end.
 */
void tp_body__begin(struct null_flow *nf, struct instruction *insn, int value);
void tp_body__deref(struct null_flow *nf, struct instruction *insn, int value);
void tp_body__call(struct null_flow *nf, struct instruction *call, int value);
void tp_body__end(struct null_flow *nf, struct instruction *insn, int value);

#endif
