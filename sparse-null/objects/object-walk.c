// SPDX-License-Identifier: MIT
/*
 * Following one new object through a function (object-walk.h).  What each
 * use of a pointer to it does is an action (object-uses.c); a forward
 * walk over the blocks then keeps, for each block, the slots set on every
 * path from the creation, and what is published is the slots set on
 * every path where the object is.  A path on which the
 * allocation failed (a NULL test of the new pointer), or that frees the
 * object, publishes nothing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "hmap.h"
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "objects/object-slots.h"
#include "objects/object-walk-priv.h"
#include "objects/object-walk.h"

/*
 * What a function of this file does to the object its parameter .param
 * points to: its fate (what it sets on every path to a return, if it ever
 * returns, and its hands apart, for other files), and the slots it sets
 * on every path before it publishes it, if it ever does: within the
 * file, handing it to another file's function publishes it.
 */
struct helper_summary {
	struct symbol *fn;
	int param;
	unsigned long *published;
	bool publishes;
	bool done;		/* false while being made: a recursive call publishes */
	struct object_fate fate;
};

/* The summaries made for this file: listed, and found by function and parameter. */
static struct helper_summary **summaries;
static int nr_summaries;
static size_t alloc_summaries;
static struct hmap summary_of;

static bool same_summary(const void *a, const void *b)
{
	const struct helper_summary *x = a, *y = b;

	return x->fn == y->fn && x->param == y->param;
}

static uint64_t summary_hash(struct symbol *fn, int param)
{
	return hmap__hash(hmap__hash(HMAP_SEED, &fn, sizeof(fn)), &param, sizeof(param));
}

/* Keep in @acc the slots set in every @state it meets (*@met: it met one). */
static void meet(struct new_object *c, unsigned long *acc, bool *met, const unsigned long *state)
{
	int i;

	if (!*met)
		memcpy(acc, state, c->words * sizeof(*state));
	for (i = 0; i < c->words; i++)
		acc[i] &= state[i];
	*met = true;
}

/* The published slots: those set on every path that publishes the object. */
static void publish(struct new_object *c, const unsigned long *state)
{
	meet(c, c->published, &c->is_published, state);
}

/*
 * A read of the pointer member at @offset while it is unset: the value
 * read may go anywhere, so that member is published unset.  The object
 * itself goes nowhere: its other members are exposed no more than before.
 */
static void publish_read(struct new_object *c, long offset, const unsigned long *state)
{
	unsigned long *exposed = object_slots__alloc(c->nr_bits);

	memcpy(exposed, state, c->words * sizeof(*exposed));
	object_slots__set(exposed, c->nr_slots, 0, object_walk_bytes(c), true);
	object_slots__set(exposed, c->nr_slots, offset, object_slots__bytes(), false);
	publish(c, exposed);
	free(exposed);
}

/* Add the slots @from (@nr of them) sets to @state, @offset bytes into the object. */
static void add_slots(struct new_object *c, unsigned long *state, const unsigned long *from,
		      int nr, long offset)
{
	long bytes = object_slots__bytes();
	int slot;

	if (!from)
		return;
	for (slot = object_slots__next(from, nr, 0); slot < nr;
	     slot = object_slots__next(from, nr, slot + 1))
		object_slots__set(state, c->nr_slots, offset + slot * bytes, bytes, true);
}

/*
 * A call of a function of this file with the object: it publishes it with
 * what it set by then, and returns with what it set on every path.  False
 * when it never returns.
 */
static bool initialized(struct new_object *c, const struct action *a, unsigned long *state)
{
	const struct helper_summary *init = a->init;
	unsigned long *seen;

	if (init->publishes) {
		seen = object_slots__alloc(c->nr_bits);
		memcpy(seen, state, c->words * sizeof(*state));
		add_slots(c, seen, init->published, init->fate.nr_slots, a->offset);
		publish(c, seen);
		free(seen);
	}
	if (!init->fate.returned)
		return false;
	add_slots(c, state, init->fate.returned, init->fate.nr_slots, a->offset);
	return true;
}

/* The slots set on every path to a return: what a function of this file leaves set. */
static void returned(struct new_object *c, const unsigned long *state)
{
	meet(c, c->returned, &c->is_returned, state);
}

/* The bit of hand @hand in a state: after its call returned. */
static long hand_bit(struct new_object *c, int hand)
{
	return (c->nr_slots + hand) * object_slots__bytes();
}

