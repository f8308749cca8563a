// SPDX-License-Identifier: MIT
/*
 * Grading.  A NULL test in TP_fast_assign says "the author guarded it",
 * not "NULL arrives here": the body of a class shared by several events,
 * a display guard, IS_ERR_OR_NULL() on a value that is only ever an
 * ERR_PTR.  So only a call path (or a declaration) makes an argument
 * nullable; a body test alone makes it guarded, kept apart, and so does
 * the tracing function's own test after the trace call (it takes NULL).
 */
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "btf-nullable.h"
#include "grade.h"
#include "propagate.h"

/* Items of one argument, gathered before the array is sized. */
struct items {
	struct grade_item *v;
	size_t nr, alloc;
};

/* What one argument's evidence adds up to. */
struct tally {
	bool declared, null_path, err_path, body_null, body_err, tested_after, other_sites;
	bool body_sentinel;		/* compared with a sentinel: may be one */
	const char *body_null_file, *body_err_file;
	int body_null_line, body_err_line;
	const struct tp_evidence *deref;
};

static struct grade_item *add_item(struct items *items)
{
	if (ARRAY_ENSURE(items->v, items->alloc, items->nr + 1))
		abort();
	memset(&items->v[items->nr], 0, sizeof(*items->v));
	return &items->v[items->nr++];
}

bool grade__is_pointer(const char *type)
{
	size_t len = strlen(type);

	while (len && type[len - 1] == ' ')
		len--;
	return len && type[len - 1] == '*';
}

static enum facts_evidence origin_kind(const struct site *site)
{
	switch (site->value) {
	case FACTS_VALUE_NULL:
		return FACTS_EV_CALL_NULL;
	case FACTS_VALUE_TESTED_NULL:
		return FACTS_EV_CALL_TESTED_NULL;
	case FACTS_VALUE_NULLABLE:
		return FACTS_EV_CALL_NULLABLE;
	case FACTS_VALUE_SENTINEL:
		return FACTS_EV_CALL_SENTINEL;
	default:
		return FACTS_EV_CALL_ERR;
	}
}

static bool is_err_kind(enum facts_evidence kind)
{
	return kind == FACTS_EV_CALL_ERR || kind == FACTS_EV_CALL_SENTINEL;
}

/* What the call that starts a parameter's chain passes. */
static enum facts_evidence chain_kind(const struct fn_param *param, enum propagate_walk walk)
{
	const struct site *site = propagate__why(param, walk);

	while (site && site->value == FACTS_VALUE_PARAM) {
		const struct fn_param *from = &site->caller->params[site->from_param];

		site = propagate__why(from, walk);
	}
	return site ? origin_kind(site) : walk == PROPAGATE_ERR ? FACTS_EV_CALL_ERR :
	       FACTS_EV_DECLARED;
}

static void weigh_body(struct tally *t, struct items *items, const struct tp_evidence *ev)
{
	struct grade_item *item = add_item(items);

	item->kind = ev->kind;
	item->file = ev->file;
	item->line = ev->line;
	switch (ev->kind) {
	case FACTS_EV_DECLARED:
		t->declared = true;
		break;
	case FACTS_EV_BODY_NULL_TEST:
		t->body_null = true;
		t->body_null_file = ev->file;
		t->body_null_line = ev->line;
		break;
	case FACTS_EV_BODY_ERR_TEST:
		t->body_err = true;
		t->body_err_file = ev->file;
		t->body_err_line = ev->line;
		break;
	case FACTS_EV_BODY_DEREF:
		t->deref = ev;
		break;
	case FACTS_EV_BODY_SENTINEL_TEST:
		t->body_sentinel = true;
		break;
	default:
		break;
	}
}

/*
 * A call's result: NULL when the function, in any file, can return NULL.
 * An ERR_PTR-returning function's result is not taken as an ERR_PTR path:
 * the facts do not say whether IS_ERR() was tested first, and it nearly
 * always is (copy_process() before trace_sched_process_fork()).
 */
static void weigh_result(struct tally *t, struct grade_arg *a, struct grade_item *item,
			 const struct fn *fn)
{
	item->result_of = fn;
	item->passes = "call";
	if (fn->returns_null) {
		item->kind = FACTS_EV_CALL_RETURNS_NULL;
		t->null_path = true;
	} else if (fn->returns_nonnull) {
		item->kind = FACTS_EV_CALL_RETURNS_NONNULL;
		item->passes = NULL;
		a->nonnull_sites++;
	} else {
		/* Nothing known of the result: no path, only the callee's name. */
		item->passes = NULL;
		t->other_sites = true;
	}
}

