/*
 * test: IS_ERR_OR_NULL() in TP_fast_assign: nullable and a possible ERR_PTR
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"lookup","arg":0,"name":"tsk","kind":"body-deref","line":17}
 * {"record":"evidence","class":"lookup","arg":1,"name":"other","kind":"body-null-test","file":"../include/kernel.h","line":51}
 * {"record":"evidence","class":"lookup","arg":1,"name":"other","kind":"body-err-test","file":"../include/kernel.h","line":51}
 * {"record":"tp_arg","event":"lookup","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"lookup","arg":1,"name":"other","null":"nullable","err":true,"evidence":["body-null-test","body-err-test"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

TRACE_EVENT(lookup,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = IS_ERR_OR_NULL(other) ? -1 : other->prio;
	),
	TP_printk("a=%d", __entry->a)
);
