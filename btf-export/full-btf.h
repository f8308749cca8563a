/* SPDX-License-Identifier: MIT */
/*
 * The full output: the base BTF in which each affected __bpf_trace_<class>
 * and each affected struct_ops CFI stub points to a cloned FUNC_PROTO of
 * its own whose may-be-NULL parameters are named <name>__nullable, the
 * suffix the verifier honours since 6.12 (for stubs, since 6.9).
 * The clones are appended, so every base type keeps its id and its
 * contents, except the FUNC's type.
 */
#ifndef BTF_EXPORT_FULL_BTF_H
#define BTF_EXPORT_FULL_BTF_H

#include <stddef.h>

struct btf;
struct export_plan;

struct full_counts {
	size_t applied;		/* event and struct_ops items now suffixed */
	size_t struct_ops;	/* of those, struct_ops stubs' */
	size_t already;		/* of those, suffixed in the base already */
	size_t clones;		/* FUNC_PROTOs cloned */
	size_t err_only;	/* ERR_PTR only: no suffix says so */
	size_t err_dropped;	/* NULL written, ERR_PTR not expressible */
	size_t functions;	/* function parameters: no suffix for fentry */
};

/*
 * Rewrite @btf (the base, which this modifies) as @plan asks.  Returns 0 or
 * a negative errno (libbpf's).
 */
int full_btf__build(const struct export_plan *plan, struct btf *btf,
		    struct full_counts *counts);

#endif
