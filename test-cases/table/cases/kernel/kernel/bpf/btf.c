// SPDX-License-Identifier: MIT
/* A kernel's list in the shape of 6.12's kernel/bpf/btf.c, for the table suite. */
struct bpf_raw_tp_null_args {
	const char *func;
	u64 mask;
};

static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {
	/* pick: the table gives 0x10 only; 0x1 and 0x20 stay */
	{ "pick", 0x1 | 0x20 },
	/*
	 * An event no facts file defines or calls: untouched.
	 */
	{ "unbuilt_event", 0x10 },
	/* fs */
	{"fail", 0x1},
	/* a second entry of a name: the verifier never reads it */
	{ "pick", 0x100 },
};

bool btf_ctx_access(int off, int size)
{
	return true;
}
