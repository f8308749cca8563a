/*
 * test: TP_fast_assign testing an argument against NULL makes it nullable
 * args: -Wno-decl
 */
#define CREATE_TRACE_POINTS
#include "include/kernel.h"
#include "include/trace.h"

TRACE_EVENT(task_boost,
	TP_PROTO(struct task *tsk, struct task *pi_task),
	TP_ARGS(tsk, pi_task),
	TP_STRUCT__entry(__field(int, prio) __field(int, newprio)),
	TP_fast_assign(
		__entry->prio = tsk->prio;
		__entry->newprio = pi_task ? pi_task->prio : tsk->prio;
	),
	TP_printk("prio=%d", __entry->prio)
);

void boost(struct task *p, struct task *pi_task)
{
	trace_task_boost(p, pi_task);
}
