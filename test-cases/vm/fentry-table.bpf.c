/*
 * test: fentry on bpf_token_put(), whose token the table proves nullable (bpf_token_put(NULL) is allowed): no kernel knows it, since nothing goes into BTF for fentry before function parameters are graded precisely enough; 6.1 has no bpf_token_put(): libbpf finds no attach target (ESRCH) before the verifier runs
 * stock: loaded
 * list: loaded
 * btf: loaded
 * annotated: loaded
 * debian-6.1: rejected no verifier log: No such process
 */
#include "vm.h"

SEC("fentry/bpf_token_put")
int BPF_PROG(fentry_table, struct bpf_token *token)
{
	keep(token->allowed_cmds);
	return 0;
}
