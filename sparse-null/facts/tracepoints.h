/* SPDX-License-Identifier: MIT */
/*
 * The tracepoints of one translation unit, as the kernel's macros expand
 * them, and the evidence gathered about their arguments.
 *
 *   __bpf_trace_<class>(void *__data, TP_PROTO...)   a class; its parameter
 *                                                   names reach BTF
 *   do_trace_event_raw_event_<class>(...) (6.12),
 *   trace_event_raw_event_<class>(...) (6.1)         TP_fast_assign's body
 *   __bpf_trace_tp_map_<event> = { .bpf_func = __bpf_trace_<class> }
 *                                                   an event and its class
 *   trace_<event>(TP_PROTO...), _rcuidle             the inline call wrapper
 */
#ifndef SPARSE_NULL_TRACEPOINTS_H
#define SPARSE_NULL_TRACEPOINTS_H

#include "lib.h"
#include "facts-schema.h"

#include "facts/deref-if.h"

struct ident;
struct symbol;

/* The class whose TP_fast_assign function @fn is, or NULL. */
struct ident *tracepoints__body_class(struct symbol *fn);

/* The event whose call wrapper trace_<event>() @fn is, or NULL. */
struct ident *tracepoints__wrapper_event(struct symbol *fn);

/* Record evidence about argument @arg (from 0 over TP_PROTO). */
void tracepoints__class_evidence(struct ident *class, int arg, enum facts_evidence kind,
				 struct position pos);
/*
 * Evidence from a call of @event's wrapper in function @caller; @callee is
 * the function whose result is passed, for FACTS_EV_CALL_RETURNS_NULL;
 * @d (or NULL) the calls that may prove the value not NULL.
 */
void tracepoints__event_evidence(struct ident *event, struct symbol *wrapper, int arg,
				 enum facts_evidence kind, struct position pos,
				 struct symbol *caller, struct symbol *callee,
				 const struct deref_if *d);

/* A call of @event's wrapper in @caller passes member @field of struct @owner. */
void tracepoints__field_evidence(struct ident *event, struct symbol *wrapper, int arg,
				 struct position pos, struct symbol *caller,
				 struct symbol *owner, struct symbol *field,
				 const struct deref_if *d);

/*
 * A call site hands parameter @param of @fn to argument @arg of @event,
 * known there to be @value ("param": nothing more than what was passed
 * in; "nonnull": tested or dereferenced before): what @fn's callers pass
 * decides, across files, unless the site already knows better.
 */
void tracepoints__flow(struct ident *event, struct symbol *wrapper, int arg,
		       struct symbol *fn, int param, const char *value,
		       struct position pos, const struct deref_if *d);

#endif
