/*
 * test: the same read after a NULL test loads everywhere
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_checked, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		keep(pi_task->prio);
	return 0;
}
