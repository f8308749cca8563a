// SPDX-License-Identifier: MIT
/*
 * Following one new object through a function (object-walk.h).  The
 * pointers to it (its address, copies and casts of it, addresses of its
 * members) are followed through their users and what each use does is an
 * action; a forward walk over the blocks then keeps, for each block, the
 * slots set on every path from the creation, and what is published is
 * the slots set on every path where the object is.  A path on which the
 * allocation failed (a NULL test of the new pointer), or that frees the
 * object, publishes nothing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "lib.h"
#include "linearize.h"
#include "symbol.h"
#include "target.h"

#include "ast/ident-name.h"
#include "ast/marker-call.h"
#include "facts/members.h"
#include "facts/object-slots.h"
#include "facts/object-walk.h"
#include "facts/tp-real-call.h"
#include "facts/value-class.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

/* Pointers to one new object followed; past that, nothing counts as set. */
#define MAX_TRACKED	64
/* A member address at an offset not known (&p->array[i]). */
#define NO_OFFSET	(-1L)

enum action_kind {
	ACT_STORE,	/* a store into the object */
	ACT_READ,	/* a pointer member read */
	ACT_COPIED,	/* read whole: a copy of it made */
	ACT_ESCAPE,	/* the object's address leaves: published */
	ACT_END,	/* freed: this path publishes nothing */
	ACT_RESET,	/* made again, or zeroed: nothing set */
	ACT_INIT,	/* passed to a function of this file that sets members (.init) */
	ACT_HAND,	/* passed to a function of another file (.hand) */
};

struct summary;

struct action {
	struct instruction *insn;
	enum action_kind kind;
	long offset, bytes;
	bool zero;		/* ACT_STORE: of zeros */
	const struct summary *init;	/* ACT_INIT */
	int hand;		/* ACT_HAND: its index in the creation's hands */
};

struct tracked {
	pseudo_t p;
	long offset;		/* from the object's start, or NO_OFFSET */
};

/*
 * A state is the object's slots, then one bit for each hand: set after
 * the call handing it returned, on every path.
 */
struct creation {
	struct symbol *type;		/* the object's */
	struct instruction *at;		/* the creating instruction; NULL: the entry */
	int nr_slots, nr_bits, words;
	struct tracked tracked[MAX_TRACKED];
	int nr_tracked;
	bool overflow;
	struct action *actions;
	int nr_actions;
	size_t alloc_actions;
	unsigned long *published;	/* slots set wherever it is published */
	bool is_published;
	unsigned long *returned;	/* slots set wherever the function returns */
	bool is_returned;
	struct object_hand hands[OBJECT_MAX_HANDS];
	int nr_hands;
};

/*
 * What a function of this file does to the object its parameter .param
 * points to: the slots it sets on every path before it publishes it (if
 * it ever does), and on every path to a return (if it ever returns).
 * Within the file, handing it to another file's function publishes it.
 */
struct summary {
	struct symbol *fn;
	int param;
	int nr_slots;
	unsigned long *published, *returned;
	bool publishes, returns;
	bool done;		/* false while being made: a recursive call publishes */
	struct object_fate fate;	/* the hands apart, for other files */
};

static struct summary **summaries;
static int nr_summaries;
static size_t alloc_summaries;

static const struct summary *summary_of(struct symbol *fn, int param, struct symbol *type);
static struct entrypoint *walked_ep(struct symbol *fn);

static struct tracked *find_tracked(struct creation *c, pseudo_t p)
{
	int i;

	for (i = 0; i < c->nr_tracked; i++) {
		if (c->tracked[i].p == p)
			return &c->tracked[i];
	}
	return NULL;
}

static void track(struct creation *c, pseudo_t p, long offset)
{
	if (find_tracked(c, p))
		return;
	if (c->nr_tracked == MAX_TRACKED) {
		c->overflow = true;
		return;
	}
	c->tracked[c->nr_tracked++] = (struct tracked){ p, offset };
}

