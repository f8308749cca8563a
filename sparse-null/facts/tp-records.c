// SPDX-License-Identifier: MIT
/*
 * The tracepoint records of one translation unit, from its registry
 * (tracepoints.c): classes, events, evidence and flows, then a verdict per
 * pointer argument of an event, from this file's evidence alone:
 *   nullable  declared __nullable, tested against NULL by TP_fast_assign,
 *             or passed NULL, a value found NULL, a __nullable value or
 *             the result of a function of this file that returns NULL;
 *   nonnull   otherwise, if TP_fast_assign dereferences it or a call site
 *             passes an address or a value known not to be NULL;
 *   unknown   otherwise;
 * and "err" when an IS_ERR() test or an ERR_PTR value was seen.  The
 * whole-tree step recomputes the verdicts with every file's evidence and
 * the flow records.
 */
#include <string.h>

#include "lib.h"
#include "symbol.h"

#include "annotations/nullable-attr.h"
#include "ast/ident-name.h"
#include "facts/call-facts.h"
#include "facts/facts.h"
#include "facts/members.h"
#include "facts/tracepoints-priv.h"

/* "params": the parameters of @proto after the first @skip. */
static void write_params(struct symbol *proto, int skip)
{
	int arg;

	facts__open_array("params");
	for (arg = 0; arg < tp_proto_args(proto, skip); arg++)
		facts__write_param(arg, tp_proto_param(proto, skip, arg));
	facts__close_array();
}

static const char *param_name(struct symbol *proto, int skip, int arg)
{
	struct symbol *param = tp_proto_param(proto, skip, arg);

	return param && param->ident ? ident__name(param->ident) : "";
}

static bool is_pointer_arg(struct symbol *proto, int skip, int arg)
{
	return nullable_attr__is_pointer(tp_proto_param(proto, skip, arg));
}

/*
 * Evidence about a pointer argument: the verdicts are about pointers (a
 * bool tested by TP_fast_assign says nothing of NULL).
 */
static bool counts(const struct tp_registry *r, const struct tp_fact *f)
{
	struct tp_file_event *e = f->event ? tp_registry_event(r, f->event) : NULL;
	struct tp_file_class *c = f->class ? tp_registry_class(r, f->class) : NULL;

	return e ? is_pointer_arg(e->proto, e->skip, f->arg) :
	       c && is_pointer_arg(c->fn, 1, f->arg);
}

/*
 * A call's result is NULL evidence only if this file shows the function
 * returning NULL; otherwise the whole-tree step reads its return records.
 */
static void settle_call_results(struct tp_registry *r)
{
	int i;

	for (i = 0; i < r->nr_facts; i++) {
		if (r->facts[i].kind == FACTS_EV_CALL_RETURNS_NULL &&
		    !call_facts__returns_null(r->facts[i].detail))
			r->facts[i].kind = FACTS_EV_CALL_RESULT;
	}
}

/* "deref_if": [function, parameter], with "static" for a function static here. */
static void write_deref_if(const struct deref_if *d)
{
	if (!d->nr)
		return;
	facts__open_array("deref_if");
	deref_if__write(d, -1);
	facts__close_array();
}

static void emit_fact(const struct tp_registry *r, const struct tp_fact *f)
{
	struct tp_file_event *e = f->event ? tp_registry_event(r, f->event) : NULL;
	struct tp_file_class *c = f->class ? tp_registry_class(r, f->class) : NULL;

	facts__begin_record(f->is_flow ? FACTS_FLOW : FACTS_EVIDENCE);
	if (f->event)
		facts__write_string("event", ident__name(f->event));
	else
		facts__write_string("class", ident__name(f->class));
	facts__write_int("arg", f->arg);
	facts__write_string("name", e ? param_name(e->proto, e->skip, f->arg) :
				    c ? param_name(c->fn, 1, f->arg) : "");
	if (f->is_flow) {
		facts__write_string("function", ident__name(f->detail->ident));
		facts__write_static(f->detail);
		facts__write_int("param", f->param);
		facts__write_string("value", f->value);
	} else {
		facts__write_string("kind", facts_evidence__name(f->kind));
		if (f->caller)
			facts__write_string("caller", ident__name(f->caller->ident));
		if (f->detail)
			facts__write_string("function", ident__name(f->detail->ident));
		if (f->field)
			members__write("field", "struct_file", f->owner, f->field);
	}
	write_deref_if(&f->deref_if);
	facts__write_position(f->pos);
	facts__end_record();
}

