// SPDX-License-Identifier: MIT
/*
 * A kernel/bpf/btf.c without a list of the arguments that may be NULL,
 * whose verifier still honours the parameter names that say so, for
 * --kernel-list: that kernel checks what its BTF names, nothing more.
 */
bool btf_ctx_access(int off, int size, enum bpf_access_type type,
		    const struct bpf_prog *prog, struct bpf_insn_access_aux *info)
{
	info->reg_type = PTR_TO_BTF_ID;
	/* a parameter named <name>__nullable may be NULL */
	if (name_has_suffix(arg_name(prog, off), "__nullable"))
		info->reg_type |= PTR_MAYBE_NULL;
	return true;
}
