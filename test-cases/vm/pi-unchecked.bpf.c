/*
 * test: sched_pi_setprio's pi_task read without a NULL test (the 2024 crash): the stock list already marks it; Debian 12's 6.1 has no list and no __nullable names: it loads there, the crash still possible
 * stock: rejected invalid mem access 'trusted_ptr_or_null_'
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: rejected invalid mem access 'trusted_ptr_or_null_'
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_unchecked, struct task_struct *tsk, struct task_struct *pi_task)
{
	keep(pi_task->prio);
	return 0;
}
