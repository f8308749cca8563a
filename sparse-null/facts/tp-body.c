// SPDX-License-Identifier: MIT
/*
 * TP_fast_assign's body as evidence.  A test of an argument against NULL
 * (?:, if, &&, ...) says its author expected NULL there; an IS_ERR() test
 * says ERR_PTR; a comparison with a sentinel (TP_STORE_SIGINFO's
 * `info == SEND_SIG_PRIV`) says a pointer that is not valid; a dereference on every path through TP_fast_assign, with
 * no NULL test anywhere in the body, says the author took it as not NULL.
 * "Every path through TP_fast_assign", not "every path": the body function
 * returns early, before it, when the event is soft-disabled or the buffer
 * is full.  In the body function the TP_PROTO
 * arguments follow the `void *__data` parameter.  Positions inside
 * TRACE_EVENT() are those of the macro's invocation line.
 *
 * Flow hooks (null-flow.h): when the function being checked holds a
 * tracepoint class's body, its tests of the TP_PROTO arguments are
 * recorded at begin, its dereferences and calls as the report pass meets
 * them, and the evidence is filed at end.
 */
#include <string.h>

#include "lib.h"
#include "linearize.h"

#include "annotations/nullable-attr.h"
#include "facts/collector.h"
#include "facts/tracepoints.h"
#include "facts/value-class.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

/* TP_PROTO arguments an evidence mask can hold. */
#define MAX_ARGS	64

struct body_scan {
	struct ident *class;
	struct position null_test[MAX_ARGS];
	struct position err_test[MAX_ARGS];
	struct position sentinel_test[MAX_ARGS];
	struct position deref[MAX_ARGS];
	unsigned long long tested, erred, sentinels, derefed, always;
	struct position at;
};

static struct body_scan scan;

/* The TP_PROTO index of @p, or -1 when it is not one of them. */
static int tp_arg_of(pseudo_t p)
{
	p = null_cond__root(p);
	if (p->type != PSEUDO_ARG || p->nr < 2 || p->nr - 2 >= MAX_ARGS)
		return -1;
	return p->nr - 2;
}

static void note_test(pseudo_t ptr, enum null_fact fact, void *data)
{
	int arg = tp_arg_of(ptr);
	unsigned long long bit;

	if (arg < 0)
		return;
	bit = 1ULL << arg;
	if (fact == FACT_ERR && !(scan.erred & bit)) {
		scan.erred |= bit;
		scan.err_test[arg] = scan.at;
	} else if (fact != FACT_ERR && !(scan.tested & bit)) {
		scan.tested |= bit;
		scan.null_test[arg] = scan.at;
	}
}

/* p == (T *)1, p != (T *)1: the argument may be that sentinel. */
static void note_sentinel_test(struct instruction *insn)
{
	pseudo_t other = value_class__is_sentinel(insn->src2) ? insn->src1 :
			 value_class__is_sentinel(insn->src1) ? insn->src2 : NULL;
	int arg = other ? tp_arg_of(other) : -1;

	if (arg < 0 || !insn->itype || !nullable_attr__is_pointer(insn->itype) || (scan.sentinels & (1ULL << arg)))
		return;
	scan.sentinels |= 1ULL << arg;
	scan.sentinel_test[arg] = insn->pos;
}

static void scan_conditions(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t cond;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (insn->opcode == OP_SET_EQ || insn->opcode == OP_SET_NE)
				note_sentinel_test(insn);
			if (insn->opcode == OP_CBR)
				cond = insn->cond;
			else if (insn->opcode == OP_SEL)
				cond = insn->src1;
			else
				continue;
			scan.at = insn->pos;
			null_cond__tests(cond, note_test, NULL);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

static void tp_body__begin(struct null_flow *nf, struct instruction *insn, int value)
{
	memset(&scan, 0, sizeof(scan));
	scan.class = tracepoints__body_class(null_flow__function(nf));
	if (scan.class)
		scan_conditions(null_flow__ir(nf));
}

static void tp_body__deref(struct null_flow *nf, struct instruction *insn, int value)
{
	int param = null_flow__param(nf, value);
	int arg = param - 1;

	if (!scan.class || param < 1 || arg >= MAX_ARGS || (scan.derefed & (1ULL << arg)))
		return;
	scan.derefed |= 1ULL << arg;
	scan.deref[arg] = insn->pos;
}

/*
 * The arguments known not NULL at this call.  The last call of the body
 * function wins: in the kernel's it commits the trace entry
 * (trace_event_buffer_commit()), after TP_fast_assign and on no early
 * return, so what is known there was dereferenced on every path through
 * TP_fast_assign.
 */
static void tp_body__call(struct null_flow *nf, struct instruction *call, int value)
{
	struct entrypoint *ep = null_flow__ir(nf);
	pseudo_t arg;
	int v;

	if (!scan.class)
		return;
	scan.always = 0;
	FOR_EACH_PTR(ep->entry->arg_list, arg) {
		if (arg->nr < 2 || arg->nr - 2 >= MAX_ARGS)
			continue;
		v = null_flow__value(nf, arg);
		if (v >= 0 && null_flow__known_nonnull(nf, v))
			scan.always |= 1ULL << (arg->nr - 2);
	} END_FOR_EACH_PTR(arg);
}

static void tp_body__end(struct null_flow *nf, struct instruction *insn, int value)
{
	int arg;

	if (!scan.class)
		return;
	for (arg = 0; arg < MAX_ARGS; arg++) {
		unsigned long long bit = 1ULL << arg;

		if (scan.tested & bit)
			tracepoints__class_evidence(scan.class, arg, FACTS_EV_BODY_NULL_TEST,
						    scan.null_test[arg]);
		if (scan.erred & bit)
			tracepoints__class_evidence(scan.class, arg, FACTS_EV_BODY_ERR_TEST,
						    scan.err_test[arg]);
		if (scan.sentinels & bit)
			tracepoints__class_evidence(scan.class, arg, FACTS_EV_BODY_SENTINEL_TEST,
						    scan.sentinel_test[arg]);
		if ((scan.derefed & bit) && (scan.always & bit) && !(scan.tested & bit))
			tracepoints__class_evidence(scan.class, arg, FACTS_EV_BODY_DEREF,
						    scan.deref[arg]);
	}
	scan.class = NULL;
}

const struct facts_collector collect_tp_body = {
	.hooks = {
		[NULL_FLOW_BEGIN] = tp_body__begin,
		[NULL_FLOW_DEREF] = tp_body__deref,
		[NULL_FLOW_CALL] = tp_body__call,
		[NULL_FLOW_END] = tp_body__end,
	},
};
