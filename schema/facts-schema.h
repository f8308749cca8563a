/* SPDX-License-Identifier: MIT */
/*
 * The per-file nullability facts (schema/FACTS.md, FACTS_SCHEMA): the
 * names of record kinds, argument values and evidence kinds, shared by
 * the writer (sparse-null -fnull-facts) and the readers, and a reader
 * that validates a whole facts file before handing out its records one
 * by one.
 */
#ifndef SCHEMA_FACTS_SCHEMA_H
#define SCHEMA_FACTS_SCHEMA_H

#include <stdbool.h>
#include <stddef.h>

#define FACTS_SCHEMA	6

enum facts_kind {
	FACTS_HEADER,
	FACTS_CALL,
	FACTS_RETURN,
	FACTS_CLASS,
	FACTS_EVENT,
	FACTS_EVIDENCE,
	FACTS_FLOW,
	FACTS_TP_ARG,
	FACTS_SUMMARY,
	FACTS_FUNCTION,
	FACTS_MEMBER,
	FACTS_STORE,
	FACTS_CREATE,
	FACTS_INIT,
	FACTS_STUB,
	NR_FACTS_KINDS,
};

/* What a pointer argument may be at a call (call and flow records). */
enum facts_value {
	FACTS_VALUE_UNKNOWN,
	FACTS_VALUE_NULL,		/* NULL on some path */
	FACTS_VALUE_TESTED_NULL,	/* tested and found NULL on some path */
	FACTS_VALUE_NULLABLE,		/* from a __nullable source, untested */
	FACTS_VALUE_CALL,		/* the result of calling .callee */
	FACTS_VALUE_ERR,		/* an ERR_PTR */
	FACTS_VALUE_NONNULL,		/* an address, tested or dereferenced */
	FACTS_VALUE_PARAM,		/* the caller's parameter, as passed in */
	FACTS_VALUE_SENTINEL,		/* a constant neither NULL nor valid: (T *)1 */
	FACTS_VALUE_FIELD,		/* loaded from pointer member .field of a struct */
	FACTS_VALUE_COND_NULL,	/* NULL only under a condition the facts do not keep */
	NR_FACTS_VALUES,
};

enum facts_evidence {
	FACTS_EV_DECLARED,
	FACTS_EV_BODY_NULL_TEST,
	FACTS_EV_BODY_ERR_TEST,
	FACTS_EV_BODY_DEREF,
	FACTS_EV_BODY_SENTINEL_TEST,	/* TP_fast_assign compares it with a sentinel */
	FACTS_EV_CALL_NULL,
	FACTS_EV_CALL_TESTED_NULL,
	FACTS_EV_CALL_NULLABLE,
	FACTS_EV_CALL_RETURNS_NULL,
	FACTS_EV_CALL_ERR,
	FACTS_EV_CALL_NONNULL,
	FACTS_EV_CALL_UNKNOWN,		/* a trace call passing an unclassified value */
	FACTS_EV_CALL_RESULT,		/* the result of .function, known elsewhere */
	FACTS_EV_CALL_SENTINEL,		/* a trace call passing a sentinel */
	FACTS_EV_CALL_DEREF_AFTER,	/* dereferenced on every path after the trace call */
	FACTS_EV_CALL_TESTED_AFTER,	/* tested against NULL after the trace call */
	FACTS_EV_CALL_RETURNS_NONNULL,	/* table: call-result of a function never returning NULL */
	FACTS_EV_CALL_FIELD,		/* a trace call passing a struct member's value */
	FACTS_EV_FIELD_NONNULL,		/* table: call-field of a member only ever set not NULL */
	FACTS_EV_NOT_CALLED,		/* table: no checked file calls the event */
	FACTS_EV_CALL_DEREF_BEFORE,	/* handed on every path before the trace call to a
					   function dereferencing it */
	NR_FACTS_EVIDENCE,
};

/* A parameter of TP_PROTO or of a function. */
struct facts_param {
	int index;
	const char *name;
	const char *type;
	bool nullable;		/* function records: declared __nullable */
	bool derefs;		/* function records: dereferenced on every path */
	bool marked;		/* stub records: a verifier callback marks it maybe-NULL */
};

/*
 * A parameter of a named function: in "deref_if" of evidence and flow
 * records, one a trace call's value was handed to on every path before
 * the call (if it dereferences it, the value is not NULL there); in
 * "after" of create and init records, one the object was handed to that
 * returned on every path (what it sets counts as set).
 */
struct facts_fn_param {
	int arg;		/* a call record's "deref_if": the argument it proves; else -1 */
	const char *function;
	int param;
	bool is_static;		/* static to the record's file */
};

/*
 * A new object handed to a function of another file (create and init
 * records' "handed"): if that function may publish its parameter, the
 * members .unset are published unset, unless it sets them itself (when
 * .whole: the object itself was handed) or a function in .after does.
 */
