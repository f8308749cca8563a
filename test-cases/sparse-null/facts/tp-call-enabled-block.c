/*
 * test: a trace call inside an `if (trace_<event>_enabled())` block (a jump label) is seen
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-returns-null","caller":"pick_pid","function":"find_task","line":28}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nullable","err":false,"evidence":["call-returns-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

struct task *find_task(int pid)
{
	if (pid < 0)
		return NULL;
	return (struct task *)0x1000;
}

void pick_pid(int pid)
{
	if (trace_pick_enabled()) {
		struct task *t = find_task(pid);

		trace_pick(t);
	}
}
