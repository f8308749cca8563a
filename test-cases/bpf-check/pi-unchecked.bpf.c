/*
 * test: the 2024 shape: a field of sched_pi_setprio's pi_task read unchecked
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/pi-unchecked.bpf.c:16:18: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program pi_boost)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	struct task_struct *booster = pi_task;

	sink = booster->policy;
	return 0;
}
