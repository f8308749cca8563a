// SPDX-License-Identifier: MIT
/*
 * The tracepoint registry of one translation unit and its records.
 *
 * A verdict per pointer argument of an event, from this file's evidence
 * alone:
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
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "ast/ast-walk.h"
#include "ast/ident-name.h"
#include "facts/call-facts.h"
#include "facts/facts.h"
#include "facts/members.h"
#include "annotations/nullable-attr.h"
#include "facts/tracepoints.h"

#define CLASS_PREFIX	"__bpf_trace_"
#define MAP_PREFIX	"__bpf_trace_tp_map_"
#define TRACEPOINT_PREFIX "__tracepoint_"
#define WRAPPER_PREFIX	"trace_"
#define RCUIDLE_SUFFIX	"_rcuidle"

struct tp_class {
	struct ident *name;
	struct symbol *fn;		/* __bpf_trace_<class> */
};

struct tp_event {
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

static struct tp_class *classes;
static struct tp_event *events;
static struct tp_fact *facts;
static int nr_classes, nr_events, nr_facts;

static void *grow(void *array, int nr, size_t size)
{
	/* Double at each power of two: amortized constant appends. */
	if (nr & (nr - 1))
		return array;
	array = realloc(array, (nr ? 2 * nr : 1) * size);
	if (!array)
		die("out of memory");
	return array;
}

void tracepoints__begin(void)
{
	free(classes);
	free(events);
	free(facts);
	classes = NULL;
	events = NULL;
	facts = NULL;
	nr_classes = nr_events = nr_facts = 0;
}

/* The rest of @sym's name after @prefix, interned, or NULL. */
static struct ident *name_after(struct symbol *sym, const char *prefix)
{
	size_t len = strlen(prefix);
	const char *name;

	if (!sym || !sym->ident || sym->ident->len <= len)
		return NULL;
	name = ident__name(sym->ident);
	if (strncmp(name, prefix, len))
		return NULL;
	return built_in_ident(name + len);
}

static struct tp_class *find_class(struct ident *name)
{
	int i;

	for (i = 0; i < nr_classes; i++) {
		if (classes[i].name == name)
			return &classes[i];
	}
	return NULL;
}

static struct tp_event *find_event(struct ident *name)
{
	int i;

	for (i = 0; i < nr_events; i++) {
		if (events[i].name == name)
			return &events[i];
	}
	return NULL;
}

static struct tp_fact *add_fact(void)
{
	facts = grow(facts, nr_facts, sizeof(*facts));
	memset(&facts[nr_facts], 0, sizeof(*facts));
	return &facts[nr_facts++];
}

static struct symbol *proto_param(struct symbol *proto, int skip, int arg)
{
	struct symbol *type = proto->ctype.base_type;

	if (!type || type->type != SYM_FN)
		return NULL;
	return ptr_list_nth(type->arguments, skip + arg);
}

static int proto_args(struct symbol *proto, int skip)
{
	struct symbol *type = proto->ctype.base_type;

	return type && type->type == SYM_FN ?
	       ptr_list_size((struct ptr_list *)type->arguments) - skip : 0;
}

static void declared_evidence(struct ident *class, struct ident *event,
			      struct symbol *proto, int skip)
{
	struct symbol *param;
	struct tp_fact *f;
	int arg;

	for (arg = 0; arg < proto_args(proto, skip); arg++) {
		param = proto_param(proto, skip, arg);
		if (!param || !nullable_attr__object(param))
			continue;
		f = add_fact();
		f->class = class;
		f->event = event;
		f->arg = arg;
		f->kind = FACTS_EV_DECLARED;
		f->pos = param->pos;
	}
}

static void see_class(struct symbol *fn, struct ident *name)
{
	struct tp_class *c;

	if (find_class(name))
		return;
	classes = grow(classes, nr_classes, sizeof(*classes));
	c = &classes[nr_classes++];
	c->name = name;
	c->fn = fn;
	declared_evidence(name, NULL, fn, 1);
}

static struct tp_event *add_event(struct ident *name, struct symbol *proto,
				  int skip, struct position pos)
{
	struct tp_event *e;

	events = grow(events, nr_events, sizeof(*events));
	e = &events[nr_events++];
	memset(e, 0, sizeof(*e));
	e->name = name;
	e->proto = proto;
	e->skip = skip;
	e->pos = pos;
	return e;
}

struct class_search {
	struct symbol *fn;
};

static void find_class_fn(struct expression **slot, void *data)
{
	struct class_search *search = data;
	struct expression *expr = *slot;

	if (expr->type == EXPR_SYMBOL && name_after(expr->symbol, CLASS_PREFIX) &&
	    !name_after(expr->symbol, MAP_PREFIX))
		search->fn = expr->symbol;
}

/* __bpf_trace_tp_map_<event> = { .event = { .bpf_func = __bpf_trace_<class>, ... } } */
static void see_map(struct symbol *map, struct ident *event)
{
	struct class_search search = { NULL };
	struct ast_visitor v = { .expr = find_class_fn, .data = &search };
	struct tp_event *e;

	ast_walk__expression(&map->initializer, &v);
	if (!search.fn)
		return;
	e = find_event(event);
	if (!e)
		e = add_event(event, search.fn, 1, map->pos);
	e->class = name_after(search.fn, CLASS_PREFIX);
	e->proto = search.fn;
	e->skip = 1;
	e->pos = map->pos;
}

void tracepoints__see_symbol(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;
	struct ident *name;

	if (sym->type != SYM_NODE || !type)
		return;
	if ((name = name_after(sym, MAP_PREFIX))) {
		see_map(sym, name);
		return;
	}
	if (type->type == SYM_FN && type->stmt && (name = name_after(sym, CLASS_PREFIX)))
		see_class(sym, name);
}

struct ident *tracepoints__body_class(struct symbol *fn)
{
	struct ident *name = name_after(fn, "do_trace_event_raw_event_");

