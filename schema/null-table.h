/* SPDX-License-Identifier: MIT */
/*
 * Reading the nullability table (table.json, schema/TABLE.md), for the
 * programs that consume it: btf-export, the BPF object checker and
 * sparse-null-annotate (which also reads the evidence and the bugs).
 */
#ifndef SCHEMA_NULL_TABLE_H
#define SCHEMA_NULL_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#define NULL_TABLE_SCHEMA	3

enum null_verdict {
	NULL_VERDICT_UNKNOWN,
	NULL_VERDICT_NONNULL,
	NULL_VERDICT_GUARDED,
	NULL_VERDICT_NULLABLE,
	NULL_VERDICT_UNCALLED,	/* an event no checked file calls */
	NR_NULL_VERDICTS
};

/* One step of a NULL-passing path: a call and what it passes there. */
struct null_table_step {
	const char *function;
	const char *file;
	int line;
	const char *passes;	/* "null", "tested-null", "param", "call", ... */
	const char *callee;	/* for "call": the function whose result; or NULL */
};

/* One item of an argument's evidence (schema/TABLE.md). */
struct null_table_evidence {
	const char *kind;	/* "call-null", "body-null-test", ... */
	const char *file;
	int line;
	const char *function;	/* the function making the trace call, or NULL */
	struct null_table_step *chain;	/* from the caller passing NULL */
	size_t nr_chain;
};

struct null_table_arg {
	int index;		/* from 0 over TP_PROTO, or the parameter's */
	const char *name;
	const char *type;
	enum null_verdict verdict;
	bool err;		/* may be an ERR_PTR */
	bool bug;		/* NULL passed to an unconditional dereference */
	bool suspect;		/* the same, through other functions */
	const char *kernel_mark;	/* a struct_ops argument's own mark in the kernel:
					   "declared" (__nullable stub) or "marked", or NULL */
	int nonnull_sites;
	struct null_table_evidence *evidence;
	size_t nr_evidence;
};

/*
 * An event (with its class), a function (class NULL) or a struct_ops
 * member (name "sched_ext_ops.dispatch", class the struct_ops type, stub
 * the CFI stub function whose parameter names the verifier reads).
 */
struct null_table_entry {
	const char *name;
	const char *class;
	const char *stub;
	const char *file;
	int line;
	bool merged;		/* a function defined in several files, merged: file is the first */
	bool args_in_block;	/* args and strings in one of the table's blocks */
	struct null_table_arg *args;
	size_t nr_args;
};

/* A kernel bug: where TP_fast_assign dereferences what a call passes NULL. */
struct null_table_bug {
	const char *event;
	int arg;
	const char *name;
	const char *deref_file;
	int deref_line;
};

struct null_table {
	struct null_table_entry *events;	/* sorted by name */
	size_t nr_events;
	struct null_table_entry *functions;	/* sorted by name */
	size_t nr_functions;
	struct null_table_entry *struct_ops;	/* sorted by name */
	size_t nr_struct_ops;
	struct null_table_bug *bugs;		/* in the table's order */
	size_t nr_bugs;
	void *json;		/* the document the strings point into */
	void **blocks;		/* null_table__read_exported(): each kept entry's */
	size_t nr_blocks;
};

/*
 * Read and validate table @path.  Returns 0 and sets *@table, or a
 * negative errno (-EINVAL for a malformed or other-schema table) after
 * writing into @err (@err_size bytes) a message naming the file and the
 * record: "t.json: events[3] (foo).args[0]: \"verdict\" missing".
 */
int null_table__read(const char *path, struct null_table **table,
		     char *err, size_t err_size);

/*
 * Like null_table__read(), keeping only the events and functions with an
 * argument that may be NULL or an ERR_PTR (what BTF can say), read an
 * entry at a time: memory for what is kept, not for the whole table.  An
 * entry whose text gives every argument ("index") a "verdict" of
 * "nonnull" or "unknown" and an "err" of false is skipped unparsed;
 * every other entry is checked as null_table__read() checks it, and so
 * is the rest of the document.  The entries kept have no evidence
 * (nr_evidence 0): memory for the names and verdicts BTF needs only.
 */
int null_table__read_exported(const char *path, struct null_table **table,
			      char *err, size_t err_size);

/* Free a table from null_table__read(); NULL is fine. */
void null_table__free(struct null_table *table);

/* The event named @name, or NULL (binary search). */
const struct null_table_entry *null_table__event(const struct null_table *table,
						  const char *name);

/* The function named @name, or NULL (binary search). */
const struct null_table_entry *null_table__function(const struct null_table *table,
						     const char *name);

/* The struct_ops member named @name ("sched_ext_ops.dispatch"), or NULL. */
const struct null_table_entry *null_table__struct_ops(const struct null_table *table,
						      const char *name);

/* May @arg be NULL: a nullable or guarded verdict. */
bool null_table_arg__may_be_null(const struct null_table_arg *arg);

/* "nullable", "guarded", "nonnull", "unknown". */
const char *null_verdict__name(enum null_verdict verdict);

/*
 * What two verdicts on one argument allow together (two configurations,
 * two functions of one name): nullable if either is, then guarded, nonnull
 * only if both are, else unknown; uncalled (nothing arrives there) gives
 * way to the other.
 */
enum null_verdict null_verdict__combine(enum null_verdict a, enum null_verdict b);

#endif
