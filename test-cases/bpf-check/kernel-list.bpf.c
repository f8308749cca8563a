/*
 * test: --kernel-list: a kernel's own raw_tp_null_args[] on top of its
 * BTF's __nullable names.  0x20 makes pi_task a scalar for that verifier
 * (the first entry of the name counts, as in the kernel): a read is
 * rejected even after a NULL test, a probe read of a member is not (scalar
 * arithmetic, an ARG_ANYTHING parameter); 0x1 makes sched_wakeup's p
 * maybe-NULL; skb of tcp_send_reset is maybe-NULL by its BTF name
 * args: --btf $fixture --kernel-list $tables/btf-list.c $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/kernel-list.bpf.c:22:19: warning: dereference of 'pi_task' (argument 1 of event sched_pi_setprio), a scalar for the verifier (0x2 in raw_tp_null_args[]: it may be an ERR_PTR or another invalid pointer), rejected whatever was tested; read it with bpf_probe_read_kernel() (program tested_then_read)
 * test-cases/bpf-check/kernel-list.bpf.c:39:12: warning: dereference of nullable 'p' (argument 0 of event sched_wakeup) without a NULL test (program wakeup)
 * test-cases/bpf-check/kernel-list.bpf.c:46:14: warning: dereference of nullable 'skb' (argument 1 of event tcp_send_reset) without a NULL test (program reset)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(tested_then_read, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		sink = pi_task->prio;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(probe_read_scalar, struct task_struct *tsk, struct task_struct *pi_task)
{
	int prio = 0;

	bpf_probe_read_kernel(&prio, sizeof(prio), &pi_task->prio);
	sink = prio;
	return 0;
}

SEC("tp_btf/sched_wakeup")
int BPF_PROG(wakeup, struct task_struct *p)
{
	sink = p->prio;
	return 0;
}

SEC("tp_btf/tcp_send_reset")
int BPF_PROG(reset, const struct sock *sk, const struct sk_buff *skb)
{
	sink = skb->len;
	return 0;
}