	return name ? name : name_after(fn, "trace_event_raw_event_");
}

struct ident *tracepoints__wrapper_event(struct symbol *fn)
{
	struct ident *name = name_after(fn, WRAPPER_PREFIX);
	const char *text;
	size_t len, suffix = strlen(RCUIDLE_SUFFIX);
	char *tracepoint;
	bool found;

	if (!name)
		return NULL;
	text = ident__name(name);
	len = strlen(text);
	if (len > suffix && !strcmp(text + len - suffix, RCUIDLE_SUFFIX))
		len -= suffix;
	/* Only wrappers of a declared tracepoint, not trace_printk() and the like. */
	tracepoint = xasprintf("%s%.*s", TRACEPOINT_PREFIX, (int)len, text);
	found = lookup_symbol(built_in_ident(tracepoint), NS_SYMBOL) != NULL;
	return found ? built_in_ident(xasprintf("%.*s", (int)len, text)) : NULL;
}

void tracepoints__class_evidence(struct ident *class, int arg, enum facts_evidence kind,
				 struct position pos)
{
	struct tp_fact *f = add_fact();

	f->class = class;
	f->arg = arg;
	f->kind = kind;
	f->pos = pos;
}

/* An event known from its call sites only: the wrapper gives TP_PROTO. */
static struct tp_event *called_event(struct ident *event, struct symbol *wrapper)
{
	struct tp_event *e = find_event(event);

	if (e)
		return e;
	e = add_event(event, wrapper, 0, wrapper->pos);
	declared_evidence(NULL, event, wrapper, 0);
	return e;
}

/* A new fact about argument @arg of @event, met at a call site at @pos. */
static struct tp_fact *call_site_fact(struct ident *event, struct symbol *wrapper, int arg,
				      struct position pos, const struct deref_if *d)
{
	struct tp_fact *f;

	called_event(event, wrapper);
	f = add_fact();
	f->event = event;
	f->arg = arg;
	f->pos = pos;
	if (d)
		f->deref_if = *d;
	return f;
}

void tracepoints__event_evidence(struct ident *event, struct symbol *wrapper, int arg,
				 enum facts_evidence kind, struct position pos,
				 struct symbol *caller, struct symbol *callee,
				 const struct deref_if *d)
{
	struct tp_fact *f = call_site_fact(event, wrapper, arg, pos, d);

	f->kind = kind;
	f->caller = caller;
	f->detail = callee;
}

void tracepoints__field_evidence(struct ident *event, struct symbol *wrapper, int arg,
				 struct position pos, struct symbol *caller,
				 struct symbol *owner, struct symbol *field,
				 const struct deref_if *d)
{
	struct tp_fact *f = call_site_fact(event, wrapper, arg, pos, d);

	f->kind = FACTS_EV_CALL_FIELD;
	f->caller = caller;
	f->owner = owner;
	f->field = field;
}

void tracepoints__flow(struct ident *event, struct symbol *wrapper, int arg,
		       struct symbol *fn, int param, const char *value,
		       struct position pos, const struct deref_if *d)
{
	struct tp_fact *f = call_site_fact(event, wrapper, arg, pos, d);

