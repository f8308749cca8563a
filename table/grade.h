/* SPDX-License-Identifier: MIT */
/*
 * Verdicts, graded by evidence (schema/TABLE.md): nullable (a call path
 * passes NULL, or declared __nullable), guarded (only TP_fast_assign tests
 * it), nonnull (every known call passes a value known not NULL), unknown.
 */
#ifndef TABLE_GRADE_H
#define TABLE_GRADE_H

#include <stdint.h>

#include "null-table.h"

#include "model.h"
#include "propagate.h"

/* One item of evidence, with the path that backs it when there is one. */
struct grade_item {
	enum facts_evidence kind;
	const char *file;
	int line;
	const char *function;		/* makes the (trace) call, when known */
	const struct fn *via_fn;	/* forwarded parameter .via of .via_fn: */
	const struct fn_param *via;	/* the chain goes back from there */
	const struct fn *result_of;	/* passes this function's result */
	const struct fn *deref_by;	/* call-deref-before: dereferences it first */
	const struct fn *field;		/* passes this member's value */
	bool elsewhere;			/* whose NULL only another file shows */
	enum propagate_walk walk;	/* the walk whose chain backs it */
	const char *passes;		/* the last step's value */
	const struct fn_param *unproven;	/* call-unknown: .function's parameter
						   .param it forwards, not proven */
	int param;
	const char *config;		/* a combined table's: the configuration it holds in */
};

struct grade_arg {
	int index;
	const char *name, *type;
	enum null_verdict verdict;
	bool err, bug;
	bool suspect;		/* dereferenced, NULL through other functions */
	int nonnull_sites;
	struct grade_item *items;
	size_t nr_items;
	const struct grade_item *null_path;	/* the first NULL-passing item */
	const struct tp_evidence *deref;	/* body-deref, for bugs */
	const char *kernel_mark;	/* a struct_ops argument's: "declared" (its stub's
					   __nullable) or "marked" (by the verifier callback) */
	unsigned char *config_verdicts;	/* a combined table's: each configuration's verdict,
					   NR_NULL_VERDICTS where it has none; else NULL */
};

/*
 * An event, or a function (.class NULL, .tu set for a static one), or a
 * struct_ops member (.name "struct.member", .tu the file declaring the
 * struct, .file and .line the stub's definition).
 */
struct grade_entry {
	const char *name, *class, *file, *tu;
	const char *struct_ops, *stub;	/* a struct_ops member's type and stub */
	int line;
	struct grade_arg *args;
	size_t nr_args;
	uint64_t configs;	/* a combined table's: a bit per configuration building it */
};

/* A configuration of a combined table (combine.h): its name and its own grades. */
struct grade_config {
	const char *name;
	const struct grades *grades;
};

struct grades {
	struct grade_entry *events, *functions;	/* sorted by name */
	size_t nr_events, nr_functions;
	struct grade_entry *struct_ops;	/* struct_ops members, sorted by name */
	size_t nr_struct_ops;
	int verdicts[NR_NULL_VERDICTS];	/* event pointer arguments per verdict */
	int nr_args, nr_err, nr_bugs, nr_suspects;
	size_t nr_files, nr_sources;	/* the facts read */
	struct grade_config *configs;	/* a combined table's, in name order; else NULL */
	size_t nr_configs;
};

/* Grade every event argument and function parameter of the propagated @model. */
void grade__run(struct model *model, struct grades *grades);

/* Free what grade__run() (or combine__run()) allocated. */
void grade__free(struct grades *grades);

/* Count event argument @a into @grades' totals. */
void grade__count(struct grades *grades, const struct grade_arg *a);

/* qsort()'s order of entries: by name, then file and line. */
int grade__compare_entries(const void *x, const void *y);

/* Argument (or parameter) @index of entry @e, or NULL; NULL for no entry. */
const struct grade_arg *grade__arg(const struct grade_entry *e, int index);

/* The kernel's mask nibble of @arg: 0x1 may be NULL, 0x2 may be an ERR_PTR. */
unsigned int grade__nibble(const struct grade_arg *arg);

/* Does a pointer type's name say so ("struct x *", "char const *")? */
bool grade__is_pointer(const char *type);

#endif
