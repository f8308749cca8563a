// SPDX-License-Identifier: MIT
/*
 * The merged model's sets.  Every key is made of interned strings (one
 * copy each, so pointers compare) and integers; items are kept in load
 * order as well, which makes every later walk deterministic.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "model.h"

static void die_oom(void)
{
	fprintf(stderr, "sparse-null-table: out of memory\n");
	exit(2);
}

void ptr_vec__push(struct ptr_vec *vec, void *item)
{
	if (ARRAY_ENSURE(vec->items, vec->alloc, vec->nr + 1))
		die_oom();
	vec->items[vec->nr++] = item;
}

static uint64_t hash_ptrs(const void *const *ptrs, int nr, const int *ints, int nr_ints)
{
	uint64_t h = HMAP_SEED;

	h = hmap__hash(h, ptrs, nr * sizeof(*ptrs));
	return hmap__hash(h, ints, nr_ints * sizeof(*ints));
}

static bool string_equal(const void *a, const void *b)
{
	return !strcmp(a, b);
}

static bool fn_equal(const void *a, const void *b)
{
	const struct fn *x = a, *y = b;

	return x->name == y->name && x->tu == y->tu;
}

static bool site_equal(const void *a, const void *b)
{
	const struct site *x = a, *y = b;

	return x->caller == y->caller && x->callee == y->callee && x->param == y->param &&
	       x->from_param == y->from_param && x->value == y->value &&
	       x->file == y->file && x->line == y->line;
}

static bool evidence_equal(const void *a, const void *b)
{
	const struct tp_evidence *x = a, *y = b;

	return x->event == y->event && x->class == y->class && x->arg == y->arg &&
	       x->kind == y->kind && x->caller == y->caller && x->function == y->function &&
	       x->file == y->file && x->line == y->line;
}

static bool flow_equal(const void *a, const void *b)
{
	const struct tp_flow *x = a, *y = b;

	return x->event == y->event && x->arg == y->arg && x->fn == y->fn &&
	       x->param == y->param && x->value == y->value && x->file == y->file &&
	       x->line == y->line;
}

/* Classes and events are found by their interned name. */
static bool name_equal(const void *a, const void *b)
{
	return *(const char *const *)a == *(const char *const *)b;
}

void model__init(struct model *model)
{
	memset(model, 0, sizeof(*model));
	hmap__init(&model->strings, string_equal);
	hmap__init(&model->fns, fn_equal);
	hmap__init(&model->sites, site_equal);
	hmap__init(&model->evidence, evidence_equal);
	hmap__init(&model->flows, flow_equal);
	hmap__init(&model->classes, name_equal);
	hmap__init(&model->events, name_equal);
	hmap__init(&model->sources, name_equal);
}

void model__free(struct model *model)
{
	struct hmap *maps[] = { &model->strings, &model->fns, &model->sites, &model->evidence,
				&model->flows, &model->classes, &model->events, &model->sources };
	struct ptr_vec *vecs[] = { &model->site_list, &model->evidence_list, &model->flow_list,
				   &model->class_list, &model->event_list, &model->fn_list,
				   &model->source_list, &model->creation_list, &model->stub_list };
	size_t i;

	for (i = 0; i < sizeof(maps) / sizeof(maps[0]); i++)
		hmap__free(maps[i]);
	free(model->counted.slots);
	for (i = 0; i < sizeof(vecs) / sizeof(vecs[0]); i++)
		free(vecs[i]->items);
	arena__free(&model->arena);
}

const char *model__string(struct model *model, const char *s)
{
	uint64_t hash = hmap__hash(HMAP_SEED, s, strlen(s));
	char *found = hmap__find(&model->strings, hash, s);

	if (found)
		return found;
	found = arena__strdup(&model->arena, s);
	if (!hmap__add(&model->strings, hash, found))
		die_oom();
	return found;
}

const char *model__find_string(const struct model *model, const char *s)
{
	return hmap__find(&model->strings, hmap__hash(HMAP_SEED, s, strlen(s)), s);
}

static uint64_t fn_hash(const char *name, const char *tu)
{
	const void *key[] = { name, tu };

	return hash_ptrs(key, 2, NULL, 0);
}

struct fn *model__find_fn(struct model *model, const char *name, const char *tu)
{
	struct fn probe = { .name = name, .tu = tu };

	return hmap__find(&model->fns, fn_hash(name, tu), &probe);
}

