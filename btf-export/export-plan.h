/* SPDX-License-Identifier: MIT */
/*
 * Which table entries land where in the base BTF: every argument that may
 * be NULL or an ERR_PTR, matched to a parameter of a function of the base
 * (__bpf_trace_<class> for an event, the function itself for a function,
 * the CFI stub for a struct_ops member), or the reason it cannot be.  Both
 * outputs are written from the plan.
 */
#ifndef BTF_EXPORT_EXPORT_PLAN_H
#define BTF_EXPORT_EXPORT_PLAN_H

#include <stdbool.h>
#include <stddef.h>
#include <linux/types.h>

struct btf;
struct null_table;
struct null_table_arg;

enum export_status {
	EXPORT_MATCHED,
	EXPORT_NO_CLASS,	/* the table does not know the event's class */
	EXPORT_NO_FUNCTION,	/* no FUNC of that name in the base */
	EXPORT_BAD_PROTO,	/* the FUNC's type is not a FUNC_PROTO */
	EXPORT_BEYOND_PROTO,	/* the prototype has too few parameters */
	EXPORT_NAME_DIFFERS,	/* the parameter has another name */
	EXPORT_NOT_POINTER,	/* the parameter is not a pointer */
	EXPORT_NOT_STRUCT,	/* a stub's parameter points to no struct: the
				   verifier refuses __nullable there */
};

enum export_kind {
	EXPORT_EVENT,		/* an event argument: __bpf_trace_<class> */
	EXPORT_FUNCTION,	/* a function parameter: the function */
	EXPORT_STRUCT_OPS,	/* a struct_ops member's argument: its CFI stub */
};

struct export_item {
	enum export_kind kind;
	const char *entry;	/* the event, function or member named in the table */
	const struct null_table_arg *arg;
	char *func;		/* the function in BTF */
	__u32 func_id;		/* its FUNC id, 0 when absent */
	int component;		/* the parameter's index in that function */
	enum export_status status;
	int nr_params;		/* the BTF prototype's, for the report */
	char *btf_name;		/* the BTF parameter's name, for the report */
};

struct export_plan {
	struct export_item *items;	/* table order: events, functions, struct_ops */
	size_t nr_items;
};

/*
 * Match every may-be-NULL or ERR_PTR argument of @table against @base.
 * Returns 0 or -ENOMEM; the plan refers into @table, which must outlive it.
 */
int export_plan__build(struct export_plan *plan, const struct null_table *table,
		       const struct btf *base);

/* Release the plan; a zeroed plan is fine. */
void export_plan__free(struct export_plan *plan);

/* Items with status EXPORT_MATCHED. */
size_t export_plan__matched(const struct export_plan *plan);

/* Why @item was skipped, in words ("" for a matched item). */
const char *export_item__reason(const struct export_item *item, char *buf,
				size_t size);

/* The name of parameter @component of FUNC @func_id, or NULL. */
const char *btf_func_param_name(const struct btf *btf, __u32 func_id,
				int component);

#endif
