/*
 * test: a site passing a value nothing is known of is counted, and decides nothing; one passing a struct's pointer member names the member, for the whole-tree step
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-field","caller":"pick_parent","field":"task.parent","struct_file":"../include/kernel.h","line":20}
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-unknown","caller":"pick_slot","line":25}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"unknown","err":false,"evidence":["call-field","call-unknown"]}
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

void pick_slot(struct task **slot)
{
	trace_pick(*slot);
}