/* A site proven by a function dereferencing the value first: one known not NULL. */
static void weigh_deref_before(struct items *items, struct grade_arg *a, const char *file,
			       int line, const char *function, const struct fn *by)
{
	struct grade_item *item = add_item(items);

	item->kind = FACTS_EV_CALL_DEREF_BEFORE;
	item->file = file;
	item->line = line;
	item->function = function;
	item->deref_by = by;
	a->nonnull_sites++;
}

static void weigh_call(struct tally *t, struct items *items, struct grade_arg *a,
		       const struct tp_evidence *ev)
{
	const struct fn *by = propagate__dereferenced_by(ev->deref_if, ev->nr_deref_if);
	struct grade_item *item;

	if (ev->kind < FACTS_EV_CALL_NULL) {
		weigh_body(t, items, ev);
		return;
	}
	if (by) {
		weigh_deref_before(items, a, ev->file, ev->line, ev->caller, by);
		return;
	}
	item = add_item(items);
	item->kind = ev->kind;
	item->file = ev->file;
	item->line = ev->line;
	item->function = ev->caller;
	switch (ev->kind) {
	case FACTS_EV_CALL_NONNULL:
	case FACTS_EV_CALL_DEREF_AFTER:
	case FACTS_EV_CALL_DEREF_BEFORE:
		a->nonnull_sites++;
		break;
	case FACTS_EV_CALL_TESTED_AFTER:
		t->tested_after = true;
		break;
	case FACTS_EV_CALL_ERR:
	case FACTS_EV_CALL_SENTINEL:
		t->err_path = true;
		a->nonnull_sites++;
		item->passes = ev->kind == FACTS_EV_CALL_ERR ? "err" : "sentinel";
		break;
	case FACTS_EV_CALL_UNKNOWN:
		t->other_sites = true;
		break;
	case FACTS_EV_CALL_FIELD:
		item->field = ev->function;
		if (ev->function->params[0].nonnull) {
			item->kind = FACTS_EV_FIELD_NONNULL;
			a->nonnull_sites++;
		} else {
			t->other_sites = true;
		}
		break;
	case FACTS_EV_CALL_RETURNS_NULL:
	case FACTS_EV_CALL_RESULT:
		item->elsewhere = ev->kind == FACTS_EV_CALL_RESULT;
		weigh_result(t, a, item, ev->function);
		break;
	default:
		t->null_path = true;
		item->passes = ev->kind == FACTS_EV_CALL_NULL ? "null" :
			       ev->kind == FACTS_EV_CALL_TESTED_NULL ? "tested-null" : "nullable";
		break;
	}
}

/* A trace call forwarding a parameter: its callers decide. */
static void weigh_flow(struct tally *t, struct items *items, struct grade_arg *a,
		       const struct tp_flow *flow)
{
	const struct fn_param *param = &flow->fn->params[flow->param];
	const struct fn *by = propagate__dereferenced_by(flow->deref_if, flow->nr_deref_if);
	struct grade_item *item;

	if (by && flow->value == FACTS_VALUE_PARAM) {
		weigh_deref_before(items, a, flow->file, flow->line, flow->fn->name, by);
		return;
	}
	/* Tested NULL on the path: the callers' NULL reaches the event too. */
	if (flow->value == FACTS_VALUE_TESTED_NULL && propagate__may_null(param)) {
		item = add_item(items);
		item->kind = chain_kind(param, PROPAGATE_NULL);
		item->via_fn = flow->fn;
		item->via = param;
		item->passes = "tested-null";
		item->file = flow->file;
		item->line = flow->line;
		item->function = flow->fn->name;
		return;
	}
	if (flow->value != FACTS_VALUE_PARAM)
		return;
	if (propagate__may_null(param) || param->err_why) {
		bool err = !propagate__may_null(param);

		item = add_item(items);
		item->walk = err ? PROPAGATE_ERR : PROPAGATE_NULL;
		item->kind = chain_kind(param, item->walk);
		item->via_fn = flow->fn;
		item->via = param;
		item->passes = "param";
		*(err ? &t->err_path : &t->null_path) = true;
	} else if (param->nonnull) {
		item = add_item(items);
		item->kind = FACTS_EV_CALL_NONNULL;
		a->nonnull_sites++;
	} else {
		/* Which parameter nothing proves: where the unknown comes from. */
		t->other_sites = true;
		item = add_item(items);
		item->kind = FACTS_EV_CALL_UNKNOWN;
		item->unproven = param;
		item->param = flow->param;
	}
	item->file = flow->file;
	item->line = flow->line;
	item->function = flow->fn->name;
	/* A parameter both NULL and ERR_PTR somewhere: the ERR_PTR path is evidence too. */
	if (propagate__may_null(param) && param->err_why) {
		t->err_path = true;
		item = add_item(items);
		*item = items->v[items->nr - 2];
		item->kind = chain_kind(param, PROPAGATE_ERR);
		item->walk = PROPAGATE_ERR;
	}
}

