/*
 * test: the result of a function this file does not show returning NULL is left to the whole-tree step
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-result","caller":"pick_pid","function":"lookup_task","line":20}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"unknown","err":false,"evidence":["call-result"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

struct task *lookup_task(int pid);

void pick_pid(int pid)
{
	trace_pick(lookup_task(pid));
}