struct facts_hand {
	const char *function;
	int param;
	bool whole;
	const char *const *unset;
	size_t nr_unset;
	const struct facts_fn_param *after;
	size_t nr_after;
};

/* A pointer member: "struct.member" and the file declaring the struct. */
struct facts_field {
	const char *member;
	const char *struct_file;
};

/* One pointer argument of a call record. */
struct facts_arg {
	int arg;
	enum facts_value value;
	int param;		/* the caller's parameter it is, or -1 */
	const char *callee;	/* FACTS_VALUE_CALL: whose result it is */
	const char *field;	/* FACTS_VALUE_FIELD: "struct.member" */
	const char *field_file;	/* and the file declaring the struct */
};

/*
 * One record.  Strings point into the reader and live until the reader is
 * closed.  Only the fields of the record's kind are set.
 */
struct facts_record {
	enum facts_kind kind;
	int facts_line;		/* the line of the facts file */
	const char *file;	/* the source position, when the kind has one */
	int line;
	const char *name;	/* header: source; call: callee (NULL through a
				   member); return, flow, function, member, init, stub:
				   function; store, create: function, or NULL
				   (a static initializer); class: class; event,
				   evidence, tp_arg: event (evidence: or NULL) */
	const char *member;	/* call through a member, member, store, evidence
				   call-field: "struct.member"; create, init: "struct" */
	const char *struct_file;	/* with .member: the file declaring the struct */
	const char *struct_ops;	/* stub: the struct_ops type's name */
	const char *from;	/* store of a member's value: that "struct.member" */
	const char *from_file;	/* and the file declaring its struct */
	const char *class;	/* event (NULL when only called), evidence */
	const char *caller;	/* call; evidence of a call-* kind */
	const char *function;	/* evidence, store: the callee whose result it is, or NULL */
	bool is_static;		/* call (the callee), return, flow, function, member */
	bool always;		/* call: made on every path through the caller */
	bool defined;		/* event */
	bool null, err;		/* return */
	bool nonnull;		/* return: every return is known not NULL, in .calls
				   or the value of a member in .fields */
	int schema;		/* header */
	int arg;		/* evidence, flow: the TP_PROTO index */
	int param;		/* flow, store, init: the function's parameter, or -1 */
	enum facts_value value;	/* flow, store */
	int tested;		/* store: the line of the test finding the value not NULL,
				   before anyone can read it back; or 0 */
	enum facts_evidence evidence;
	const struct facts_param *params;	/* class, event, function */
	size_t nr_params;
	const struct facts_arg *args;		/* call */
	size_t nr_args;
	const struct facts_fn_param *deref_if;	/* evidence, flow, call */
	size_t nr_deref_if;
	const char *const *calls;		/* return: functions whose result it returns;
						   create: the members it leaves unset;
						   init: the members set on every return */
	size_t nr_calls;
	const struct facts_field *fields;	/* return: members whose value it returns */
	size_t nr_fields;
	const char *const *before;		/* init: the members set wherever it
						   publishes the object itself */
	size_t nr_before;
	bool publishes;				/* init: it does, but by a hand */
	const struct facts_fn_param *after;	/* create, init */
	size_t nr_after;
	const struct facts_hand *hands;		/* create, init ("handed") */
	size_t nr_hands;
};

struct facts_reader;

/*
 * Read and validate the facts file @path.  Returns 0 and sets *@reader,
 * or a negative errno and no reader after writing into @err (@err_size
 * bytes) what is wrong: "FILE:LINE: what", or "FILE: <strerror>" when
 * the file cannot be read.
 */
int facts_reader__open(struct facts_reader **reader, const char *path,
		       char *err, size_t err_size);

/*
 * The same for @len bytes at @data, named @name in messages (fuzzing,
 * tests).  @data need not stay alive.
 */
int facts_reader__open_mem(struct facts_reader **reader, const char *name,
			   const char *data, size_t len, char *err, size_t err_size);

/*
 * The next record into *@record: returns true, or false after the last.
 * Records are validated by the open call, so this cannot fail.
 */
bool facts_reader__next(struct facts_reader *reader, struct facts_record *record);

/* Start again from the first record. */
void facts_reader__rewind(struct facts_reader *reader);

/* The translation unit the header names. */
const char *facts_reader__source(const struct facts_reader *reader);

/* Free @reader and every string of its records; NULL is fine. */
void facts_reader__close(struct facts_reader *reader);

/* "call", "tested-null", "body-deref", ...: the names the files use. */
const char *facts_kind__name(enum facts_kind kind);
const char *facts_value__name(enum facts_value value);
const char *facts_evidence__name(enum facts_evidence evidence);

/* The record kind named @name, or -EINVAL. */
int facts_kind__parse(const char *name);

/* The value named @name, or -EINVAL. */
int facts_value__parse(const char *name);

/* The evidence kind named @name, or -EINVAL. */
int facts_evidence__parse(const char *name);

#endif