/*
 * A NULL the trace call's own file shows it passing: a literal, a value
 * tested NULL, a __nullable value, or the result of a function of that
 * file that returns NULL itself.  A NULL that comes through other
 * functions' parameters, or from other files' functions, may depend on
 * conditions the facts do not keep (ext4_map_blocks() is called with a
 * NULL handle only when it does not create blocks, and traces the handle
 * only when it does; i915's intel_crtc_for_pipe() returns NULL only for a
 * pipe that does not exist), so it is not reported as a crash.
 */
static bool direct_null(const struct grade_item *item)
{
	if (item->via || item->elsewhere)
		return false;
	return !item->result_of || !item->result_of->null_from;
}

/* IS_ERR_OR_NULL() on a value every caller passes valid or as an ERR_PTR. */
static bool err_explains_null_test(const struct tally *t)
{
	return t->body_err && t->err_path && !t->other_sites &&
	       t->body_null_file == t->body_err_file && t->body_null_line == t->body_err_line;
}

/*
 * NULL that reaches an argument TP_fast_assign dereferences on every path
 * would crash the kernel whenever the event is enabled.  Passed right at
 * the trace call, that is a bug to report; arriving through other
 * functions, whose conditions the facts do not keep, it is far more
 * likely a path that never runs (xfs_ilock, rpm_suspend, ext4_fc_track_*
 * on 6.12): a suspect to review, and no proof of a nullable argument.
 */
static const struct grade_item *first_null_path(const struct items *items)
{
	size_t i;

	for (i = 0; i < items->nr; i++) {
		if (items->v[i].passes && items->v[i].walk != PROPAGATE_ERR &&
		    !is_err_kind(items->v[i].kind))
			return &items->v[i];
	}
	return NULL;
}

/*
 * An argument nothing proves or contradicts is "unknown", or "uncalled"
 * when no checked file calls its event: then nothing arrives there in the
 * checked configuration, which is no proof that nothing NULL would.
 */
static void decide(struct grade_arg *a, struct tally *t, struct items *items, bool called)
{
	a->null_path = t->null_path ? first_null_path(items) : NULL;
	a->deref = t->deref;
	a->bug = a->null_path && t->deref && direct_null(a->null_path);
	a->suspect = a->null_path && t->deref && !a->bug;
	if ((t->null_path && !a->suspect) || t->declared || btf_nullable__has_suffix(a->name))
		a->verdict = NULL_VERDICT_NULLABLE;
	else if ((t->body_null && !err_explains_null_test(t)) || t->tested_after)
		a->verdict = NULL_VERDICT_GUARDED;
	else if (a->nonnull_sites && !t->other_sites)
		a->verdict = NULL_VERDICT_NONNULL;
	else if (called)
		a->verdict = NULL_VERDICT_UNKNOWN;
	else
		a->verdict = NULL_VERDICT_UNCALLED;
	a->err = t->err_path || t->body_err || t->body_sentinel;
	a->items = items->v;
	a->nr_items = items->nr;
}

/*
 * Does a checked file call @event?  Each trace call leaves call evidence
 * or a flow record; an event with neither is one nothing here fires (its
 * calls are in files the configuration does not build): its arguments are
 * "uncalled" unless their evidence says more.
 */
static bool called(const struct tp_event *event)
{
	const struct tp_evidence *ev;

	for (ev = event->evidence; ev; ev = ev->next) {
		if (ev->kind >= FACTS_EV_CALL_NULL)
			return true;
	}
	return event->flows != NULL;
}

static void grade_event_arg(const struct tp_event *event, const struct tp_class *class,
			    struct grade_arg *a)
{
	struct items items = { NULL };
	struct tally t = { false };
	const struct tp_evidence *ev;
	const struct tp_flow *flow;
	bool fired = called(event);

