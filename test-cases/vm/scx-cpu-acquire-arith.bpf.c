/*
 * test: cpu_acquire's args, which balance_one() passes NULL (kernel/sched/ext.c) and nothing in the kernel marks: its struct is empty, so no program can read it, but pointer arithmetic on it shows what the verifier believes: stock and list trust it; the btf kernel (btf-export's args__nullable on cpu_acquire_stub) and the annotated one (the struct_ops series' rename) make it maybe-NULL
 * stock: loaded
 * list: loaded
 * btf: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * annotated: rejected pointer arithmetic on trusted_ptr_or_null_ prohibited
 * debian-6.1: rejected no verifier log
 */
#include "vm.h"

SEC("struct_ops/cpu_acquire")
void BPF_PROG(scx_cpu_acquire_arith, s32 cpu, struct scx_cpu_acquire_args *args)
{
	keep((char *)args + 8);
}

SEC(".struct_ops")
struct sched_ext_ops cpu_acquire_arith_ops = {
	.cpu_acquire = (void *)scx_cpu_acquire_arith,
	.name = "cpu_acquire_arith",
};