/* A store clearing slots: what a hand set may be gone too. */
static void clear_hands(struct new_object *c, unsigned long *state)
{
	object_slots__set(state, c->nr_bits, hand_bit(c, 0), hand_bit(c, c->nr_hands) - hand_bit(c, 0),
			  false);
}

/* Handing the object over: the hand's state is the one on every path to it. */
static void hand_over(struct new_object *c, const struct action *a, unsigned long *state)
{
	struct object_hand *h = &c->hands[a->hand];
	bool met = h->set;

	if (!h->set)
		h->set = object_slots__alloc(c->nr_bits);
	meet(c, h->set, &met, state);
	object_slots__set(state, c->nr_bits, hand_bit(c, a->hand), object_slots__bytes(), true);
}

static void store(struct new_object *c, const struct action *a, unsigned long *state)
{
	bool set = !a->zero || a->bytes == object_slots__bytes();

	if (a->bytes < object_slots__bytes())
		return;
	object_slots__set(state, c->nr_slots, a->offset, a->bytes, set);
	if (!set)
		clear_hands(c, state);
}

/* Apply the actions of @insn to @state; false when the path ends there. */
static bool step(struct new_object *c, struct instruction *insn, unsigned long *state)
{
	const struct action *a = object_walk_first_action(c, insn);

	if (!a)
		return true;
	for (; a < c->actions + c->nr_actions && a->insn == insn; a++) {
		switch (a->kind) {
		case ACT_STORE:
			store(c, a, state);
			break;
		case ACT_READ:
			if (!object_slots__test(state, c->nr_slots, a->offset))
				publish_read(c, a->offset, state);
			break;
		case ACT_COPIED:
			publish(c, state);
			break;
		case ACT_ESCAPE:
			publish(c, state);
			return false;
		case ACT_END:
			return false;
		case ACT_RESET:
			object_slots__set(state, c->nr_slots, a->offset, a->bytes, false);
			clear_hands(c, state);
			break;
		case ACT_INIT:
			if (!initialized(c, a, state))
				return false;
			break;
		case ACT_HAND:
			hand_over(c, a, state);
			break;
		}
	}
	return true;
}

/* The side of @bb's branch taken when the new pointer is NULL, if it tests that. */
static struct basic_block *null_side(struct new_object *c, struct basic_block *bb)
{
	struct instruction *br = last_instruction(bb->insns), *def;
	pseudo_t cond;

	if (!br || br->opcode != OP_CBR)
		return NULL;
	cond = br->cond;
	if (object_walk_is_object(c, cond))
		return br->bb_false;
	def = cond->type == PSEUDO_REG ? cond->def : NULL;
	if (!def || (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE) ||
	    !is_zero(def->src2) || !object_walk_is_object(c, def->src1))
		return NULL;
	return def->opcode == OP_SET_EQ ? br->bb_true : br->bb_false;
}

struct block_walk {
	struct new_object *c;
	unsigned long **in;		/* per block: the slots set on every path in */
	struct basic_block **queue;
	bool *queued;
	int nr_queued;
};

/* Run @bb from @insn (NULL: its start) on @state, then hand it to the blocks after. */
static void run_block(struct block_walk *w, struct basic_block *bb, struct instruction *from,
		      unsigned long *state)
{
	struct new_object *c = w->c;
	struct basic_block *child, *skip;
	struct instruction *insn;
	bool started = !from;
	int i, nr;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!started) {
			started = insn == from;
			continue;
		}
		if (insn->bb && !step(c, insn, state))
			return;
	} END_FOR_EACH_PTR(insn);
	if (!bb_list_size(bb->children))
		returned(c, state);
	skip = null_side(c, bb);
	FOR_EACH_PTR(bb->children, child) {
		nr = (intptr_t)child->priv;
		if (child == skip)
			continue;
		if (!w->in[nr]) {
			w->in[nr] = object_slots__alloc(c->nr_bits);
			memcpy(w->in[nr], state, c->words * sizeof(*state));
		} else {
			bool changed = false;

			for (i = 0; i < c->words; i++) {
				changed |= (w->in[nr][i] & state[i]) != w->in[nr][i];
				w->in[nr][i] &= state[i];
			}
			if (!changed)
				continue;
		}
		if (!w->queued[nr]) {
			w->queued[nr] = true;
			w->queue[w->nr_queued++] = child;
		}
	} END_FOR_EACH_PTR(child);
}

