/* SPDX-License-Identifier: MIT */
/*
 * The split output: BTF on top of the base holding only DECL_TAGs,
 * "nullable" and "err_ptr" (btf-nullable.h), each on one parameter
 * (component_idx) of a base function.  Base type ids are untouched by
 * construction.
 */
#ifndef BTF_EXPORT_SPLIT_BTF_H
#define BTF_EXPORT_SPLIT_BTF_H

#include <stddef.h>

struct btf;
struct export_plan;

struct split_counts {
	size_t applied;		/* matched items, each given its tags */
	size_t tags;		/* DECL_TAGs written (events of a class share) */
	size_t funcs;		/* functions tagged */
};

/*
 * Build split BTF on @base from @plan's matched items into *@split, tags
 * sorted by function id, component and name.  Returns 0 or a negative
 * errno (libbpf's).
 */
int split_btf__build(const struct export_plan *plan, struct btf *base,
		     struct btf **split, struct split_counts *counts);

#endif
