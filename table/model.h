/* SPDX-License-Identifier: MIT */
/*
 * The merged facts of a whole tree: functions and the pointer arguments
 * passed to their parameters at every direct call, tracepoint classes and
 * events with their evidence and the trace calls that forward a caller's
 * parameter.  A record repeated by several facts files (shards of one
 * build, a header included everywhere) is kept once.
 */
#ifndef TABLE_MODEL_H
#define TABLE_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "facts-schema.h"

#include "arena.h"
#include "hmap.h"

struct handed_to;
struct init_summary;
struct site;

struct fn_param {
	const char *name, *type;	/* from the function record, or NULL */
	bool declared;			/* declared __nullable */
	struct site *in;		/* calls passing this parameter something */
	struct site *out;		/* calls forwarding it as it came in */
	struct site *null_why;		/* the call its NULL comes through */
	struct site *sure_why;		/* the same along calls made on every path */
	struct site *err_why;
	int nr_in;			/* calls passing it something */
	int nr_forwarded;		/* of them, calls forwarding a parameter */
	int nr_nonnull_in;		/* calls passing a value known not NULL */
	bool blocked, nonnull;
	bool unknown_in;		/* some call passes a value nothing is known of */
	bool derefs;			/* the function dereferences it on every path */
	bool stub_declared;		/* a struct_ops member's: its stub says __nullable */
	bool hand_marked;		/* a struct_ops member's: its verifier callback marks it */
};

/* How many stores into a member the evidence names. */
#define FIELD_STORES_SHOWN	3

/* A place in the source, in a function or (NULL) a static initializer. */
struct place {
	const char *function, *file;
	int line;
	int tested;		/* a store's: the line of its test (tested-stores.h), or 0 */
};

/*
 * A struct's pointer member (struct fn with .field): the first stores into
 * it, and the first creation that may publish it unset.
 */
struct field_info {
	int nr_stores;
	struct place stores[FIELD_STORES_SHOWN];
	bool unset;
	struct place unset_at;
};

/* A list of functions. */
struct fn_list {
	struct fn *fn;
	struct fn_list *next;
};

/*
 * A function: global, or static to translation unit .tu.  Or, with
 * .member, the calls through a struct's function-pointer member
 * ("inode_operations.mkdir", .tu the file declaring the struct), which
 * reach each function of .stored.  Or, with .field, a struct's pointer
 * member ("file.f_mapping"): its one parameter is passed what every store
 * writes into the member, and passes it on wherever the member is read.
 */
struct fn {
	const char *name, *tu;
	bool member;
	bool struct_ops;		/* .member of a struct_ops type: a BPF program gets
					   what its calls pass */
	struct field_info *field;
	struct fn_list *stored;		/* .member: functions stored into it */
	const char *file;		/* definition, when a record gave it */
	int line;
	const char *ret_file;		/* the return record's position */
	int ret_line;
	bool defined, returned;		/* a function / a return record was merged */
	bool returns_null, returns_err;
	bool nonnull_here;		/* every return record: known not NULL, in .calls
					   or the value of a member of .fields */
	bool returns_nonnull;		/* and so every function of .calls, in turn, and
					   every member of .fields */
	struct fn *null_from, *err_from;	/* returns their result; NULL: itself */
	struct fn_list *calls;		/* returns these functions' results as they are */
	struct fn_list *returned_by;	/* functions returning this one's result */
	struct fn_list *fields;		/* returns these members' values (struct fn with .field),
					   each once */
	int nr_params;
	struct fn_param *params;
	struct init_summary *inits;	/* its init records, for creations of other files */
};

/*
 * A pointer argument at a direct call, passed to parameter .param of
 * .callee: kept whole when it starts or forwards a NULL or an ERR_PTR
 * (null, tested-null, nullable, err, param) or passes a call's result
 * (not NULL if that function never returns NULL); the others (nonnull,
 * unknown: most calls) only count on the parameter.
 */
struct site {
	struct fn *caller, *callee;
	const struct fn *through;	/* a call through this member (carries no NULL), or NULL */
	const struct fn *result_of;	/* value "call": whose result it passes */
	int param, from_param;		/* from_param: the caller's, or -1 */
	enum facts_value value;
	bool always;			/* the call is made on every path through .caller */
	const struct handed_to *deref_if;	/* the value was handed to these first: one
						   dereferencing it proves it (propagate.c) */
	size_t nr_deref_if;
	bool proven;			/* so proven: passes a value known not NULL */
	const char *file;
	int line;
	struct site *next_in, *next_out;
};

