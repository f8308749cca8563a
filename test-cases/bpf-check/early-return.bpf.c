/*
 * test: "if (!p) return" guards the rest; tsk is nonnull in the table
 * args: --table $tables/pi.json $obj
 * exit: 0
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (!pi_task)
		return 0;
	sink = pi_task->policy + pi_task->prio + tsk->prio;
	return 0;
}