static struct action *add_action(struct creation *c, struct instruction *insn,
				 enum action_kind kind, long offset, long bytes, bool zero)
{
	if (ARRAY_ENSURE(c->actions, c->alloc_actions, c->nr_actions + 1))
		die("out of memory");
	c->actions[c->nr_actions] = (struct action){ insn, kind, offset, bytes, zero, NULL, -1 };
	return &c->actions[c->nr_actions++];
}

/* An address @add bytes from @offset; before the object's start (container_of()), not known. */
static long plus(long offset, long long add)
{
	return offset == NO_OFFSET || offset + add < 0 ? NO_OFFSET : offset + add;
}

/* The outputs an asm that does nothing hands back from @t (RELOC_HIDE()). */
static void track_handed_back(struct creation *c, struct instruction *insn, struct tracked t)
{
	struct asm_constraint *out;

	if (!insn->asm_rules)
		return;
	FOR_EACH_PTR(insn->asm_rules->outputs, out) {
		if (value_class__asm_tied_input(insn, out->pseudo) == t.p)
			track(c, out->pseudo, t.offset);
	} END_FOR_EACH_PTR(out);
}

/*
 * A tracepoint observes the values it is given: its argument markers
 * hand the value back, its real call (__traceiter_*(), the static call)
 * publishes nothing that a member read in C could meet.
 */
static bool observes(struct instruction *call)
{
	struct symbol *fn = null_flow__callee(call);

	return fn && (marker_call__role(fn) == MARKER_FOLLOW_ARG || tp_real_call__event(fn));
}

/* The addresses derived from @t: casts, copies, member addresses, a tracepoint marker's result. */
static void derive(struct creation *c, struct tracked t)
{
	struct pseudo_user *pu;
	struct instruction *insn;

	FOR_EACH_PTR(t.p->users, pu) {
		insn = pu->insn;
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_PTRCAST:
		case OP_COPY:
			track(c, insn->target, t.offset);
			break;
		case OP_ADD:
			if (insn->src2->type == PSEUDO_VAL)
				track(c, insn->target, plus(t.offset, insn->src2->value));
			else if (insn->src1->type == PSEUDO_VAL)
				track(c, insn->target, plus(t.offset, insn->src1->value));
			else
				track(c, insn->target, NO_OFFSET);
			break;
		case OP_ASM:
			track_handed_back(c, insn, t);
			break;
		case OP_CALL:
			if (observes(insn) && insn->target && insn->target != VOID)
				track(c, insn->target, t.offset);
			break;
		default:
			break;
		}
	} END_FOR_EACH_PTR(pu);
}

const char *object_walk__callee(struct instruction *call)
{
	struct symbol *fn = null_flow__callee(call);

	return fn && fn->ident ? ident__name(fn->ident) : NULL;
}

bool object_walk__zeroes(struct instruction *call)
{
	const char *name = object_walk__callee(call);

	return name && (!strcmp(name, "memset") || !strcmp(name, "__builtin_memset") ||
			!strcmp(name, "memzero_explicit"));
}

bool object_walk__copies(struct instruction *call)
{
	const char *name = object_walk__callee(call);

	return name && (!strcmp(name, "memcpy") || !strcmp(name, "__builtin_memcpy") ||
			!strcmp(name, "memmove") || !strcmp(name, "__builtin_memmove"));
}

/* A pointer passed to a call: freed, zeroed, or published. */
static enum action_kind passed(struct instruction *call, pseudo_t p)
{
	const char *name = object_walk__callee(call);

	if (call->func == p)
		return ACT_ESCAPE;
	if (name && strstr(name, "free"))
		return ACT_END;
	if (object_walk__zeroes(call) && first_pseudo(call->arguments) == p)
		return ACT_RESET;
	return ACT_ESCAPE;
}

/* The index of @p among @call's arguments (FOR_EACH_PTR() is two loops: no break). */
static int argument_index(struct instruction *call, pseudo_t p)
{
	pseudo_t arg;
	int index = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		if (arg == p)
			return index;
		index++;
	} END_FOR_EACH_PTR(arg);
	return index;
}

static int count_arguments(struct instruction *call, pseudo_t p)
{
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(call->arguments, arg) {
		nr += arg == p;
	} END_FOR_EACH_PTR(arg);
	return nr;
}

