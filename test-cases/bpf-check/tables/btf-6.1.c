// SPDX-License-Identifier: MIT
/*
 * A kernel/bpf/btf.c in the shape of Linux 6.1's, for --kernel-list: a
 * btf_ctx_access() that types every pointer argument of a tracing program
 * from BTF and trusts it, with no list of the arguments that may be NULL
 * and no parameter-name suffix saying so.  That verifier checks nothing.
 */
bool btf_ctx_access(int off, int size, enum bpf_access_type type,
		    const struct bpf_prog *prog, struct bpf_insn_access_aux *info)
{
	/* the argument's BTF type, never marked maybe-NULL */
	info->reg_type = PTR_TO_BTF_ID;
	return true;
}
