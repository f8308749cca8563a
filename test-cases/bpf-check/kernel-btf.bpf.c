/*
 * test: --kernel-btf with a base that does not mark pi_task: the program
 * testing it twice is reported once; skb of tcp_send_reset is marked
 * (skb__nullable) in that base, so its test is not reported
 * args: --table $tables/pi.json --kernel-btf $fixture $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/kernel-btf.bpf.c:16:6: warning: NULL test of 'pi_task' (argument 1 of event sched_pi_setprio) may be dropped: the kernel BTF $fixture does not mark it nullable, so its verifier may take the test as always true (program tested_twice)
 * end
 */
#include "common.h"

SEC("tp_btf/sched_pi_setprio")
int BPF_PROG(tested_twice, struct task_struct *tsk, struct task_struct *pi_task)
{
	if (pi_task)
		sink = pi_task->prio;
	if (pi_task)
		sink += pi_task->policy;
	return 0;
}

SEC("tp_btf/tcp_send_reset")
int BPF_PROG(reset, const struct sock *sk, const struct sk_buff *skb)
{
	if (skb)
		sink = skb->len;
	return 0;
}