	f->is_flow = true;
	f->detail = fn;
	f->param = param;
	f->value = value;
}

/* ---- records --------------------------------------------------------- */

/* "params": the parameters of @proto after the first @skip. */
static void write_params(struct symbol *proto, int skip)
{
	int arg;

	facts__open_array("params");
	for (arg = 0; arg < proto_args(proto, skip); arg++)
		facts__write_param(arg, proto_param(proto, skip, arg));
	facts__close_array();
}

static const char *param_name(struct symbol *proto, int skip, int arg)
{
	struct symbol *param = proto_param(proto, skip, arg);

	return param && param->ident ? ident__name(param->ident) : "";
}

static bool is_pointer_arg(struct symbol *proto, int skip, int arg)
{
	return nullable_attr__is_pointer(proto_param(proto, skip, arg));
}

/*
 * Evidence about a pointer argument: the verdicts are about pointers (a
 * bool tested by TP_fast_assign says nothing of NULL).
 */
static bool counts(const struct tp_fact *f)
{
	struct tp_event *e = f->event ? find_event(f->event) : NULL;
	struct tp_class *c = f->class ? find_class(f->class) : NULL;

	return e ? is_pointer_arg(e->proto, e->skip, f->arg) :
	       c && is_pointer_arg(c->fn, 1, f->arg);
}

/*
 * A call's result is NULL evidence only if this file shows the function
 * returning NULL; otherwise the whole-tree step reads its return records.
 */
static void settle_call_results(void)
{
	int i;

	for (i = 0; i < nr_facts; i++) {
		if (facts[i].kind == FACTS_EV_CALL_RETURNS_NULL &&
		    !call_facts__returns_null(facts[i].detail))
			facts[i].kind = FACTS_EV_CALL_RESULT;
	}
}

/* "deref_if": [function, parameter], with "static" for a function static here. */
static void write_deref_if(const struct deref_if *d)
{
	int i;

	if (!d->nr)
		return;
	facts__open_array("deref_if");
	for (i = 0; i < d->nr; i++) {
		facts__open_array(NULL);
		facts__write_string(NULL, ident__name(d->fn[i]->ident));
		facts__write_int(NULL, d->param[i]);
		if (d->fn[i]->ctype.modifiers & MOD_STATIC)
			facts__write_string(NULL, "static");
		facts__close_array();
	}
	facts__close_array();
}

static void emit_fact(const struct tp_fact *f)
{
	struct tp_event *e = f->event ? find_event(f->event) : NULL;
	struct tp_class *c = f->class ? find_class(f->class) : NULL;

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
static bool weighs_on(const struct tp_fact *f, const struct tp_event *e, int arg)
{
	return !f->is_flow && f->arg == arg &&
	       (f->event == e->name || (f->class && f->class == e->class)) && counts(f);
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

static const char *emit_verdict(struct tp_event *e, int arg, int *err)
{
	struct verdict v = { 0 };
	const char *null;
	int i;

	for (i = 0; i < nr_facts; i++) {
		if (weighs_on(&facts[i], e, arg))
			weigh(&v, &facts[i]);
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
	for (i = 0; i < nr_facts; i++) {
		if (weighs_on(&facts[i], e, arg))
			facts__write_string(NULL, facts_evidence__name(facts[i].kind));
	}
	facts__close_array();
	facts__end_record();
	return null;
}

static void emit_events(void)
{
	int i, arg, err = 0, nullable = 0, nonnull = 0, unknown = 0;

	settle_call_results();
	for (i = 0; i < nr_events; i++) {
		struct tp_event *e = &events[i];

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
	for (i = 0; i < nr_facts; i++) {
		if (counts(&facts[i]))
			emit_fact(&facts[i]);
	}
	for (i = 0; i < nr_events; i++) {
		for (arg = 0; arg < proto_args(events[i].proto, events[i].skip); arg++) {
			const char *null;

			if (!is_pointer_arg(events[i].proto, events[i].skip, arg))
				continue;
			null = emit_verdict(&events[i], arg, &err);

			nullable += !strcmp(null, "nullable");
			nonnull += !strcmp(null, "nonnull");
			unknown += !strcmp(null, "unknown");
		}
	}
	facts__begin_record(FACTS_SUMMARY);
	facts__write_int("events", nr_events);
	facts__write_int("nullable", nullable);
	facts__write_int("nonnull", nonnull);
	facts__write_int("unknown", unknown);
	facts__write_int("err", err);
	facts__end_record();
}

void tracepoints__emit(void)
{
	int i;

	for (i = 0; i < nr_classes; i++) {
		facts__begin_record(FACTS_CLASS);
		facts__write_string("class", ident__name(classes[i].name));
		write_params(classes[i].fn, 1);
		facts__write_position(classes[i].fn->pos);
		facts__end_record();
	}
	emit_events();
}
