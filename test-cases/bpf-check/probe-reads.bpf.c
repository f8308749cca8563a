/*
 * test: what 6.12's verifier does with probe reads of a maybe-NULL
 * argument: pointer arithmetic on it before a NULL test is rejected, so
 * BPF_CORE_READ(p, f) and bpf_probe_read_kernel(&v, n, &p->f) are
 * flagged; the unmodified pointer passed to bpf_probe_read_kernel() (an
 * ARG_ANYTHING parameter) is accepted, and so is any read after a test;
 * raw_tp arguments are plain numbers for the verifier: arithmetic is fine
 * args: --table $tables/pi.json $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/probe-reads.bpf.c:18:5: warning: pointer arithmetic on nullable 'pi_task' (argument 1 of event sched_pi_setprio) before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included) (program core_read)
 * test-cases/bpf-check/probe-reads.bpf.c:26:5: warning: pointer arithmetic on nullable 'pi_task' (argument 1 of event sched_pi_setprio) before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included) (program probe_member)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(core_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	/* this one shape was rejected on 6.12.118: R3 pointer arithmetic on trusted_ptr_or_null_ */
	sink = BPF_CORE_READ(pi_task, prio);
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(probe_member, struct task_struct *tsk, struct task_struct *pi_task)
{
	int prio = 0;

	bpf_probe_read_kernel(&prio, sizeof(prio), &pi_task->prio);
	sink = prio;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(probe_whole, struct task_struct *tsk, struct task_struct *pi_task)
{
	long first = 0;

	bpf_probe_read_kernel(&first, sizeof(first), pi_task);
	sink = first;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(core_read_tested, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		sink = BPF_CORE_READ(pi_task, prio);
	return 0;
}

SEC("raw_tp/sched_pi_setprio")
int BPF_PROG(raw_core_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = BPF_CORE_READ(pi_task, prio);
	return 0;
}
