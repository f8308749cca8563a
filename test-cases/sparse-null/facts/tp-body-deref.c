/*
 * test: TP_fast_assign dereferencing every argument makes them nonnull
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"switch_to","arg":0,"name":"tsk","kind":"body-deref","line":16}
 * {"record":"evidence","class":"switch_to","arg":1,"name":"other","kind":"body-deref","line":16}
 * {"record":"tp_arg","event":"switch_to","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"switch_to","arg":1,"name":"other","null":"nonnull","err":false,"evidence":["body-deref"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(switch_to,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = other->policy;
	),
	TP_printk("a=%d", __entry->a)
);