/*
 * The hand of @t to @call, a call taking it once, as a pointer parameter,
 * of a function not static and not walked yet (of another file, or
 * defined further down this one): what that function does is in its
 * file's init record, and the table decides.  -1 when it is not one, or
 * too many.
 */
static int hand_of(struct creation *c, struct instruction *call, struct tracked t)
{
	struct symbol *fn = null_flow__callee(call), *type;
	int index, i;

	if (!fn || !fn->ident || (fn->definition && walked_ep(fn->definition)) ||
	    (fn->ctype.modifiers & MOD_STATIC) ||
	    (fn->definition && (fn->definition->ctype.modifiers & MOD_STATIC)) ||
	    call->func == t.p || t.offset == NO_OFFSET || count_arguments(call, t.p) != 1)
		return -1;
	index = argument_index(call, t.p);
	type = fn->ctype.base_type;
	type = type && type->type == SYM_FN ? members__strip(ptr_list_nth(type->arguments, index)) : NULL;
	if (!type || type->type != SYM_PTR)
		return -1;
	for (i = 0; i < c->nr_hands; i++) {
		if (c->hands[i].call == call && c->hands[i].param == index)
			return i;
	}
	if (c->nr_hands == OBJECT_MAX_HANDS)
		return -1;
	c->hands[i] = (struct object_hand){ call, fn, index, t.offset, NULL };
	return c->nr_hands++;
}

/*
 * The summary of what the function @call calls does to the object @p
 * points to, when it is a function of this file taking @p as a struct
 * pointer; or NULL.
 */
static const struct summary *init_summary(struct instruction *call, pseudo_t p)
{
	struct symbol *fn = null_flow__callee(call);
	struct symbol *type;
	int index;

	/* A declaration after the body (EXPORT_SYMBOL()'s) names the definition. */
	if (fn && fn->definition)
		fn = fn->definition;
	if (!fn || !fn->ep || !fn->ep->entry)
		return NULL;
	index = argument_index(call, p);
	type = members__strip(ptr_list_nth(fn->ctype.base_type->arguments, index));
	type = type && type->type == SYM_PTR ? members__strip(type->ctype.base_type) : NULL;
	if (!type || type->type != SYM_STRUCT || type->bit_size <= 0)
		return NULL;
	return summary_of(fn, index, type);
}

/* Does asm @insn take @p only as memory operands (none in a register)? */
static bool only_memory_operand(struct instruction *insn, pseudo_t p)
{
	struct asm_constraint_list *lists[2];
	struct asm_constraint *c;
	int i;

	if (!insn->asm_rules)
		return false;
	lists[0] = insn->asm_rules->inputs;
	lists[1] = insn->asm_rules->outputs;
	for (i = 0; i < 2; i++) {
		FOR_EACH_PTR(lists[i], c) {
			if (c->pseudo == p && !c->is_memory)
				return false;
		} END_FOR_EACH_PTR(c);
	}
	return true;
}

/*
 * Does @call memcpy() a whole other object of the same struct onto the
 * object (@t its start)?  Then every member is set, to that object's value.
 */
static bool copies_in(struct creation *c, struct instruction *call, struct tracked t)
{
	pseudo_t src = ptr_list_nth(call->arguments, 1), size = ptr_list_nth(call->arguments, 2);
	struct symbol *fn = call->bb->ep->name;

	if (!object_walk__copies(call) || first_pseudo(call->arguments) != t.p || t.offset ||
	    !src || !size || size->type != PSEUDO_VAL || c->type->bit_size <= 0 ||
	    size->value < bits_to_bytes(c->type->bit_size))
		return false;
	return members__aggregate_at(fn, null_cond__root(src)) == c->type;
}

