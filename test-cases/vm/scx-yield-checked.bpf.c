/*
 * test: yield with the NULL test on to: loads on every 6.12 kernel
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: rejected no verifier log
 */
#include "vm.h"

SEC("struct_ops/yield")
bool BPF_PROG(scx_yield_checked, struct task_struct *from, struct task_struct *to)
{
	keep(from->prio + (to ? to->prio : 0));
	return 0;
}

SEC(".struct_ops")
struct sched_ext_ops yield_checked_ops = {
	.yield = (void *)scx_yield_checked,
	.name = "yield_checked",
};