struct fn *model__fn(struct model *model, const char *name, const char *tu)
{
	struct fn probe = { .name = name, .tu = tu }, *fn;
	uint64_t hash = fn_hash(name, tu);

	fn = hmap__find(&model->fns, hash, &probe);
	if (fn)
		return fn;
	fn = arena__alloc(&model->arena, sizeof(*fn));
	*fn = probe;
	if (!hmap__add(&model->fns, hash, fn))
		die_oom();
	ptr_vec__push(&model->fn_list, fn);
	return fn;
}

struct fn *model__field(struct model *model, const char *name, const char *tu)
{
	struct fn *fn = model__fn(model, name, tu);

	if (!fn->field) {
		fn->field = arena__alloc(&model->arena, sizeof(*fn->field));
		model__fn_param(model, fn, 0);
	}
	return fn;
}

void model__fn_param(struct model *model, struct fn *fn, int index)
{
	struct fn_param *params;
	int nr;

	if (index < fn->nr_params)
		return;
	nr = index + 1 > 2 * fn->nr_params ? index + 1 : 2 * fn->nr_params;
	params = arena__alloc(&model->arena, nr * sizeof(*params));
	if (fn->nr_params)
		memcpy(params, fn->params, fn->nr_params * sizeof(*params));
	model->nr_params += nr - fn->nr_params;
	fn->params = params;
	fn->nr_params = nr;
}

bool model__keeps_site(enum facts_value value)
{
	return value == FACTS_VALUE_NULL || value == FACTS_VALUE_TESTED_NULL ||
	       value == FACTS_VALUE_NULLABLE || value == FACTS_VALUE_COND_NULL ||
	       value == FACTS_VALUE_ERR ||
	       value == FACTS_VALUE_SENTINEL || value == FACTS_VALUE_PARAM ||
	       value == FACTS_VALUE_CALL;
}

void model__store_member(struct model *model, struct fn *member, struct fn *fn)
{
	struct fn_list *stored;

	for (stored = member->stored; stored; stored = stored->next) {
		if (stored->fn == fn)
			return;
	}
	stored = arena__alloc(&model->arena, sizeof(*stored));
	stored->fn = fn;
	stored->next = member->stored;
	member->stored = stored;
}

/*
 * Keep @item, the first record of its kind with @hash, in @map and @list;
 * a repeat (two facts files of one source) is counted and dropped.
 */
static bool add_record(struct model *model, struct hmap *map, struct ptr_vec *list,
		       uint64_t hash, void *item)
{
	if (hmap__add(map, hash, item) != item) {
		model->nr_duplicate_records++;
		return false;
	}
	ptr_vec__push(list, item);
	return true;
}

void model__add_site(struct model *model, struct site *site)
{
	const void *key[] = { site->caller, site->callee, site->file };
	int ints[] = { site->param, site->from_param, site->value, site->line };
	uint64_t hash = hash_ptrs(key, 3, ints, 4);

	if (!add_record(model, &model->sites, &model->site_list, hash, site))
		return;
	model__fn_param(model, site->callee, site->param);
	if (site->from_param >= 0)
		model__fn_param(model, site->caller, site->from_param);
}

/* Add @hash (not 0); false when it was there. */
static bool hash_set__add(struct hash_set *set, uint64_t hash)
{
	size_t i;

	if (2 * (set->nr + 1) > set->cap) {
		struct hash_set bigger = { calloc(set->cap ? 2 * set->cap : 4096, sizeof(uint64_t)),
					   set->cap ? 2 * set->cap : 4096, 0 };

		if (!bigger.slots)
			die_oom();
		for (i = 0; i < set->cap; i++) {
			if (set->slots[i])
				hash_set__add(&bigger, set->slots[i]);
		}
		free(set->slots);
		*set = bigger;
	}
	for (i = hash & (set->cap - 1); set->slots[i]; i = (i + 1) & (set->cap - 1)) {
		if (set->slots[i] == hash)
			return false;
	}
	set->slots[i] = hash;
	set->nr++;
	return true;
}

void model__count_site(struct model *model, const struct site *site)
{
	const void *key[] = { site->caller, site->callee, site->file };
	int ints[] = { site->param, site->value, site->line };
	uint64_t hash = hash_ptrs(key, 3, ints, 3) | 1;
	struct fn_param *param;

	if (!hash_set__add(&model->counted, hash)) {
		model->nr_duplicate_records++;
		return;
	}
	model__fn_param(model, site->callee, site->param);
	param = &site->callee->params[site->param];
	param->nr_in++;
	if (site->value == FACTS_VALUE_NONNULL)
		param->nr_nonnull_in++;
	else
		param->unknown_in = true;
}

