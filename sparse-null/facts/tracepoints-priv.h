/* SPDX-License-Identifier: MIT */
/*
 * The inside of the tracepoint registry (tracepoints.h), shared by its two
 * halves: tracepoints.c collects a file's classes, events and evidence,
 * tp-records.c writes them, with the verdicts, at the end of the file.
 * Nothing outside them includes it.
 */
#ifndef SPARSE_NULL_TRACEPOINTS_PRIV_H
#define SPARSE_NULL_TRACEPOINTS_PRIV_H

#include <stdbool.h>

#include "lib.h"
#include "symbol.h"

#include "facts-schema.h"
#include "facts/deref-if.h"

struct tp_file_class {
	struct ident *name;
	struct symbol *fn;		/* __bpf_trace_<class> */
};

struct tp_file_event {
	struct ident *name;
	struct ident *class;		/* NULL when only called here */
	struct symbol *proto;		/* whose parameters are TP_PROTO */
	int skip;			/* leading parameters before TP_PROTO */
	struct position pos;
};

struct tp_fact {
	bool is_flow;
	struct ident *class;		/* class evidence */
	struct ident *event;		/* event evidence and flows */
	int arg;
	enum facts_evidence kind;
	struct position pos;
	struct symbol *detail;		/* callee, or the flow's function */
	struct symbol *caller;		/* call evidence: who makes the trace call */
	struct symbol *field, *owner;	/* call-field: the member, its struct */
	int param;			/* flows */
	const char *value;		/* flows: the value's class at the site */
	struct deref_if deref_if;	/* call sites: "deref_if" */
};

/* The tracepoints of the file being checked, in the order they were met. */
struct tp_registry {
	struct tp_file_class *classes;
	struct tp_file_event *events;
	struct tp_fact *facts;
	int nr_classes, nr_events, nr_facts;
	size_t alloc_classes, alloc_events, alloc_facts;
};

static inline struct tp_file_class *tp_registry_class(const struct tp_registry *r,
						      struct ident *name)
{
	int i;

	for (i = 0; i < r->nr_classes; i++) {
		if (r->classes[i].name == name)
			return &r->classes[i];
	}
	return NULL;
}

static inline struct tp_file_event *tp_registry_event(const struct tp_registry *r,
						      struct ident *name)
{
	int i;

	for (i = 0; i < r->nr_events; i++) {
		if (r->events[i].name == name)
			return &r->events[i];
	}
	return NULL;
}

/* TP_PROTO's parameter @arg of @proto, after its first @skip; or NULL. */
static inline struct symbol *tp_proto_param(struct symbol *proto, int skip, int arg)
{
	struct symbol *type = proto->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return NULL;
	return ptr_list_nth(type->arguments, skip + arg);
}

/* How many parameters @proto has after its first @skip. */
static inline int tp_proto_args(struct symbol *proto, int skip)
{
	struct symbol *type = proto->ctype.base_type;

	return type && type->type == SYM_FN ?
	       ptr_list_size((struct ptr_list *)type->arguments) - skip : 0;
}

/*
 * Append the records of @r: its classes, events, evidence and flows, and
 * a verdict per pointer argument of each event (tp-records.c).
 */
void tp_records__emit(struct tp_registry *r);

#endif
