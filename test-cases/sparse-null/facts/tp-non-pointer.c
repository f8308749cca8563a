/*
 * test: no verdict for non-pointers, and a dereference on some paths only proves nothing
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"tp_arg","event":"switch_state","arg":2,"name":"tsk","null":"unknown","err":false,"evidence":[]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(switch_state,
	TP_PROTO(int preempt, unsigned int state, struct task *tsk),
	TP_ARGS(preempt, state, tsk),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = preempt ? 1 : 0;
		__entry->b = state && tsk->prio;
	),
	TP_printk("a=%d", __entry->a)
);
