// SPDX-License-Identifier: MIT
/*
 * The tracepoint registry of one translation unit (tracepoints.h): the
 * classes and events its syntax tree defines, and the evidence and flows
 * the other collectors find about their arguments.  tp-records.c writes
 * them at the end of the file.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "array.h"
#include "annotations/nullable-attr.h"
#include "ast/ast-walk.h"
#include "ast/ident-name.h"
#include "facts/collector.h"
#include "facts/tracepoints-priv.h"
#include "facts/tracepoints.h"

#define CLASS_PREFIX	"__bpf_trace_"
#define MAP_PREFIX	"__bpf_trace_tp_map_"
#define TRACEPOINT_PREFIX "__tracepoint_"
#define WRAPPER_PREFIX	"trace_"
#define RCUIDLE_SUFFIX	"_rcuidle"

static struct tp_registry registry;

/* Forget the previous translation unit's tracepoints. */
static void tracepoints__begin(void)
{
	free(registry.classes);
	free(registry.events);
	free(registry.facts);
	memset(&registry, 0, sizeof(registry));
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

static struct tp_fact *add_fact(void)
{
	if (ARRAY_ENSURE(registry.facts, registry.alloc_facts, registry.nr_facts + 1))
		die("out of memory");
	memset(&registry.facts[registry.nr_facts], 0, sizeof(*registry.facts));
	return &registry.facts[registry.nr_facts++];
}

static void declared_evidence(struct ident *class, struct ident *event,
			      struct symbol *proto, int skip)
{
	struct symbol *param;
	struct tp_fact *f;
	int arg;

	for (arg = 0; arg < tp_proto_args(proto, skip); arg++) {
		param = tp_proto_param(proto, skip, arg);
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
	struct tp_file_class *c;

	if (tp_registry_class(&registry, name))
		return;
	if (ARRAY_ENSURE(registry.classes, registry.alloc_classes, registry.nr_classes + 1))
		die("out of memory");
	c = &registry.classes[registry.nr_classes++];
	c->name = name;
	c->fn = fn;
	declared_evidence(name, NULL, fn, 1);
}

static struct tp_file_event *add_event(struct ident *name, struct symbol *proto,
				  int skip, struct position pos)
{
	struct tp_file_event *e;

	if (ARRAY_ENSURE(registry.events, registry.alloc_events, registry.nr_events + 1))
		die("out of memory");
	e = &registry.events[registry.nr_events++];
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
	struct tp_file_event *e;

	ast_walk__expression(&map->initializer, &v);
	if (!search.fn)
		return;
	e = tp_registry_event(&registry, event);
	if (!e)
		e = add_event(event, search.fn, 1, map->pos);
	e->class = name_after(search.fn, CLASS_PREFIX);
	e->proto = search.fn;
	e->skip = 1;
	e->pos = map->pos;
}

/* Look at one top-level symbol for the shapes tracepoints.h lists. */
static void tracepoints__see_symbol(struct symbol *sym)
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
static struct tp_file_event *called_event(struct ident *event, struct symbol *wrapper)
{
	struct tp_file_event *e = tp_registry_event(&registry, event);

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

/* Append the tracepoint records (classes, events, evidence, verdicts). */
static void tracepoints__emit(void)
{
	tp_records__emit(&registry);
}

const struct facts_collector collect_tracepoints = {
	.begin_file = tracepoints__begin,
	.symbol = tracepoints__see_symbol,
	.emit = tracepoints__emit,
};
