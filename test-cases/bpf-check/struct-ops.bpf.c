/*
 * test: struct_ops programs: the member each implements comes from the object's .struct_ops and .struct_ops.link maps (not the section name); a nullable argument read unchecked is reported, as is one only the kernel marks (yield's to), and a probe read through it (pointer arithmetic, as for tp_btf); the same reads with a NULL test are clean, and a program no map names is not checked
 * args: --table $tables/scx.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/struct-ops.bpf.c:17:15: warning: dereference of nullable 'p' (argument 1 of struct_ops member sched_ext_ops.dispatch) without a NULL test (program demo_dispatch)
 * test-cases/bpf-check/struct-ops.bpf.c:30:12: warning: dereference of nullable 'p' (argument 0 of struct_ops member sched_ext_ops.tick) without a NULL test (program demo_tick)
 * test-cases/bpf-check/struct-ops.bpf.c:36:25: warning: dereference of nullable 'to' (argument 1 of struct_ops member sched_ext_ops.yield) without a NULL test (program demo_yield)
 * test-cases/bpf-check/struct-ops.bpf.c:41:6: warning: pointer arithmetic on nullable 'p' (argument 1 of struct_ops member sched_ext_ops.dispatch) before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included) (program demo_dispatch_core_read)
 * end
 */
#include "common.h"

SEC("struct_ops/dispatch")
void BPF_PROG(demo_dispatch, int cpu, struct task_struct *prev)
{
	sink = prev->prio;
}

SEC("struct_ops/dispatch")
void BPF_PROG(demo_dispatch_checked, int cpu, struct task_struct *prev)
{
	if (prev)
		sink = prev->prio;
}

SEC("struct_ops.s/tick")
void BPF_PROG(demo_tick, struct task_struct *p)
{
	sink = p->pid;
}

SEC("struct_ops")
bool BPF_PROG(demo_yield, struct task_struct *from, struct task_struct *to)
{
	sink = from->pid + to->pid;
	return 0;
}

SEC("struct_ops/dispatch")
void BPF_PROG(demo_dispatch_core_read, int cpu, struct task_struct *prev)
{
	sink = BPF_CORE_READ(prev, prio);
}

SEC("struct_ops/dispatch")
void BPF_PROG(demo_unused, int cpu, struct task_struct *prev)
{
	sink = prev->prio;
}

SEC(".struct_ops.link")
struct sched_ext_ops demo_ops = {
	.dispatch = (void *)demo_dispatch,
	.tick = (void *)demo_tick,
	.yield = (void *)demo_yield,
	.name = "demo",
};

SEC(".struct_ops")
struct sched_ext_ops demo_core_read_ops = {
	.dispatch = (void *)demo_dispatch_core_read,
	.name = "demo_core_read",
};

SEC(".struct_ops")
struct sched_ext_ops demo_checked_ops = {
	.dispatch = (void *)demo_dispatch_checked,
	.name = "demo_checked",
};
