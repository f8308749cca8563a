/*
 * test: TP_fast_assign testing with if and && makes it nullable
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"boost","arg":0,"name":"tsk","kind":"body-deref","line":16}
 * {"record":"evidence","class":"boost","arg":1,"name":"other","kind":"body-null-test","line":16}
 * {"record":"tp_arg","event":"boost","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"boost","arg":1,"name":"other","null":"nullable","err":false,"evidence":["body-null-test"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(boost,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = other && other->prio > 0;
	),
	TP_printk("a=%d", __entry->a)
);
