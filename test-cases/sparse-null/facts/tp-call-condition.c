/*
 * test: TRACE_EVENT_CONDITION's test, behind the jump label, is known at the trace call
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_maybe","line":21}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-null","caller":"pick_maybe","line":21}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nullable","err":false,"evidence":["call-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE_CONDITION(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other),
	TP_CONDITION(tsk != NULL));

void pick_maybe(struct task *t, int pid)
{
	trace_pick(pid ? t : NULL, pid > 1 ? t : NULL);
}
