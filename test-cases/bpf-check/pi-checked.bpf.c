/*
 * test: the same program with a NULL test is clean
 * args: --table $tables/pi.json $obj
 * exit: 0
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		sink = pi_task->policy;
	return 0;
}