	for (ev = class ? class->evidence : NULL; ev; ev = ev->next) {
		if (ev->arg == a->index)
			weigh_body(&t, &items, ev);
	}
	for (ev = event->evidence; ev; ev = ev->next) {
		if (ev->arg == a->index)
			weigh_call(&t, &items, a, ev);
	}
	for (flow = event->flows; flow; flow = flow->next) {
		if (flow->arg == a->index)
			weigh_flow(&t, &items, a, flow);
	}
	if (!fired) {
		struct grade_item *item = add_item(&items);

		item->kind = FACTS_EV_NOT_CALLED;
		item->file = event->proto.file;
		item->line = event->proto.line;
	}
	decide(a, &t, &items, fired);
}

void grade__count(struct grades *grades, const struct grade_arg *a)
{
	grades->verdicts[a->verdict]++;
	grades->nr_args++;
	grades->nr_err += a->err;
	grades->nr_bugs += a->bug;
	grades->nr_suspects += a->suspect;
}

static void grade_event(struct model *model, const struct tp_event *event,
			struct grades *grades, struct grade_entry *e)
{
	struct tp_class *class = NULL;
	size_t i;
	bool made;

	if (event->class)
		class = model__class(model, event->class, &made);
	e->name = event->name;
	e->class = event->class;
	e->file = event->proto.file;
	e->line = event->proto.line;
	e->args = calloc(event->proto.nr_params + 1, sizeof(*e->args));
	if (!e->args)
		abort();
	for (i = 0; i < event->proto.nr_params; i++) {
		const struct facts_param *p = &event->proto.params[i];
		struct grade_arg *a = &e->args[e->nr_args];

		if (!grade__is_pointer(p->type))
			continue;
		a->index = p->index;
		a->name = p->name;
		a->type = p->type;
		grade_event_arg(event, class, a);
		grade__count(grades, a);
		e->nr_args++;
	}
}

static void grade_param(const struct fn *fn, int index, struct grade_arg *a)
{
	const struct fn_param *param = &fn->params[index];
	struct items items = { NULL };
	struct tally t = { false };
	static const enum propagate_walk walks[] = { PROPAGATE_SURE_NULL, PROPAGATE_NULL,
						     PROPAGATE_ERR };
	struct grade_item *item;
	const struct site *site;
	bool suspect = false;
	size_t w;

	a->index = index;
	a->name = param->name;
	a->type = param->type;
	if (param->declared || param->stub_declared) {
		item = add_item(&items);
		item->kind = FACTS_EV_DECLARED;
		item->file = fn->file;
		item->line = fn->line;
		t.declared = true;
	}
	/*
	 * A NULL only along calls some paths avoid, or only from an inlined
	 * helper's conditional NULL, is a suspect: its chain is shown, the
	 * verdict is made as if it were not there.
	 */
	for (w = 0; w < sizeof(walks) / sizeof(walks[0]); w++) {
		if (!(site = propagate__why(param, walks[w])))
			continue;
		if (walks[w] == PROPAGATE_NULL && (t.null_path || t.declared))
			continue;
		item = add_item(&items);
		item->walk = walks[w];
		item->kind = chain_kind(param, walks[w]);
		item->file = site->file;
		item->line = site->line;
		item->function = site->caller->name;
		item->via_fn = fn;
		item->via = param;
		if (walks[w] == PROPAGATE_ERR)
			t.err_path = true;
		else if (walks[w] == PROPAGATE_SURE_NULL)
			t.null_path = true;
		else
			suspect = true;
	}
	a->nonnull_sites = param->nr_nonnull_in;
	/* nr_nonnull_in counted the "nonnull" calls; the rest are kept whole. */
	for (site = param->in; site; site = site->next_in)
		a->nonnull_sites += site->value != FACTS_VALUE_NONNULL &&
				    propagate__passes_nonnull(site);
	if (!param->nonnull)
		t.other_sites = true;
	decide(a, &t, &items, true);	/* "uncalled" is for events */
	a->null_path = NULL;
	a->bug = false;
	a->suspect = suspect;
}

