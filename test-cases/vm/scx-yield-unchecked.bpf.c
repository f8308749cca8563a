/*
 * test: yield's to read without a NULL test: yield_task_scx() passes NULL (kernel/sched/ext.c), the kernel's other hand mark; every 6.12 kernel rejects it
 * stock: rejected invalid mem access 'trusted_ptr_or_null_'
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: rejected invalid mem access 'trusted_ptr_or_null_'
 * debian-6.1: rejected no verifier log
 */
#include "vm.h"

SEC("struct_ops/yield")
bool BPF_PROG(scx_yield_unchecked, struct task_struct *from, struct task_struct *to)
{
	keep(from->prio + to->prio);
	return 0;
}

SEC(".struct_ops")
struct sched_ext_ops yield_unchecked_ops = {
	.yield = (void *)scx_yield_unchecked,
	.name = "yield_unchecked",
};
