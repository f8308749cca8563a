/*
 * test: fentry on bpf_token_put(), whose token the table proves nullable (bpf_token_put(NULL) is allowed): no kernel knows it, since nothing goes into BTF for fentry before function parameters are graded precisely enough
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 */
#include "vm.h"

SEC("fentry/bpf_token_put")
int BPF_PROG(fentry_table, struct bpf_token *token)
{
	keep(token->allowed_cmds);
	return 0;
}
