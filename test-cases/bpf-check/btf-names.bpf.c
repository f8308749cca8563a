/*
 * test: --btf FILE: a __nullable parameter name marks skb of
 * tcp_send_reset; pi_task is not marked in that BTF, so not flagged
 * args: --btf $fixture $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/btf-names.bpf.c:15:14: warning: dereference of nullable 'skb' (argument 1 of event tcp_send_reset) without a NULL test (program reset)
 * end
 */
#include "common.h"

SEC("tp_btf/tcp_send_reset")
int BPF_PROG(reset, const struct sock *sk, const struct sk_buff *skb)
{
	sink = skb->len;
	return 0;
}

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(pi_boost, struct task_struct *tsk, struct task_struct *pi_task)
{
	sink = pi_task->policy;
	return 0;
}