static void walk_paths(struct new_object *c, struct entrypoint *ep, int nr_bbs)
{
	struct block_walk w = { c, calloc(nr_bbs, sizeof(*w.in)), calloc(nr_bbs, sizeof(*w.queue)),
			  calloc(nr_bbs, sizeof(*w.queued)) };
	unsigned long *state = object_slots__alloc(c->nr_bits);
	struct basic_block *bb;
	int i;

	if (!w.in || !w.queue || !w.queued)
		die("out of memory");
	run_block(&w, c->at ? c->at->bb : ep->entry->bb, c->at, state);
	while (w.nr_queued) {
		bb = w.queue[--w.nr_queued];
		i = (intptr_t)bb->priv;
		w.queued[i] = false;
		memcpy(state, w.in[i], c->words * sizeof(*state));
		run_block(&w, bb, NULL, state);
	}
	for (i = 0; i < nr_bbs; i++)
		free(w.in[i]);
	free(w.in);
	free(w.queue);
	free(w.queued);
	free(state);
}

/* Is anything done with the new object that publishes it?  Else no walk is needed. */
static bool may_publish(const struct new_object *c)
{
	int i;

	for (i = 0; i < c->nr_actions; i++) {
		if (c->actions[i].kind == ACT_ESCAPE || c->actions[i].kind == ACT_READ ||
		    c->actions[i].kind == ACT_COPIED || c->actions[i].kind == ACT_HAND ||
		    (c->actions[i].kind == ACT_INIT && c->actions[i].init->publishes))
			return true;
	}
	return false;
}

/* Can anything done with the object set a slot of it? */
static bool sets_anything(const struct new_object *c)
{
	int i;

	for (i = 0; i < c->nr_actions; i++) {
		if (c->actions[i].kind == ACT_STORE || c->actions[i].kind == ACT_INIT)
			return true;
	}
	return false;
}

/*
 * A function setting nothing in its parameter's object needs no walk:
 * nothing is set anywhere, it publishes the object if anything may, it
 * returns, and every hand is reached.  Where that is more than a walk
 * would find, it is on the safe side.
 */
static void settle_unwalked(struct new_object *c)
{
	int i;

	c->is_published = may_publish(c);
	c->is_returned = true;
	for (i = 0; i < c->nr_hands; i++)
		c->hands[i].set = object_slots__alloc(c->nr_bits);
}

static void forget_hands(struct new_object *c)
{
	int i;

	for (i = 0; i < c->nr_hands; i++)
		free(c->hands[i].set);
	c->nr_hands = 0;
}

/* Follow the object of @type that @p (and @alias) point to from @at (NULL: the entry). */
static void follow(struct new_object *c, struct entrypoint *ep, int nr_bbs, struct instruction *at,
		   struct symbol *type, pseudo_t p, pseudo_t alias, bool always)
{
	c->type = type;
	c->at = at;
	c->nr_slots = object_slots__count(type);
	c->nr_bits = c->nr_slots + OBJECT_MAX_HANDS;
	c->words = object_slots__words(c->nr_bits);
	c->published = object_slots__alloc(c->nr_bits);
	c->returned = object_slots__alloc(c->nr_bits);
	object_walk_track(c, p, 0);
	if (alias)
		object_walk_track(c, alias, 0);
	object_walk_find_actions(c);
	if (!c->overflow && always && !sets_anything(c))
		settle_unwalked(c);
	else if (!c->overflow && (always || may_publish(c)))
		walk_paths(c, ep, nr_bbs);
	/* Too many pointers to it to follow: published, with nothing set. */
	if (c->overflow) {
		memset(c->published, 0, c->words * sizeof(*c->published));
		memset(c->returned, 0, c->words * sizeof(*c->returned));
		c->is_published = c->is_returned = true;
		forget_hands(c);
	}
	free(c->actions);
}

/* What @c found, into @fate. */
static void to_fate(struct new_object *c, struct object_fate *fate)
{
	fate->nr_slots = c->nr_slots;
	fate->published = c->is_published ? c->published : NULL;
	fate->returned = c->is_returned ? c->returned : NULL;
	if (!c->is_published)
		free(c->published);
	if (!c->is_returned)
		free(c->returned);
	memcpy(fate->hands, c->hands, c->nr_hands * sizeof(*c->hands));
	fate->nr_hands = c->nr_hands;
}

static bool handed(const struct object_fate *fate)
{
	int i;

	for (i = 0; i < fate->nr_hands; i++) {
		if (fate->hands[i].set)
			return true;
	}
	return false;
}

bool object_walk__fate(struct entrypoint *ep, int nr_bbs, struct instruction *at, struct symbol *type,
		       pseudo_t p, pseudo_t alias, struct object_fate *fate)
{
	struct new_object c = { NULL };

	follow(&c, ep, nr_bbs, at, type, p, alias, false);
	to_fate(&c, fate);
	if (fate->published || handed(fate))
		return true;
	object_walk__forget(fate);
	return false;
}

