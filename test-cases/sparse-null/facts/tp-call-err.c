/*
 * test: an ERR_PTR value passed to a tracepoint
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_error","file":"tp-call-err.c","line":24}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_error","param":0,"value":"nonnull","file":"tp-call-err.c","line":24}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-err","caller":"pick_error","file":"tp-call-err.c","line":24}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"unknown","err":true,"evidence":["call-err"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

#define ERR_PTR(err)	((void *)(long)(err))

void pick_error(struct task *t)
{
	t->prio++;
	trace_pick(t, ERR_PTR(-12));
}
