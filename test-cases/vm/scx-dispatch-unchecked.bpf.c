/*
 * test: a sched_ext scheduler's dispatch reads prev without a NULL test: the kernel passes NULL there (kernel/sched/ext.c, balance_one()) and marks it by hand (set_arg_maybe_null()), so every 6.12 kernel rejects it; Debian 12's 6.1 has no sched_ext
 * stock: rejected invalid mem access 'trusted_ptr_or_null_'
 * list: rejected invalid mem access 'trusted_ptr_or_null_'
 * btf: rejected invalid mem access 'trusted_ptr_or_null_'
 * annotated: rejected invalid mem access 'trusted_ptr_or_null_'
 * debian-6.1: rejected no verifier log
 */
#include "vm.h"

SEC("struct_ops/dispatch")
void BPF_PROG(scx_dispatch_unchecked, s32 cpu, struct task_struct *prev)
{
	keep(prev->prio);
}

SEC(".struct_ops")
struct sched_ext_ops dispatch_unchecked_ops = {
	.dispatch = (void *)scx_dispatch_unchecked,
	.name = "dispatch_unchecked",
};
