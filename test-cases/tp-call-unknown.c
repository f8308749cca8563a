/*
 * test: a site passing a value nothing is known of is counted, and decides nothing
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:

 * end
 */
#include "include/kernel.h"
#include "include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

void pick_parent(struct task *t)
{
	t->prio++;
	trace_pick(t->parent);
}