/* What @insn, a user of @t, does to the object. */
static void classify(struct creation *c, struct tracked t, struct instruction *insn)
{
	const struct summary *init;
	enum action_kind kind;
	int hand;

	if (insn == c->at) {
		add_action(c, insn, ACT_RESET, 0, 0, false);
		return;
	}
	switch (insn->opcode) {
	case OP_PTRCAST:
	case OP_COPY:
	case OP_ADD:
	case OP_CBR:
	case OP_BINCMP ... OP_BINCMP_END:
		return;
	case OP_LOAD:
		/* A whole struct read is a copy made public: what is unset is copied unset. */
		if (insn->src == t.p && insn->size > bits_in_pointer)
			add_action(c, insn, ACT_COPIED, 0, 0, false);
		else if (insn->src == t.p && t.offset != NO_OFFSET && insn->size == bits_in_pointer)
			add_action(c, insn, ACT_READ, t.offset + insn->offset, 0, false);
		return;
	case OP_STORE:
		if (insn->src == t.p) {
			if (t.offset != NO_OFFSET)
				add_action(c, insn, ACT_STORE, t.offset + insn->offset,
					   bits_to_bytes(insn->size), is_zero(insn->target));
		} else if (!find_tracked(c, insn->src)) {
			add_action(c, insn, ACT_ESCAPE, 0, 0, false);
		}
		return;
	case OP_CALL:
		if (observes(insn))
			return;
		if (copies_in(c, insn, t)) {
			add_action(c, insn, ACT_STORE, 0, bits_to_bytes(c->type->bit_size), false);
			return;
		}
		kind = passed(insn, t.p);
		init = kind == ACT_ESCAPE && t.offset != NO_OFFSET ? init_summary(insn, t.p) : NULL;
		hand = kind == ACT_ESCAPE && !init ? hand_of(c, insn, t) : -1;
		if (init)
			add_action(c, insn, ACT_INIT, t.offset, 0, false)->init = init;
		else if (hand >= 0)
			add_action(c, insn, ACT_HAND, t.offset, 0, false)->hand = hand;
		else
			add_action(c, insn, kind, 0, 0, false);
		return;
	case OP_ASM:
		/*
		 * An empty template does nothing (what it hands back is
		 * followed); bit operations and atomics get the memory they
		 * work on, not its address.  Neither publishes, and what the
		 * latter write there counts as set nowhere.
		 */
		if (!value_class__asm_is_empty(insn) && !only_memory_operand(insn, t.p))
			add_action(c, insn, ACT_ESCAPE, 0, 0, false);
		return;
	default:
		add_action(c, insn, ACT_ESCAPE, 0, 0, false);
		return;
	}
}

static int by_insn(const void *a, const void *b)
{
	const struct action *x = a, *y = b;

	if (x->insn != y->insn)
		return (uintptr_t)x->insn < (uintptr_t)y->insn ? -1 : 1;
	return 0;
}

static void find_actions(struct creation *c)
{
	struct pseudo_user *pu;
	int i;

	for (i = 0; i < c->nr_tracked; i++)
		derive(c, c->tracked[i]);
	for (i = 0; i < c->nr_tracked; i++) {
		FOR_EACH_PTR(c->tracked[i].p->users, pu) {
			if (pu->insn->bb)
				classify(c, c->tracked[i], pu->insn);
		} END_FOR_EACH_PTR(pu);
	}
	if (c->nr_actions)
		qsort(c->actions, c->nr_actions, sizeof(*c->actions), by_insn);
}

/* Keep in @acc the slots set in every @state it meets (*@met: it met one). */
static void meet(struct creation *c, unsigned long *acc, bool *met, const unsigned long *state)
{
	int i;

	if (!*met)
		memcpy(acc, state, c->words * sizeof(*state));
	for (i = 0; i < c->words; i++)
		acc[i] &= state[i];
	*met = true;
}

/* The published slots: those set on every path that publishes the object. */
static void publish(struct creation *c, const unsigned long *state)
{
	meet(c, c->published, &c->is_published, state);
}

/* Add the slots @from (@nr of them) sets to @state, @offset bytes into the object. */
static void add_slots(struct creation *c, unsigned long *state, const unsigned long *from,
		      int nr, long offset)
{
	int slot;

	for (slot = 0; slot < nr; slot++) {
		if (object_slots__test(from, nr, slot * object_slots__bytes()))
			object_slots__set(state, c->nr_slots, offset + slot * object_slots__bytes(),
					  object_slots__bytes(), true);
	}
}

/*
 * A call of a function of this file with the object: it publishes it with
 * what it set by then, and returns with what it set on every path.  False
 * when it never returns.
 */
