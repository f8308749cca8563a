/*
 * test: checking one nullable argument does not cover the other: flagged once
 * args: --table $tables/both.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/checks-other-arg.bpf.c:17:15: warning: dereference of nullable 'tsk' (argument 0 of event sched_pi_setprio) without a NULL test (program pi_boost)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (!pi_task)
		return 0;
	sink = pi_task->prio;
	sink += tsk->prio;
	sink += tsk->policy;
	return 0;
}