void model__add_evidence(struct model *model, struct tp_evidence *ev)
{
	const void *key[] = { ev->event, ev->class, ev->caller, ev->function, ev->file };
	int ints[] = { ev->arg, ev->kind, ev->line };
	uint64_t hash = hash_ptrs(key, 5, ints, 3);

	add_record(model, &model->evidence, &model->evidence_list, hash, ev);
}

void model__add_flow(struct model *model, struct tp_flow *flow)
{
	const void *key[] = { flow->event, flow->fn, flow->file };
	int ints[] = { flow->arg, flow->param, flow->value, flow->line };
	uint64_t hash = hash_ptrs(key, 3, ints, 4);

	if (add_record(model, &model->flows, &model->flow_list, hash, flow))
		model__fn_param(model, flow->fn, flow->param);
}

static void *named(struct model *model, struct hmap *map, struct ptr_vec *list,
		   const char *name, size_t size, bool *made)
{
	uint64_t hash = hash_ptrs((const void *[]){ name }, 1, NULL, 0);
	const char **item = hmap__find(map, hash, &name);

	*made = !item;
	if (item)
		return item;
	item = arena__alloc(&model->arena, size);
	*item = name;		/* the name is each item's first member */
	if (!hmap__add(map, hash, item))
		die_oom();
	ptr_vec__push(list, item);
	return item;
}

struct tp_class *model__class(struct model *model, const char *name, bool *made)
{
	return named(model, &model->classes, &model->class_list, name,
		     sizeof(struct tp_class), made);
}

struct tp_event *model__event(struct model *model, const char *name, bool *made)
{
	return named(model, &model->events, &model->event_list, name,
		     sizeof(struct tp_event), made);
}

bool model__seen_source(struct model *model, const char *source)
{
	bool made;

	named(model, &model->sources, &model->source_list, source, sizeof(const char *), &made);
	return !made;
}

static struct tp_evidence **evidence_head(struct model *model, struct tp_evidence *ev)
{
	bool made;

	if (ev->event)
		return &model__event(model, ev->event, &made)->evidence;
	return &model__class(model, ev->class, &made)->evidence;
}

/*
 * Each call through a member as a call of each function stored there; the
 * copies of calls passing a value that starts nothing only count.
 */
static void spread_member_calls(struct model *model)
{
	size_t i, nr = model->site_list.nr;
	struct fn_list *stored;

	for (i = 0; i < nr; i++) {
		struct site *site = model->site_list.items[i], copy, *kept;

		for (stored = site->callee->stored; stored; stored = stored->next) {
			copy = *site;
			copy.callee = stored->fn;
			copy.through = site->callee;
			if (!model__keeps_site(site->value)) {
				model__count_site(model, &copy);
				continue;
			}
			kept = arena__alloc(&model->arena, sizeof(*kept));
			*kept = copy;
			model__add_site(model, kept);
		}
	}
}

/* Lists keep load order: built back to front. */
void model__link(struct model *model)
{
	struct tp_evidence **head;
	struct tp_flow *flow;
	struct fn_list *use, *call;
	struct site *site;
	size_t i;
	bool made;

	spread_member_calls(model);

	for (i = model->fn_list.nr; i-- > 0; ) {
		struct fn *fn = model->fn_list.items[i];

		for (call = fn->calls; call; call = call->next) {
			use = arena__alloc(&model->arena, sizeof(*use));
			use->fn = fn;
			use->next = call->fn->returned_by;
			call->fn->returned_by = use;
		}
	}
	for (i = model->evidence_list.nr; i-- > 0; ) {
		struct tp_evidence *ev = model->evidence_list.items[i];

		head = evidence_head(model, ev);
		ev->next = *head;
		*head = ev;
	}
	for (i = model->flow_list.nr; i-- > 0; ) {
		struct tp_event *event;

		flow = model->flow_list.items[i];
		event = model__event(model, flow->event, &made);
		flow->next = event->flows;
		event->flows = flow;
	}
	for (i = model->site_list.nr; i-- > 0; ) {
		struct fn_param *in, *out;

		site = model->site_list.items[i];
		in = &site->callee->params[site->param];
		site->next_in = in->in;
		in->in = site;
		in->nr_in++;
		if (site->value != FACTS_VALUE_PARAM)
			continue;
		out = &site->caller->params[site->from_param];
		site->next_out = out->out;
		out->out = site;
	}
}
