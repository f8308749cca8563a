/*
 * test: addresses and values dereferenced or tested before the call are nonnull
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_known","line":30}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-nonnull","caller":"pick_known","line":30}
 * {"record":"flow","event":"pick","arg":1,"name":"other","function":"pick_known","param":1,"value":"nonnull","line":30}
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_known","line":31}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_known","param":0,"value":"nonnull","line":31}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-nonnull","caller":"pick_known","line":31}
 * {"record":"flow","event":"pick","arg":1,"name":"other","function":"pick_known","param":0,"value":"nonnull","line":31}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull","call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nonnull","err":false,"evidence":["call-nonnull","call-nonnull"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

struct task idle_task;

void pick_known(struct task *t, struct task *other)
{
	if (!other)
		return;
	t->prio++;
	trace_pick(&idle_task, other);
	trace_pick(t, t);
}
