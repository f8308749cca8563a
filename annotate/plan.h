/* SPDX-License-Identifier: MIT */
/*
 * What to annotate, decided from the table alone: the tracepoint class
 * arguments to rename to <name>__nullable, grouped by trace header and
 * by series, and what the cover letters list instead.
 *
 * The rule: a parameter name belongs to an event class (it reaches BTF
 * as a parameter of __bpf_trace_<class>), so an argument is annotated in
 * its class when any event of the class has it graded nullable (the
 * "nullable" series) or, failing that, guarded (the "guarded" series).
 * The other events of the class are listed with their verdicts in the
 * commit message.  A suspect is never annotated for itself; it is listed.
 * Nor is an argument that may be an ERR_PTR or a small constant cast to a
 * pointer (SEND_SIG_PRIV): __nullable would tell the verifier "maybe
 * NULL, readable after a test", less than raw_tp_null_args[]'s 0x2 ("a
 * scalar"), so the cover letter lists it for the list to keep.
 *
 * Function parameters go into a series of their own, and only those a
 * caller passes a literal NULL (the table's evidence: one call step
 * passing "null"), defined in a .c file: that a NULL arrives is then a
 * fact of the source, not an inference through other functions.
 *
 * struct_ops members' arguments the table grades nullable (not suspects,
 * not ERR_PTRs) go into a series renaming the parameter of the member's
 * CFI stub, where the verifier reads __nullable; only a pointer to a
 * struct (the verifier refuses the type otherwise), only a stub defined
 * in a .c file, never one its stub names __nullable already.
 */
#ifndef ANNOTATE_PLAN_H
#define ANNOTATE_PLAN_H

#include <stdbool.h>
#include <stddef.h>

#include "null-table.h"

enum plan_series {
	SERIES_NULLABLE,
	SERIES_GUARDED,
	SERIES_FUNCTIONS,	/* function parameters, in .c files */
	SERIES_STRUCT_OPS,	/* struct_ops members' arguments, on their CFI stubs */
	NR_SERIES,
};

/* Does series @s rename functions' parameters (not trace headers' class arguments)? */
static inline bool plan__renames_params(enum plan_series s)
{
	return s == SERIES_FUNCTIONS || s == SERIES_STRUCT_OPS;
}

/* One event's view of a class argument. */
struct plan_use {
	const struct null_table_entry *event;
	const struct null_table_arg *arg;
	const struct null_table_bug *bug;	/* when the table reports one */
};

/* One class argument: annotated in @series, or only listed. */
struct plan_arg {
	const char *file;	/* the trace header */
	const char *class;
	int index;
	const char *name;
	const char *type;
	enum plan_series series;
	bool annotate;		/* false: only suspects or ERR_PTRs to list */
	bool err;		/* may be an ERR_PTR or a sentinel: never annotated */
	struct plan_use *uses;	/* every event of the class, by name */
	size_t nr_uses;
};

/*
 * A function parameter a caller passes a literal NULL; or (.function a
 * struct_ops member, whose stub is renamed) an argument a call through
 * the member passes NULL.
 */
struct plan_param {
	const struct null_table_entry *function;
	const struct null_table_arg *param;
	const struct null_table_evidence *null;	/* the literal NULL, or the call */
};

/* The function whose definition @p's rename changes: the function, or the stub. */
static inline const char *plan_param__function(const struct plan_param *p)
{
	return p->function->stub ? p->function->stub : p->function->name;
}

struct plan {
	struct plan_arg *args;	/* by file, class, index */
	size_t nr_args, alloc_args;
	struct plan_param *params[NR_SERIES];	/* the parameter series': by file,
						   line, index */
	size_t nr_params[NR_SERIES];
	size_t already;		/* arguments already named <name>__nullable */
	size_t no_class;	/* pointer arguments of events without a class */
};

/*
 * Decide from @table.  Returns 0 or -ENOMEM; the plan points into
 * @table, which must outlive it.
 */
int plan__build(struct plan *plan, const struct null_table *table);

void plan__free(struct plan *plan);

/* May @use's event get NULL in this argument (nullable or guarded)? */
bool plan__use_graded(const struct plan_use *use, enum plan_series series);

#endif
