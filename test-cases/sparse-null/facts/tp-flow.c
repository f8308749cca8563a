/*
 * test: a caller parameter handed to a tracepoint gives a flow record
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"setprio","line":22}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"setprio","param":0,"value":"nonnull","line":22}
 * {"record":"flow","event":"pick","arg":1,"name":"other","function":"setprio","param":1,"value":"param","line":22}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"unknown","err":false,"evidence":[]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

void setprio(struct task *p, struct task *pi_task)
{
	p->prio++;
	trace_pick(p, pi_task);
}
