/*
 * test: a call site passing NULL makes the argument nullable
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_none","line":22}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_none","param":0,"value":"nonnull","line":22}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-null","caller":"pick_none","line":22}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nullable","err":false,"evidence":["call-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

void pick_none(struct task *t)
{
	t->prio++;
	trace_pick(t, NULL);
}