/* @fn's pointer parameters into @e; @all: the unknown ones too, else only the others. */
static void grade_params(const struct fn *fn, struct grade_entry *e, bool all)
{
	int k;

	e->name = fn->name;
	e->tu = fn->tu;
	e->file = fn->file;
	e->line = fn->line;
	e->args = calloc(fn->nr_params + 1, sizeof(*e->args));
	if (!e->args)
		abort();
	for (k = 0; k < fn->nr_params; k++) {
		struct grade_arg *a = &e->args[e->nr_args];

		if (!fn->params[k].type || !grade__is_pointer(fn->params[k].type))
			continue;
		grade_param(fn, k, a);
		if (!all && a->verdict == NULL_VERDICT_UNKNOWN && !a->err && !a->suspect) {
			free(a->items);
			memset(a, 0, sizeof(*a));
			continue;
		}
		e->nr_args++;
	}
}

static const char *kernel_mark(const struct fn_param *param)
{
	if (param->stub_declared)
		return "declared";
	return param->hand_marked ? "marked" : NULL;
}

/*
 * Every pointer argument of a struct_ops member, graded from the calls
 * through it only: the kernel's own marks are what the table is compared
 * with, not evidence.
 */
static void grade_struct_ops_member(const struct struct_ops_stub *stub, struct grade_entry *e)
{
	size_t k;

	/* the member's file and line are its stub's (load.c) */
	grade_params(stub->member, e, true);
	e->struct_ops = stub->struct_ops;
	e->stub = stub->function;
	for (k = 0; k < e->nr_args; k++)
		e->args[k].kernel_mark = kernel_mark(&stub->member->params[e->args[k].index]);
}

int grade__compare_entries(const void *x, const void *y)
{
	const struct grade_entry *a = x, *b = y;
	int c = strcmp(a->name, b->name);

	if (c || !a->file || !b->file)
		return c;
	return strcmp(a->file, b->file) ?: a->line - b->line;
}

void grade__run(struct model *model, struct grades *grades)
{
	size_t i;

	memset(grades, 0, sizeof(*grades));
	grades->nr_files = model->nr_files;
	grades->nr_sources = model->source_list.nr;
	grades->events = calloc(model->event_list.nr + 1, sizeof(*grades->events));
	grades->functions = calloc(model->fn_list.nr + 1, sizeof(*grades->functions));
	if (!grades->events || !grades->functions)
		abort();
	for (i = 0; i < model->event_list.nr; i++) {
		struct tp_event *event = model->event_list.items[i];

		if (event->proto.file)
			grade_event(model, event, grades, &grades->events[grades->nr_events++]);
	}
	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];
		struct grade_entry *e = &grades->functions[grades->nr_functions];

		if (!fn->defined)
			continue;
		grade_params(fn, e, false);
		if (e->nr_args)
			grades->nr_functions++;
		else
			free(e->args);
	}
	grades->struct_ops = calloc(model->stub_list.nr + 1, sizeof(*grades->struct_ops));
	if (!grades->struct_ops)
		abort();
	for (i = 0; i < model->stub_list.nr; i++)
		grade_struct_ops_member(model->stub_list.items[i],
					&grades->struct_ops[grades->nr_struct_ops++]);
	qsort(grades->struct_ops, grades->nr_struct_ops, sizeof(*grades->struct_ops),
	      grade__compare_entries);
	qsort(grades->events, grades->nr_events, sizeof(*grades->events), grade__compare_entries);
	qsort(grades->functions, grades->nr_functions, sizeof(*grades->functions),
	      grade__compare_entries);
}

const struct grade_arg *grade__arg(const struct grade_entry *e, int index)
{
	size_t k;

	for (k = 0; e && k < e->nr_args; k++) {
		if (e->args[k].index == index)
			return &e->args[k];
	}
	return NULL;
}

unsigned int grade__nibble(const struct grade_arg *arg)
{
	return (arg->verdict == NULL_VERDICT_NULLABLE || arg->verdict == NULL_VERDICT_GUARDED) |
	       arg->err << 1;
}

static void free_entries(struct grade_entry *entries, size_t nr)
{
	size_t i, k;

	for (i = 0; i < nr; i++) {
		for (k = 0; k < entries[i].nr_args; k++) {
			free(entries[i].args[k].items);
			free(entries[i].args[k].config_verdicts);
		}
		free(entries[i].args);
	}
	free(entries);
}

void grade__free(struct grades *grades)
{
	free_entries(grades->events, grades->nr_events);
	free_entries(grades->functions, grades->nr_functions);
	free_entries(grades->struct_ops, grades->nr_struct_ops);
	free(grades->configs);
}
