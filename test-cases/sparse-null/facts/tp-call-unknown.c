/*
 * test: a site passing a value nothing is known of is counted, and decides nothing
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-unknown","caller":"pick_parent","file":"tp-call-unknown.c","line":19}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"unknown","err":false,"evidence":["call-unknown"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

void pick_parent(struct task *t)
{
	t->prio++;
	trace_pick(t->parent);
}
