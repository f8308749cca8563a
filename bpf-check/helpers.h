/* SPDX-License-Identifier: MIT */
/* What the checker knows of BPF helpers: names, argument counts. */
#ifndef BPF_CHECK_HELPERS_H
#define BPF_CHECK_HELPERS_H

#include <stdbool.h>

struct helper_info {
	const char *name;
	int nr_args;
};

/* The helper with id @id, or NULL for an id libbpf does not know. */
const struct helper_info *helper__info(int id);

/*
 * Can a NULL pointer passed to helper @name crash the kernel?  The probe
 * reads (and so BPF_CORE_READ()) catch the fault; bpf_trace_printk()
 * takes its arguments as numbers.
 */
bool helper__may_fault(const char *name);

#endif
