// SPDX-License-Identifier: MIT
/*
 * What each use of a pointer to a new object does to it (object-walk-priv.h):
 * the pointers are its address, copies and casts of it, addresses of its
 * members and what an empty asm or a tracepoint marker hands back; a use
 * stores into it, reads a pointer member, copies it whole, frees or
 * zeroes it, hands it to a function of this file (its summary) or of
 * another (a hand), or publishes it.
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
#include "facts/tp-real-call.h"
#include "facts/value-class.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "objects/object-slots.h"
#include "objects/object-walk-priv.h"
#include "objects/object-walk.h"

static struct tracked *find_tracked(struct new_object *c, pseudo_t p)
{
	int i;

	for (i = 0; i < c->nr_tracked; i++) {
		if (c->tracked[i].p == p)
			return &c->tracked[i];
	}
	return NULL;
}

void object_walk_track(struct new_object *c, pseudo_t p, long offset)
{
	if (find_tracked(c, p))
		return;
	if (c->nr_tracked == MAX_TRACKED) {
		c->overflow = true;
		return;
	}
	c->tracked[c->nr_tracked++] = (struct tracked){ p, offset };
}

static struct action *add_action(struct new_object *c, struct instruction *insn,
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
static void track_handed_back(struct new_object *c, struct instruction *insn, struct tracked t)
{
	struct asm_constraint *out;

	if (!insn->asm_rules)
		return;
	FOR_EACH_PTR(insn->asm_rules->outputs, out) {
		if (value_class__asm_tied_input(insn, out->pseudo) == t.p)
			object_walk_track(c, out->pseudo, t.offset);
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

/* Is @p the pointer @t or NULL? */
static bool same_or_null(struct tracked t, pseudo_t p)
{
	return p == t.p || is_zero(p);
}

/*
 * A merge of @t with NULL and nothing else (a phi of sources each @t or
 * NULL): what the merged value points to is the object, or nothing.  sparse
 * makes one of `if (...) { kfree(p); return NULL; } ... return p;`, often
 * before the stores on the path that returns p.
 */
static bool merges_with_null(struct instruction *phi, struct tracked t)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src == VOID || !src->def || !same_or_null(t, src->def->phi_src))
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

/* The merges with NULL phi source @phisrc of @t feeds, followed as the object. */
static void track_merges(struct new_object *c, struct instruction *phisrc, struct tracked t)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(phisrc->target->users, pu) {
		if (pu->insn->bb && pu->insn->opcode == OP_PHI && merges_with_null(pu->insn, t))
			object_walk_track(c, pu->insn->target, t.offset);
	} END_FOR_EACH_PTR(pu);
}

