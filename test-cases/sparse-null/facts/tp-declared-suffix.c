/*
 * test: the name__nullable convention in TP_PROTO
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"reset","arg":0,"name":"tsk","kind":"body-deref","line":16}
 * {"record":"evidence","class":"reset","arg":1,"name":"other__nullable","kind":"declared","line":16}
 * {"record":"tp_arg","event":"reset","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"reset","arg":1,"name":"other__nullable","null":"nullable","err":false,"evidence":["declared"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(reset,
	TP_PROTO(struct task *tsk, struct task *other__nullable),
	TP_ARGS(tsk, other__nullable),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = 0;
	),
	TP_printk("a=%d", __entry->a)
);
