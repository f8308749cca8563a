/*
 * test: with neither --table nor --btf, the running kernel's BTF (here the
 * fixture, through BPF_NULL_CHECK_KERNEL_BTF) and its __nullable names
 * env: BPF_NULL_CHECK_KERNEL_BTF=$fixture
 * args: $obj
 * exit: 1
 * stderr:
 * test-cases/bpf-check/running-kernel.bpf.c:16:14: warning: dereference of nullable 'skb' (argument 1 of event tcp_send_reset) without a NULL test (program reset)
 * end
 */
#include "common.h"

SEC("tp_btf/tcp_send_reset")
int BPF_PROG(reset, const struct sock *sk, const struct sk_buff *skb)
{
	sink = skb->len;
	return 0;
}