static bool initialized(struct creation *c, const struct action *a, unsigned long *state)
{
	const struct summary *init = a->init;
	unsigned long *seen;

	if (init->publishes) {
		seen = object_slots__alloc(c->nr_bits);
		memcpy(seen, state, c->words * sizeof(*state));
		add_slots(c, seen, init->published, init->nr_slots, a->offset);
		publish(c, seen);
		free(seen);
	}
	if (!init->returns)
		return false;
	add_slots(c, state, init->returned, init->nr_slots, a->offset);
	return true;
}

/* The slots set on every path to a return: what a function of this file leaves set. */
static void returned(struct creation *c, const unsigned long *state)
{
	meet(c, c->returned, &c->is_returned, state);
}

/* The bit of hand @hand in a state: after its call returned. */
static long hand_bit(struct creation *c, int hand)
{
	return (c->nr_slots + hand) * object_slots__bytes();
}

/* A store clearing slots: what a hand set may be gone too. */
static void clear_hands(struct creation *c, unsigned long *state)
{
	object_slots__set(state, c->nr_bits, hand_bit(c, 0), hand_bit(c, c->nr_hands) - hand_bit(c, 0),
			  false);
}

/* Handing the object over: the hand's state is the one on every path to it. */
static void hand_over(struct creation *c, const struct action *a, unsigned long *state)
{
	struct object_hand *h = &c->hands[a->hand];
	bool met = h->set;

	if (!h->set)
		h->set = object_slots__alloc(c->nr_bits);
	meet(c, h->set, &met, state);
	object_slots__set(state, c->nr_bits, hand_bit(c, a->hand), object_slots__bytes(), true);
}

static void store(struct creation *c, const struct action *a, unsigned long *state)
{
	bool set = !a->zero || a->bytes == object_slots__bytes();

	if (a->bytes < object_slots__bytes())
		return;
	object_slots__set(state, c->nr_slots, a->offset, a->bytes, set);
	if (!set)
		clear_hands(c, state);
}

