// SPDX-License-Identifier: MIT
/*
 * Creations resolved across files (creations.h).  A hand publishes the
 * object when the function it is handed to may: it has no init record
 * (not checked, or it sets nothing), says it publishes, or hands it on to
 * one that may.  What a function sets counts only for the struct its
 * record is about.  Chains are followed MAX_DEPTH deep; deeper, or round
 * a cycle, a function publishes and sets nothing.
 */
#include <stdio.h>
#include <string.h>

#include "creations.h"

#define MAX_DEPTH	6

/* struct init_summary's .verdict, once known. */
enum { NOT_KNOWN, KEEPS, PUBLISHES };

static bool listed(const char *const *names, size_t nr, const char *name)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		if (!strcmp(names[i], name))
			return true;
	}
	return false;
}

static bool publishes(struct fn *fn, int param, int depth);

/*
 * Does @s, or a function it hands the object to, publish it?  A "no"
 * never rests on a cut chain, so either answer can be kept.
 */
static bool summary_publishes(struct init_summary *s, int depth)
{
	bool result = s->publishes;
	size_t i;

	if (s->verdict != NOT_KNOWN)
		return s->verdict == PUBLISHES;
	if (s->visiting)
		return true;
	s->visiting = true;
	for (i = 0; !result && i < s->nr_handed; i++)
		result = publishes(s->handed[i].fn, s->handed[i].param, depth + 1);
	s->visiting = false;
	s->verdict = result ? PUBLISHES : KEEPS;
	return result;
}

/* May @fn publish the object its parameter @param points to?  Every definition of it must say no. */
static bool publishes(struct fn *fn, int param, int depth)
{
	struct init_summary *s;
	bool any = false;

	if (depth > MAX_DEPTH)
		return true;
	for (s = fn->inits; s; s = s->next) {
		if (s->param != param)
			continue;
		any = true;
		if (summary_publishes(s, depth))
			return true;
	}
	return !any;
}

static bool same_struct(const struct init_summary *s, const struct creation *c)
{
	return s->struct_name == c->struct_name && s->struct_file == c->struct_file;
}

static bool sets(struct fn *fn, int param, const struct creation *c, const char *member, int depth);

/* Does a function of @after, called with the object and returned from, set @member? */
static bool set_after(const struct handed_to *after, size_t nr, const struct creation *c,
		      const char *member, int depth)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		if (sets(after[i].fn, after[i].param, c, member, depth + 1))
			return true;
	}
	return false;
}

/* Does @fn set @member of @c's struct on every path to a return, in every definition? */
static bool sets(struct fn *fn, int param, const struct creation *c, const char *member, int depth)
{
	struct init_summary *s;
	bool any = false;

	if (depth > MAX_DEPTH)
		return false;
	for (s = fn->inits; s; s = s->next) {
		if (s->param != param)
			continue;
		if (!same_struct(s, c) ||
		    (!listed(s->sets, s->nr_sets, member) &&
		     !set_after(s->after, s->nr_after, c, member, depth)))
			return false;
		any = true;
	}
	return any;
}

/* Has @fn set @member of @c's struct wherever it publishes the object, in every definition? */
static bool set_before_publishing(struct fn *fn, int param, const struct creation *c,
				  const char *member)
{
	struct init_summary *s;
	bool any = false;
	size_t i;

	for (s = fn->inits; s; s = s->next) {
		if (s->param != param)
			continue;
		if (!same_struct(s, c) || (s->publishes && !listed(s->before, s->nr_before, member)))
			return false;
		for (i = 0; i < s->nr_handed; i++) {
			if (publishes(s->handed[i].fn, s->handed[i].param, 1))
				return false;
		}
		any = true;
	}
	return any;
}

static void mark_unset(struct model *model, const struct creation *c, const char *member)
{
	char name[512];
	struct fn *field;

	snprintf(name, sizeof(name), "%s.%s", c->struct_name, member);
	field = model__field(model, model__string(model, name), c->struct_file);
	field->params[0].unknown_in = true;
	if (field->field->unset)
		return;
	field->field->unset = true;
	field->field->unset_at = c->at;
}

static void apply_hand(struct model *model, const struct creation *c, const struct hand_off *h)
{
	size_t i;

	if (!publishes(h->to.fn, h->to.param, 0))
		return;
	for (i = 0; i < h->nr_unset; i++) {
		if ((h->whole && set_before_publishing(h->to.fn, h->to.param, c, h->unset[i])) ||
		    set_after(h->after, h->nr_after, c, h->unset[i], 0))
			continue;
		mark_unset(model, c, h->unset[i]);
	}
}

static void apply(struct model *model, const struct creation *c)
{
	size_t i;

	for (i = 0; i < c->nr_unset; i++) {
		if (!set_after(c->after, c->nr_after, c, c->unset[i], 0))
			mark_unset(model, c, c->unset[i]);
	}
	for (i = 0; i < c->nr_hands; i++)
		apply_hand(model, c, &c->hands[i]);
}

void creations__add(struct model *model, struct creation *c)
{
	ptr_vec__push(&model->creation_list, c);
}

void creations__add_init(struct fn *fn, struct init_summary *init)
{
	init->next = fn->inits;
	fn->inits = init;
}

void creations__apply(struct model *model)
{
	size_t i;

	for (i = 0; i < model->creation_list.nr; i++)
		apply(model, model->creation_list.items[i]);
}
