/*
 * test: the same dispatch with the test real schedulers make (if (prev && ...)): loads on every 6.12 kernel; Debian 12's 6.1 has no sched_ext
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: rejected no verifier log
 */
#include "vm.h"

SEC("struct_ops/dispatch")
void BPF_PROG(scx_dispatch_checked, s32 cpu, struct task_struct *prev)
{
	if (prev)
		keep(prev->prio);
}

SEC(".struct_ops")
struct sched_ext_ops dispatch_checked_ops = {
	.dispatch = (void *)scx_dispatch_checked,
	.name = "dispatch_checked",
};
