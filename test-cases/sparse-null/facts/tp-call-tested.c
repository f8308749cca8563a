/*
 * test: a value tested against NULL earlier on the path
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_tested","line":27}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_tested","param":0,"value":"nonnull","line":27}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-tested-null","caller":"pick_tested","line":27}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nullable","err":false,"evidence":["call-tested-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

void warn_slowpath(const char *file, int line);

void pick_tested(struct task *t)
{
	struct task *other = t->parent;

	if (!other)
		warn_slowpath("x", 1);
	trace_pick(t, other);
}
