/*
 * test: bounded loops are followed to a fixed point: a test inside the
 * loop covers it, a dereference in the loop without one is flagged once.
 * raw_tp, whose arguments the verifier types as plain numbers: clang
 * computes &pi_task->comm before the loop, which in a tp_btf program is
 * pointer arithmetic on a maybe-NULL argument (probe-reads.bpf.c)
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/loops.bpf.c:35:10: warning: dereference of nullable 'pi_task' (argument 1 of event sched_pi_setprio) without a NULL test (program loop_unchecked)
 * end
 */
#include "common.h"

SEC("raw_tp/sched_pi_setprio")
int BPF_PROG(loop_checked, struct task_struct *tsk, struct task_struct *pi_task)
{
	long sum = 0;

#pragma clang loop unroll(disable)
	for (int i = 0; i < tsk->nr_cpus_allowed && i < 64; i++)
		if (pi_task)
			sum += pi_task->comm[i & 15];
	sink = sum;
	return 0;
}

SEC("raw_tp/sched_pi_setprio")
int BPF_PROG(loop_unchecked, struct task_struct *tsk, struct task_struct *pi_task)
{
	long sum = 0;

#pragma clang loop unroll(disable)
	for (int i = 0; i < tsk->nr_cpus_allowed && i < 64; i++)
		sum += pi_task->comm[i & 15];
	sink = sum;
	return 0;
}