/*
 * A function a value was handed to as parameter .param: before a trace
 * call, or (creations.h) a new object.
 */
struct handed_to {
	struct fn *fn;
	int param;
};

/* Evidence about argument .arg of an event or, for body evidence, a class. */
struct tp_evidence {
	const char *event, *class;
	int arg;
	enum facts_evidence kind;
	const char *caller;		/* call evidence: the function making the trace call */
	struct fn *function;		/* call-returns-null, call-result: whose result */
	const char *file;
	int line;
	const struct handed_to *deref_if;	/* call evidence: may prove the value */
	size_t nr_deref_if;
	struct tp_evidence *next;	/* of the same event or class */
};

/* A trace call passing parameter .param of .fn as argument .arg. */
struct tp_flow {
	const char *event;
	int arg;
	struct fn *fn;
	int param;
	enum facts_value value;
	const char *file;
	int line;
	const struct handed_to *deref_if;	/* may prove the value */
	size_t nr_deref_if;
	struct tp_flow *next;		/* of the same event */
};

struct tp_params {
	struct facts_param *params;
	size_t nr_params;
	const char *file;
	int line;
};

struct tp_class {
	const char *name;
	struct tp_params proto;
	struct tp_evidence *evidence;
};

struct tp_event {
	const char *name, *class;	/* class NULL: no facts file defines it */
	struct tp_params proto;
	struct tp_evidence *evidence;
	struct tp_flow *flows;
};

/*
 * A member of a struct_ops type (stub records): a BPF program implementing
 * it gets what the calls through .member pass; .function, the CFI stub,
 * carries the parameter names the verifier reads.
 */
struct struct_ops_stub {
	const char *struct_ops, *function, *file;
	int line;
	struct fn *member;
};

/* A set of 64-bit hashes of the calls that only count (no 0 inside). */
struct hash_set {
	uint64_t *slots;
	size_t cap, nr;
};

/* A growable array of pointers. */
struct ptr_vec {
	void **items;
	size_t nr, alloc;
};

struct model {
	struct arena arena;
	struct hmap strings, fns, sites, evidence, flows, classes, events, sources;
	struct hash_set counted;
	struct ptr_vec site_list, evidence_list, flow_list, class_list, event_list, fn_list,
		source_list, creation_list, stub_list;
	size_t nr_files, nr_duplicate_records;
	size_t nr_params;		/* of all functions */
};

void model__init(struct model *model);
void model__free(struct model *model);

/* The one copy of @s. */
const char *model__string(struct model *model, const char *s);

/* The one copy of @s if the model has one, or NULL (nothing is added). */
const char *model__find_string(const struct model *model, const char *s);

/* Function @name, global (@tu NULL) or static to @tu; made when new. */
struct fn *model__fn(struct model *model, const char *name, const char *tu);

/* Function @name of @tu (NULL: global) if the model has it, or NULL. */
struct fn *model__find_fn(struct model *model, const char *name, const char *tu);

/* Is a call passing @value kept whole (struct site), rather than only counted? */
bool model__keeps_site(enum facts_value value);

/* Member @name of the struct declared in @tu, as a function (.field); made when new. */
struct fn *model__field(struct model *model, const char *name, const char *tu);

/* Function @fn is stored into member @member (once, however often it is said). */
void model__store_member(struct model *model, struct fn *member, struct fn *fn);

/* Make sure @fn has room for parameter @index. */
void model__fn_param(struct model *model, struct fn *fn, int index);

/* Add @site (allocated by the caller) unless an equal one is there. */
void model__add_site(struct model *model, struct site *site);

/* Count a call passing a value that starts nothing (@site, on the stack), once. */
void model__count_site(struct model *model, const struct site *site);
void model__add_evidence(struct model *model, struct tp_evidence *ev);
void model__add_flow(struct model *model, struct tp_flow *flow);

/* Class or event @name, made when new (*@made says which). */
struct tp_class *model__class(struct model *model, const char *name, bool *made);
struct tp_event *model__event(struct model *model, const char *name, bool *made);

/* Has a facts file of @source been merged already?  Records it either way. */
bool model__seen_source(struct model *model, const char *source);

/*
 * Attach evidence and flows to their classes and events, calls to
 * parameters; a call through a member is a call of each function stored
 * into it.
 */
void model__link(struct model *model);

void ptr_vec__push(struct ptr_vec *vec, void *item);

#endif
