/*
 * test: BPF_CORE_READ of a maybe-NULL argument is pointer arithmetic before a NULL test: rejected too; 6.1 loads it: pi_task is never maybe-NULL there
 * stock: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * list: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * btf: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * annotated: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * debian-6.1: loaded
 */
#include "vm.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_core_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	keep(BPF_CORE_READ(pi_task, prio));
	return 0;
}
