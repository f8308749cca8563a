/*
 * test: a value from a __nullable source
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_found","line":24}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_found","param":0,"value":"nonnull","line":24}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-nullable","caller":"pick_found","line":24}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nullable","err":false,"evidence":["call-nullable"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

struct task * __nullable find_task(int pid);

void pick_found(struct task *t, int pid)
{
	t->prio++;
	trace_pick(t, find_task(pid));
}
