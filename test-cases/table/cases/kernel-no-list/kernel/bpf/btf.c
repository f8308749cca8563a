// SPDX-License-Identifier: MIT
/*
 * kernel/bpf/btf.c in the shape of Linux 6.1's: btf_ctx_access() trusts
 * every tracepoint pointer, and no list of arguments that may be NULL
 * exists, for the table suite.
 */
bool btf_ctx_access(int off, int size, const struct bpf_prog *prog)
{
	if (off % 8 || size != 8)
		return false;
	return true;
}