struct verdict {
	bool nullable, nonnull, err;
};

/* Does @f weigh on argument @arg of @e?  counts() looks the event up: the cheap tests first. */
static bool weighs_on(const struct tp_registry *r, const struct tp_fact *f,
		      const struct tp_file_event *e, int arg)
{
	return !f->is_flow && f->arg == arg &&
	       (f->event == e->name || (f->class && f->class == e->class)) && counts(r, f);
}

static void weigh(struct verdict *v, const struct tp_fact *f)
{
	switch (f->kind) {
	case FACTS_EV_BODY_ERR_TEST:
	case FACTS_EV_CALL_ERR:
	case FACTS_EV_BODY_SENTINEL_TEST:
	case FACTS_EV_CALL_SENTINEL:
		v->err = true;
		break;
	case FACTS_EV_BODY_DEREF:
	case FACTS_EV_CALL_NONNULL:
	case FACTS_EV_CALL_DEREF_AFTER:
	case FACTS_EV_CALL_DEREF_BEFORE:
		v->nonnull = true;
		break;
	case FACTS_EV_CALL_UNKNOWN:
	case FACTS_EV_CALL_RESULT:
	case FACTS_EV_CALL_FIELD:
		/* For the whole-tree step; decides nothing here. */
		break;
	default:
		v->nullable = true;
		break;
	}
}

static const char *emit_verdict(const struct tp_registry *r, struct tp_file_event *e, int arg,
				int *err)
{
	struct verdict v = { 0 };
	const char *null;
	int i;

	for (i = 0; i < r->nr_facts; i++) {
		if (weighs_on(r, &r->facts[i], e, arg))
			weigh(&v, &r->facts[i]);
	}
	null = v.nullable ? "nullable" : v.nonnull ? "nonnull" : "unknown";
	*err += v.err;
	facts__begin_record(FACTS_TP_ARG);
	facts__write_string("event", ident__name(e->name));
	facts__write_int("arg", arg);
	facts__write_string("name", param_name(e->proto, e->skip, arg));
	facts__write_string("null", null);
	facts__write_bool("err", v.err);
	facts__open_array("evidence");
	for (i = 0; i < r->nr_facts; i++) {
		if (weighs_on(r, &r->facts[i], e, arg))
			facts__write_string(NULL, facts_evidence__name(r->facts[i].kind));
	}
	facts__close_array();
	facts__end_record();
	return null;
}

static void emit_events(struct tp_registry *r)
{
	int i, arg, err = 0, nullable = 0, nonnull = 0, unknown = 0;

	settle_call_results(r);
	for (i = 0; i < r->nr_events; i++) {
		struct tp_file_event *e = &r->events[i];

		facts__begin_record(FACTS_EVENT);
		facts__write_string("event", ident__name(e->name));
		if (e->class)
			facts__write_string("class", ident__name(e->class));
		else
			facts__write_null("class");
		facts__write_bool("defined", e->class != NULL);
		write_params(e->proto, e->skip);
		facts__write_position(e->pos);
		facts__end_record();
	}
	for (i = 0; i < r->nr_facts; i++) {
		if (counts(r, &r->facts[i]))
			emit_fact(r, &r->facts[i]);
	}
	for (i = 0; i < r->nr_events; i++) {
		for (arg = 0; arg < tp_proto_args(r->events[i].proto, r->events[i].skip); arg++) {
			const char *null;

			if (!is_pointer_arg(r->events[i].proto, r->events[i].skip, arg))
				continue;
			null = emit_verdict(r, &r->events[i], arg, &err);

			nullable += !strcmp(null, "nullable");
			nonnull += !strcmp(null, "nonnull");
			unknown += !strcmp(null, "unknown");
		}
	}
	facts__begin_record(FACTS_SUMMARY);
	facts__write_int("events", r->nr_events);
	facts__write_int("nullable", nullable);
	facts__write_int("nonnull", nonnull);
	facts__write_int("unknown", unknown);
	facts__write_int("err", err);
	facts__end_record();
}

void tp_records__emit(struct tp_registry *r)
{
	int i;

	for (i = 0; i < r->nr_classes; i++) {
		facts__begin_record(FACTS_CLASS);
		facts__write_string("class", ident__name(r->classes[i].name));
		write_params(r->classes[i].fn, 1);
		facts__write_position(r->classes[i].fn->pos);
		facts__end_record();
	}
	emit_events(r);
}
