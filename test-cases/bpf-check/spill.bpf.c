/*
 * test: a copy spilled to the stack and reloaded is still the argument;
 * a test before the spill still covers the reload
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/spill.bpf.c:17:16: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program spilled)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(spilled, struct task_struct *tsk, struct task_struct *pi_task)
{
	struct task_struct *volatile saved = pi_task;

	sink = saved->prio;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(spilled_checked, struct task_struct *tsk, struct task_struct *pi_task)
{
	struct task_struct *volatile saved = pi_task;

	if (!pi_task)
		return 0;
	sink = saved->prio;
	return 0;
}
