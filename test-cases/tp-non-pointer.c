/*
 * test: arguments that are not pointers get no verdict, whatever the body tests
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","class":"switch_state","arg":2,"name":"tsk","kind":"body-deref","file":"tp-non-pointer.c","line":14}
 * {"record":"tp_arg","event":"switch_state","arg":2,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "include/kernel.h"
#include "include/trace.h"

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
