/*
 * test: a __nullable argument in TP_PROTO is nullable by declaration
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"wake","arg":0,"name":"tsk","kind":"body-deref","line":16}
 * {"record":"evidence","class":"wake","arg":1,"name":"other","kind":"declared","line":16}
 * {"record":"tp_arg","event":"wake","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"wake","arg":1,"name":"other","null":"nullable","err":false,"evidence":["declared"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(wake,
	TP_PROTO(struct task *tsk, struct task * __nullable other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = 0;
	),
	TP_printk("a=%d", __entry->a)
);
