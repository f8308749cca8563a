/*
 * test: branches: a dereference reached from the path where the test found NULL, one in
 * an unrelated branch, and a join after a test on both sides (clean)
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/branches.bpf.c:18:19: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program null_path_joins)
 * test-cases/bpf-check/branches.bpf.c:26:19: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program unrelated_branch)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(null_path_joins, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task == NULL)
		sink = 1;
	sink += pi_task->prio;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(unrelated_branch, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (tsk->prio > 100)
		sink = pi_task->prio;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(joined, struct task_struct *tsk, struct task_struct *pi_task)
{
	int prio = tsk->prio;

	if (pi_task && pi_task->prio < prio)
		prio = pi_task->prio;
	sink = prio;
	return 0;
}