void object_walk__forget(struct object_fate *fate)
{
	int i;

	free(fate->published);
	free(fate->returned);
	for (i = 0; i < fate->nr_hands; i++)
		free(fate->hands[i].set);
	memset(fate, 0, sizeof(*fate));
}

bool object_walk__after_hand(const struct object_fate *fate, const unsigned long *set, int hand)
{
	return object_slots__test(set, fate->nr_slots + OBJECT_MAX_HANDS,
				  (fate->nr_slots + hand) * object_slots__bytes());
}

/*
 * The functions of this file walked so far, their IR as sparse-null's
 * analyses read it, by function: the first IR added for a function stays.
 */
static struct hmap walked;

static bool same_function(const void *a, const void *b)
{
	return ((const struct entrypoint *)a)->name == ((const struct entrypoint *)b)->name;
}

static uint64_t function_hash(struct symbol *fn)
{
	return hmap__hash(HMAP_SEED, &fn, sizeof(fn));
}

struct entrypoint *object_walk_walked(struct symbol *fn)
{
	struct entrypoint probe = { .name = fn };

	return hmap__find(&walked, function_hash(fn), &probe);
}

static int number_blocks(struct entrypoint *ep)
{
	struct basic_block *bb;
	int nr = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = (void *)(intptr_t)nr++;
	} END_FOR_EACH_PTR(bb);
	return nr;
}

static pseudo_t argument(struct entrypoint *ep, int param)
{
	pseudo_t arg;

	FOR_EACH_PTR(ep->entry->arg_list, arg) {
		if (arg->type == PSEUDO_ARG && arg->nr == param + 1)
			return arg;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

/*
 * What a function of this file does, as its callers here see it: a hand
 * to another file's function publishes, with what was set by then.
 */
static void fold_hands(struct new_object *c, struct helper_summary *s)
{
	bool met = c->is_published;
	int i;

	s->published = object_slots__alloc(c->nr_bits);
	if (met)
		memcpy(s->published, c->published, c->words * sizeof(*c->published));
	for (i = 0; i < c->nr_hands; i++) {
		if (c->hands[i].set)
			meet(c, s->published, &met, c->hands[i].set);
	}
	s->publishes = met;
}

/* While a summary is made, a recursive call publishes, returns and sets nothing. */
static unsigned long nothing_set[1];
static const struct helper_summary recursive = { .publishes = true, .fate.returned = nothing_set };

const struct helper_summary *object_walk_summary(struct symbol *fn, int param, struct symbol *type)
{
	struct entrypoint *ep = object_walk_walked(fn);
	struct helper_summary probe = { .fn = fn, .param = param }, *s;
	uint64_t hash = summary_hash(fn, param);
	struct new_object c = { NULL };
	pseudo_t arg;

	s = hmap__find(&summary_of, hash, &probe);
	if (s)
		return s->done ? s : &recursive;
	if (!ep || !ep->entry || !(arg = argument(ep, param)))
		return NULL;
	if (ARRAY_ENSURE(summaries, alloc_summaries, nr_summaries + 1))
		die("out of memory");
	s = calloc(1, sizeof(*s));
	if (!s || !hmap__add(&summary_of, hash, s))
		die("out of memory");
	summaries[nr_summaries++] = s;
	s->fn = fn;
	s->param = param;
	follow(&c, ep, number_blocks(ep), NULL, type, arg, NULL, true);
	fold_hands(&c, s);
	to_fate(&c, &s->fate);
	s->done = true;
	return s;
}

const struct object_fate *object_walk__param_fate(struct symbol *fn, int param, struct symbol *type)
{
	const struct helper_summary *s = object_walk_summary(fn, param, type);

	return s && s->done ? &s->fate : NULL;
}

int object_walk__add_function(struct entrypoint *ep)
{
	if (!hmap__add(&walked, function_hash(ep->name), ep))
		die("out of memory");
	return number_blocks(ep);
}

void object_walk__begin(void)
{
	int i;

	for (i = 0; i < nr_summaries; i++) {
		free(summaries[i]->published);
		object_walk__forget(&summaries[i]->fate);
		free(summaries[i]);
	}
	nr_summaries = 0;
	hmap__free(&summary_of);
	hmap__init(&summary_of, same_summary);
	hmap__free(&walked);
	hmap__init(&walked, same_function);
}
