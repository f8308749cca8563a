/*
 * test: a body with a live jump label still gives its dereferences
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","class":"wake_up","arg":0,"name":"tsk","kind":"body-deref","line":22}
 * {"record":"evidence","class":"wake_up","arg":1,"name":"other","kind":"body-deref","line":22}
 * {"record":"tp_arg","event":"wake_up","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"wake_up","arg":1,"name":"other","null":"nonnull","err":false,"evidence":["body-deref"]}
 * end
 *
 * The static key makes sparse-null linearize the body function a second
 * time, for an IR of its own; the body's scan must read that IR, not
 * sparse's.
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

extern struct tracepoint verbose_key;

TRACE_EVENT(wake_up,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		if (static_key_false(&verbose_key))
			__entry->a = 0;
		__entry->b = other->policy;
	),
	TP_printk("a=%d", __entry->a)
);
