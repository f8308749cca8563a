/*
 * test: the result of a function of this file that can return NULL
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-deref-before","caller":"pick_parent","line":29}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_parent","param":0,"value":"nonnull","line":29}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-returns-null","caller":"pick_parent","function":"parent_of","line":29}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-deref-before"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"nullable","err":false,"evidence":["call-returns-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

static struct task *parent_of(struct task *t)
{
	if (t->prio < 0)
		return NULL;
	return t->parent;
}

void pick_parent(struct task *t)
{
	t->prio++;
	trace_pick(t, parent_of(t));
}