/* Apply the actions of @insn to @state; false when the path ends there. */
static bool step(struct creation *c, struct instruction *insn, unsigned long *state)
{
	struct action key = { .insn = insn }, *a;
	int i;

	a = bsearch(&key, c->actions, c->nr_actions, sizeof(*a), by_insn);
	if (!a)
		return true;
	while (a > c->actions && a[-1].insn == insn)
		a--;
	for (; a < c->actions + c->nr_actions && a->insn == insn; a++) {
		switch (a->kind) {
		case ACT_STORE:
			store(c, a, state);
			break;
		case ACT_READ:
			if (!object_slots__test(state, c->nr_slots, a->offset))
				publish(c, state);
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
			for (i = 0; i < c->words; i++)
				state[i] = 0;
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

/* Is @p the new object's own address (offset 0)? */
static bool is_object(struct creation *c, pseudo_t p)
{
	struct tracked *t = find_tracked(c, p);

	return t && t->offset == 0;
}

/* The side of @bb's branch taken when the new pointer is NULL, if it tests that. */
static struct basic_block *null_side(struct creation *c, struct basic_block *bb)
{
	struct instruction *br = last_instruction(bb->insns), *def;
	pseudo_t cond;

	if (!br || br->opcode != OP_CBR)
		return NULL;
	cond = br->cond;
	if (is_object(c, cond))
		return br->bb_false;
	def = cond->type == PSEUDO_REG ? cond->def : NULL;
	if (!def || (def->opcode != OP_SET_EQ && def->opcode != OP_SET_NE) ||
	    !is_zero(def->src2) || !is_object(c, def->src1))
		return NULL;
	return def->opcode == OP_SET_EQ ? br->bb_true : br->bb_false;
}

struct walk {
	struct creation *c;
	unsigned long **in;		/* per block: the slots set on every path in */
	struct basic_block **queue;
	bool *queued;
	int nr_queued;
};

/* Run @bb from @insn (NULL: its start) on @state, then hand it to the blocks after. */
static void run_block(struct walk *w, struct basic_block *bb, struct instruction *from,
		      unsigned long *state)
{
	struct creation *c = w->c;
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

static void walk_paths(struct creation *c, struct entrypoint *ep, int nr_bbs)
{
	struct walk w = { c, calloc(nr_bbs, sizeof(*w.in)), calloc(nr_bbs, sizeof(*w.queue)),
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
static bool may_publish(const struct creation *c)
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
static bool sets_anything(const struct creation *c)
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
static void settle_unwalked(struct creation *c)
{
	int i;

	c->is_published = may_publish(c);
	c->is_returned = true;
	for (i = 0; i < c->nr_hands; i++)
		c->hands[i].set = object_slots__alloc(c->nr_bits);
}

static void forget_hands(struct creation *c)
{
	int i;

	for (i = 0; i < c->nr_hands; i++)
		free(c->hands[i].set);
	c->nr_hands = 0;
}

/* Follow the object of @type that @p (and @alias) point to from @at (NULL: the entry). */
static void follow(struct creation *c, struct entrypoint *ep, int nr_bbs, struct instruction *at,
		   struct symbol *type, pseudo_t p, pseudo_t alias, bool always)
{
	c->type = type;
	c->at = at;
	c->nr_slots = object_slots__count(type);
	c->nr_bits = c->nr_slots + OBJECT_MAX_HANDS;
	c->words = object_slots__words(c->nr_bits);
	c->published = object_slots__alloc(c->nr_bits);
	c->returned = object_slots__alloc(c->nr_bits);
	track(c, p, 0);
	if (alias)
		track(c, alias, 0);
	find_actions(c);
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
static void to_fate(struct creation *c, struct object_fate *fate)
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
	struct creation c = { NULL };

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

/* The functions of this file walked so far, their IR as sparse-null's analyses read it. */
static struct entrypoint **walked;
static int nr_walked;
static size_t alloc_walked;

static struct entrypoint *walked_ep(struct symbol *fn)
{
	int i;

	for (i = 0; i < nr_walked; i++) {
		if (walked[i]->name == fn)
			return walked[i];
	}
	return NULL;
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
static void fold_hands(struct creation *c, struct summary *s)
{
	bool met = c->is_published;
	int i;

	s->nr_slots = c->nr_slots;
	s->published = object_slots__alloc(c->nr_bits);
	if (met)
		memcpy(s->published, c->published, c->words * sizeof(*c->published));
	for (i = 0; i < c->nr_hands; i++) {
		if (c->hands[i].set)
			meet(c, s->published, &met, c->hands[i].set);
	}
	s->publishes = met;
	s->returns = c->is_returned;
}

/* While a summary is made, a recursive call publishes and sets nothing. */
static const struct summary recursive = { .publishes = true, .returns = true };

static const struct summary *summary_of(struct symbol *fn, int param, struct symbol *type)
{
	struct entrypoint *ep = walked_ep(fn);
	struct creation c = { NULL };
	struct summary *s;
	pseudo_t arg;
	int i;

	for (i = 0; i < nr_summaries; i++) {
		if (summaries[i]->fn == fn && summaries[i]->param == param)
			return summaries[i]->done ? summaries[i] : &recursive;
	}
	if (!ep || !ep->entry || !(arg = argument(ep, param)))
		return NULL;
	if (ARRAY_ENSURE(summaries, alloc_summaries, nr_summaries + 1))
		die("out of memory");
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	summaries[nr_summaries++] = s;
	s->fn = fn;
	s->param = param;
	follow(&c, ep, number_blocks(ep), NULL, type, arg, NULL, true);
	fold_hands(&c, s);
	to_fate(&c, &s->fate);
	s->returned = s->fate.returned;
	s->done = true;
	return s;
}

const struct object_fate *object_walk__param_fate(struct symbol *fn, int param, struct symbol *type)
{
	const struct summary *s = summary_of(fn, param, type);

	return s && s->done ? &s->fate : NULL;
}

int object_walk__add_function(struct entrypoint *ep)
{
	if (ARRAY_ENSURE(walked, alloc_walked, nr_walked + 1))
		die("out of memory");
	walked[nr_walked++] = ep;
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
	nr_walked = 0;
}
