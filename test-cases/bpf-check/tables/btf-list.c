// SPDX-License-Identifier: MIT
/* A kernel's raw_tp_null_args[] in the shape of 6.12's kernel/bpf/btf.c, for --kernel-list. */
struct bpf_raw_tp_null_args {
	const char *func;
	u64 mask;
};

static const struct bpf_raw_tp_null_args raw_tp_null_args[] = {
	/* sched */
	{ "sched_pi_setprio", 0x20 },
	/* a second entry of a name: the verifier reads the first */
	{ "sched_pi_setprio", 0x10 },
	{"sched_wakeup", 0x1},
};
