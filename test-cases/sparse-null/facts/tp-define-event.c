/*
 * test: DEFINE_EVENT: events of one class share its TP_fast_assign evidence
 * args: -Wno-decl
 * facts: event evidence tp_arg
 * records:
 * {"record":"event","event":"pair_start","class":"task_pair","defined":true,"params":[[0,"tsk","struct task *"],[1,"other","struct task *"]],"line":30}
 * {"record":"event","event":"pair_stop","class":"task_pair","defined":true,"params":[[0,"tsk","struct task *"],[1,"other","struct task *"]],"line":33}
 * {"record":"evidence","class":"task_pair","arg":0,"name":"tsk","kind":"body-deref","line":20}
 * {"record":"evidence","class":"task_pair","arg":1,"name":"other","kind":"body-null-test","line":20}
 * {"record":"tp_arg","event":"pair_start","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"pair_start","arg":1,"name":"other","null":"nullable","err":false,"evidence":["body-null-test"]}
 * {"record":"tp_arg","event":"pair_stop","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["body-deref"]}
 * {"record":"tp_arg","event":"pair_stop","arg":1,"name":"other","null":"nullable","err":false,"evidence":["body-null-test"]}
 * end
 */
#define CREATE_TRACE_POINTS
#include "../include/kernel.h"
#include "../include/trace.h"

DECLARE_EVENT_CLASS(task_pair,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_STRUCT__entry(__field(int, a) __field(int, b)),
	TP_fast_assign(
		__entry->a = tsk->prio;
		__entry->b = other ? other->prio : 0;
	),
	TP_printk("a=%d", __entry->a)
);
DEFINE_EVENT(task_pair, pair_start,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));
DEFINE_EVENT(task_pair, pair_stop,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));