/* Is every merge phi source @phisrc feeds followed as the object? */
static bool merges_followed(struct new_object *c, struct instruction *phisrc)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(phisrc->target->users, pu) {
		if (pu->insn->bb && !find_tracked(c, pu->insn->target))
			return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

/* The addresses derived from @t: casts, copies, member addresses, a tracepoint marker's result. */
static void derive(struct new_object *c, struct tracked t)
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
			object_walk_track(c, insn->target, t.offset);
			break;
		case OP_ADD:
			if (insn->src2->type == PSEUDO_VAL)
				object_walk_track(c, insn->target, plus(t.offset, insn->src2->value));
			else if (insn->src1->type == PSEUDO_VAL)
				object_walk_track(c, insn->target, plus(t.offset, insn->src1->value));
			else
				object_walk_track(c, insn->target, NO_OFFSET);
			break;
		case OP_ASM:
			track_handed_back(c, insn, t);
			break;
		case OP_SEL:
			if (insn->src1 != t.p && same_or_null(t, insn->src2) &&
			    same_or_null(t, insn->src3))
				object_walk_track(c, insn->target, t.offset);
			break;
		case OP_PHISOURCE:
			track_merges(c, insn, t);
			break;
		case OP_CALL:
			if (observes(insn) && insn->target && insn->target != VOID)
				object_walk_track(c, insn->target, t.offset);
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

/* Memory, not an object: void * or an address as an integer. */
static bool is_untyped(struct symbol *type)
{
	type = members__strip(type);
	if (type && type->type == SYM_PTR)
		return members__strip(type->ctype.base_type) == &void_ctype;
	return type && type->type == SYM_BASETYPE;
}

bool object_walk__allocates(struct instruction *call)
{
	const char *name;

	if (call->opcode != OP_CALL || !(name = object_walk__callee(call)) || !is_untyped(call->type))
		return false;
	return strstr(name, "alloc") || strstr(name, "page");
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

bool object_walk__copies_from(struct instruction *call, struct symbol *type)
{
	pseudo_t src = ptr_list_nth(call->arguments, 1);

	src = src ? null_cond__root(src) : NULL;
	return object_walk__copies(call) && src &&
	       members__aggregate_at(call->bb->ep->name, src) == type;
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

/* An integer, an enum or a bitwise type: no pointer to anything. */
static bool is_number(struct symbol *type)
{
	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && (type->type == SYM_ENUM || type->type == SYM_RESTRICT ||
			(type->type == SYM_BASETYPE && type != &void_ctype));
}

bool object_walk__hands_only_a_number(struct instruction *call, pseudo_t p)
{
	struct symbol *type;
	pseudo_t arg;
	int index = 0, handed = 0;
	bool number = true;

	FOR_EACH_PTR(call->arguments, arg) {
		if (arg == p) {
			/* fntypes: the function's type, then each argument's. */
			type = ptr_list_nth(call->fntypes, index + 1);
			if (type && type->type == SYM_NODE)
				type = type->ctype.base_type;
			number &= type && type->type == SYM_PTR && is_number(type->ctype.base_type);
			handed++;
		}
		index++;
	} END_FOR_EACH_PTR(arg);
	return number && handed && call->func != p;
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
static int hand_of(struct new_object *c, struct instruction *call, struct tracked t)
{
	struct symbol *fn = null_flow__callee(call), *type;
	int index, i;

	if (!fn || !fn->ident || (fn->definition && object_walk_walked(fn->definition)) ||
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
static const struct helper_summary *callee_summary(struct instruction *call, pseudo_t p)
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
	return object_walk_summary(fn, index, type);
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
static bool copies_in(struct new_object *c, struct instruction *call, struct tracked t)
{
	pseudo_t size = ptr_list_nth(call->arguments, 2);

	return first_pseudo(call->arguments) == t.p && !t.offset && size && size->type == PSEUDO_VAL &&
	       c->type->bit_size > 0 && size->value >= bits_to_bytes(c->type->bit_size) &&
	       object_walk__copies_from(call, c->type);
}

long object_walk_bytes(const struct new_object *c)
{
	return c->nr_slots * object_slots__bytes();
}

/*
 * memset() of the object or of a part of it: the slots it touches are
 * unset again, from an offset or for a length not known all of them from
 * there on.
 */
static void zeroed(struct new_object *c, struct instruction *call, struct tracked t)
{
	const char *name = object_walk__callee(call);
	pseudo_t size = ptr_list_nth(call->arguments, !strcmp(name, "memzero_explicit") ? 1 : 2);
	long slot = object_slots__bytes();
	long start = t.offset == NO_OFFSET ? 0 : t.offset / slot * slot;
	long end = object_walk_bytes(c);

	if (t.offset != NO_OFFSET && size && size->type == PSEUDO_VAL && t.offset + size->value < end)
		end = (t.offset + size->value + slot - 1) / slot * slot;
	add_action(c, call, ACT_RESET, start, end - start, false);
}

/* What @insn, a user of @t, does to the object. */
static void classify(struct new_object *c, struct tracked t, struct instruction *insn)
{
	const struct helper_summary *init;
	enum action_kind kind;
	int hand;

	if (insn == c->at) {
		add_action(c, insn, ACT_RESET, 0, object_walk_bytes(c), false);
		return;
	}
	switch (insn->opcode) {
	case OP_SEL:
		if (insn->src1 != t.p && find_tracked(c, insn->target))
			return;
		add_action(c, insn, ACT_ESCAPE, 0, 0, false);
		return;
	case OP_PHISOURCE:
		if (merges_followed(c, insn))
			return;
		add_action(c, insn, ACT_ESCAPE, 0, 0, false);
		return;
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
		if (observes(insn) || object_walk__hands_only_a_number(insn, t.p))
			return;
		if (copies_in(c, insn, t)) {
			add_action(c, insn, ACT_STORE, 0, bits_to_bytes(c->type->bit_size), false);
			return;
		}
		kind = passed(insn, t.p);
		if (kind == ACT_RESET) {
			zeroed(c, insn, t);
			return;
		}
		init = kind == ACT_ESCAPE && t.offset != NO_OFFSET ?
		       callee_summary(insn, t.p) : NULL;
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

void object_walk_find_actions(struct new_object *c)
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

const struct action *object_walk_first_action(const struct new_object *c, struct instruction *insn)
{
	struct action key = { .insn = insn }, *a;

	a = bsearch(&key, c->actions, c->nr_actions, sizeof(*a), by_insn);
	while (a && a > c->actions && a[-1].insn == insn)
		a--;
	return a;
}

bool object_walk_is_object(struct new_object *c, pseudo_t p)
{
	struct tracked *t = find_tracked(c, p);

	return t && t->offset == 0;
}
