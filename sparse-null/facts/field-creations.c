// SPDX-License-Identifier: MIT
/*
 * "create" records (field-creations.h).  What an object has set is a
 * bitmap of its pointer-sized slots.  In a function, the pointers to a new
 * object (its address, copies and casts of it, addresses of its members)
 * are followed through their users; a forward walk over the blocks then
 * keeps, for each block, the slots set on every path from the creation,
 * and the record takes the slots set on every path where the object is
 * published.  A path on which the allocation failed (a NULL test of the
 * new pointer), or that frees the object, publishes nothing.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"
#include "target.h"

#include "facts/facts.h"
#include "facts/field-creations.h"
#include "facts/field-stores.h"
#include "facts/members.h"
#include "facts/value-class.h"
#include "flow/null-cond.h"

/* How deep embedded structs are walked, and how many elements of an array. */
#define MAX_NESTING	6
#define MAX_ELEMENTS	256
/* Pointers to one new object followed; past that, nothing counts as set. */
#define MAX_TRACKED	64
/* A member address at an offset not known (&p->array[i]). */
#define NO_OFFSET	(-1L)

#define BITS_PER_WORD	(8 * sizeof(unsigned long))

static long pointer_bytes(void)
{
	return bits_in_pointer / 8;
}

/* ---- records ---------------------------------------------------------- */

/* How often a member of a named struct was met in an object, and set. */
struct tally {
	struct symbol *named, *member;
	int met, set;
};

static struct tally *tallies;
static int nr_tallies, alloc_tallies;

static void count_member(struct symbol *named, struct symbol *member, bool set)
{
	int i;

	for (i = 0; i < nr_tallies; i++) {
		if (tallies[i].named == named && tallies[i].member == member)
			break;
	}
	if (i == nr_tallies) {
		if (nr_tallies == alloc_tallies) {
			alloc_tallies = alloc_tallies ? 2 * alloc_tallies : 64;
			tallies = realloc(tallies, alloc_tallies * sizeof(*tallies));
			if (!tallies)
				die("out of memory");
		}
		tallies[nr_tallies++] = (struct tally){ named, member, 0, 0 };
	}
	tallies[i].met++;
	tallies[i].set += set;
}

static bool is_set(const unsigned long *bits, int nr_slots, long offset)
{
	long slot = offset / pointer_bytes();

	if (!bits || offset % pointer_bytes() || slot >= nr_slots)
		return false;
	return bits[slot / BITS_PER_WORD] & (1UL << (slot % BITS_PER_WORD));
}

static void walk_layout(struct symbol *type, long base, struct symbol *named,
			const unsigned long *bits, int nr_slots, int depth);

/* Each element of an array; those past MAX_ELEMENTS count as unset. */
static void walk_elements(struct symbol *array, long base, struct symbol *named,
			  const unsigned long *bits, int nr_slots, int depth)
{
	struct symbol *elem = members__strip(array->ctype.base_type);
	long i, nr;

	if (!elem || elem->bit_size <= 0 || array->bit_size <= 0)
		return;
	nr = array->bit_size / elem->bit_size;
	/* With nothing set, one element tells what all do. */
	if (!bits && nr > 1)
		nr = 1;
	for (i = 0; i < nr && i < MAX_ELEMENTS; i++)
		walk_layout(elem, base + i * bits_to_bytes(elem->bit_size), named, bits,
			    nr_slots, depth + 1);
	if (nr > MAX_ELEMENTS)
		walk_layout(elem, base, named, NULL, 0, depth + 1);
}

/*
 * Count the pointer members of each named struct in an object of @type at
 * byte @base; unions are skipped, their members are never proven.
 */
static void walk_layout(struct symbol *type, long base, struct symbol *named,
			const unsigned long *bits, int nr_slots, int depth)
{
	struct symbol *m;

	type = members__strip(type);
	if (!type || depth > MAX_NESTING)
		return;
	if (type->type == SYM_ARRAY) {
		walk_elements(type, base, named, bits, nr_slots, depth);
		return;
	}
	if (type->type != SYM_STRUCT)
		return;
	if (type->ident)
		named = type;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (named && m->ident && members__is_kind(m, MEMBER_DATA))
			count_member(named, m, is_set(bits, nr_slots, base + m->offset));
		else
			walk_layout(m, base + m->offset, named, bits, nr_slots, depth + 1);
	} END_FOR_EACH_PTR(m);
}

/* The records written for this file: a struct and the members left unset. */
struct written {
	struct symbol *named;
	struct symbol **unset;
	int nr_unset;
};

static struct written *written;
static int nr_written, alloc_written;

void field_creations__begin(void)
{
	int i;

	for (i = 0; i < nr_written; i++)
		free(written[i].unset);
	nr_written = 0;
}

/* The members of @named that the tallies leave unset, into @unset; how many. */
static int unset_members(struct symbol *named, struct symbol **unset)
{
	int i, nr = 0;

	for (i = 0; i < nr_tallies; i++) {
		if (tallies[i].named == named && tallies[i].set < tallies[i].met)
			unset[nr++] = tallies[i].member;
	}
	return nr;
}

/* Was a record with these unset members of @named written for this file?  Remember it. */
static bool already_written(struct symbol *named, struct symbol **unset, int nr)
{
	int i;

	for (i = 0; i < nr_written; i++) {
		if (written[i].named == named && written[i].nr_unset == nr &&
		    !memcmp(written[i].unset, unset, nr * sizeof(*unset)))
			return true;
	}
	if (nr_written == alloc_written) {
		alloc_written = alloc_written ? 2 * alloc_written : 32;
		written = realloc(written, alloc_written * sizeof(*written));
		if (!written)
			die("out of memory");
	}
	written[nr_written].unset = malloc(nr * sizeof(*unset));
	if (!written[nr_written].unset)
		die("out of memory");
	memcpy(written[nr_written].unset, unset, nr * sizeof(*unset));
	written[nr_written].named = named;
	written[nr_written++].nr_unset = nr;
	return false;
}

/*
 * A record for @named when the object leaves some of its members unset,
 * once per file for each struct and set of members.
 */
static void write_creation(struct symbol *named, struct symbol *fn, struct position pos)
{
	struct symbol **unset = malloc(nr_tallies * sizeof(*unset));
	int i, nr;

	if (!unset)
		die("out of memory");
	nr = unset_members(named, unset);
	if (nr && !already_written(named, unset, nr)) {
		facts__begin_record(FACTS_CREATE);
		facts__write_string("struct", show_ident(named->ident));
		facts__write_file("struct_file", named->pos);
		facts__open_array("unset");
		for (i = 0; i < nr; i++)
			facts__write_string(NULL, show_ident(unset[i]->ident));
		facts__close_array();
		if (fn) {
			facts__write_string("function", show_ident(fn->ident));
			facts__write_static(fn);
		}
		facts__write_position(pos);
		facts__end_record();
	}
	free(unset);
}

/* The records of an object of @type with slots @bits set. */
static void write_creations(struct symbol *type, const unsigned long *bits, int nr_slots,
			    struct symbol *fn, struct position pos)
{
	int i, j;

	nr_tallies = 0;
	walk_layout(type, 0, NULL, bits, nr_slots, 0);
	for (i = 0; i < nr_tallies; i++) {
		for (j = 0; j < i; j++) {
			if (tallies[j].named == tallies[i].named)
				break;
		}
		if (j == i)
			write_creation(tallies[i].named, fn, pos);
	}
}

/* Does an object of @type hold a pointer member of a named struct? */
static bool has_fields(struct symbol *type)
{
	nr_tallies = 0;
	walk_layout(type, 0, NULL, NULL, 0, 0);
	return nr_tallies > 0;
}

static int slots_of(struct symbol *type)
{
	return type->bit_size > 0 ? bits_to_bytes(type->bit_size) / pointer_bytes() + 1 : 1;
}

static unsigned long *new_bits(int nr_slots)
{
	unsigned long *bits = calloc((nr_slots + BITS_PER_WORD - 1) / BITS_PER_WORD,
				     sizeof(*bits));

	if (!bits)
		die("out of memory");
	return bits;
}

static void set_slots(unsigned long *bits, int nr_slots, long offset, long bytes, bool set)
{
	long slot;

	for (slot = (offset + pointer_bytes() - 1) / pointer_bytes();
	     slot < nr_slots && (slot + 1) * pointer_bytes() <= offset + bytes; slot++) {
		if (set)
			bits[slot / BITS_PER_WORD] |= 1UL << (slot % BITS_PER_WORD);
		else
			bits[slot / BITS_PER_WORD] &= ~(1UL << (slot % BITS_PER_WORD));
	}
}

/* ---- static and global objects ------------------------------------- */

struct static_object {
	struct symbol *type;		/* of each element, for an array */
	long element;			/* its size in bytes, or 0 */
	unsigned long *bits;
	int nr_slots;
};

/* An initializer's value @value at byte @offset: a "store", and its slot when not NULL. */
static void see_value(struct static_object *o, long offset, struct expression *value)
{
	struct symbol *owner, *member;
	long inside = o->element ? offset % o->element : offset;

	member = members__at(o->type, inside, MEMBER_DATA, &owner);
	if (!member)
		return;
	field_stores__initializer(owner, member, value, value->pos);
	if (value_class__of_initializer(value) == FACTS_VALUE_NONNULL)
		set_slots(o->bits, o->nr_slots, offset, pointer_bytes(), true);
}

/* Initializer entries carry their offset from the object's start (EXPR_POS). */
static void see_initializer(struct static_object *o, struct expression *init, int depth)
{
	struct expression *entry;

	if (!init || depth > MAX_NESTING)
		return;
	if (init->type == EXPR_INITIALIZER) {
		FOR_EACH_PTR(init->expr_list, entry) {
			see_initializer(o, entry, depth + 1);
		} END_FOR_EACH_PTR(entry);
	} else if (init->type == EXPR_POS && init->init_expr) {
		if (init->init_expr->type == EXPR_INITIALIZER || init->init_expr->type == EXPR_POS)
			see_initializer(o, init->init_expr, depth + 1);
		else
			see_value(o, init->init_offset, init->init_expr);
	}
}

void field_creations__see_symbol(struct symbol *sym)
{
	struct symbol *type = members__strip(sym);
	struct static_object o = { type };

	if (sym->type != SYM_NODE || (sym->ctype.modifiers & MOD_EXTERN) || !type ||
	    (type->type != SYM_STRUCT && type->type != SYM_ARRAY))
		return;
	if (type->type == SYM_ARRAY) {
		o.type = members__strip(type->ctype.base_type);
		if (!o.type || o.type->type != SYM_STRUCT || o.type->bit_size <= 0)
			return;
		o.element = bits_to_bytes(o.type->bit_size);
	}
	if (!has_fields(o.type))
		return;
	o.nr_slots = slots_of(type);
	o.bits = new_bits(o.nr_slots);
	see_initializer(&o, sym->initializer, 0);
	write_creations(type, o.bits, o.nr_slots, NULL, sym->pos);
	free(o.bits);
}

/* ---- objects a function makes ------------------------------------------ */

enum action_kind {
	ACT_STORE,	/* a store into the object */
	ACT_READ,	/* a pointer member read */
	ACT_COPIED,	/* read whole: a copy of it made */
	ACT_ESCAPE,	/* the object's address leaves: published */
	ACT_END,	/* freed: this path publishes nothing */
	ACT_RESET,	/* made again, or zeroed: nothing set */
};

struct action {
	struct instruction *insn;
	enum action_kind kind;
	long offset, bytes;
	bool zero;		/* ACT_STORE: of zeros */
};

struct tracked {
	pseudo_t p;
	long offset;		/* from the object's start, or NO_OFFSET */
};

struct creation {
	struct instruction *at;		/* the creating instruction; NULL: the entry */
	struct symbol *type;
	int nr_slots, words;
	struct tracked tracked[MAX_TRACKED];
	int nr_tracked;
	bool overflow;
	struct action *actions;
	int nr_actions, alloc_actions;
	unsigned long *published;	/* slots set wherever it is published */
	bool is_published;
};

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

static void add_action(struct creation *c, struct instruction *insn, enum action_kind kind,
		       long offset, long bytes, bool zero)
{
	if (c->nr_actions == c->alloc_actions) {
		c->alloc_actions = c->alloc_actions ? 2 * c->alloc_actions : 16;
		c->actions = realloc(c->actions, c->alloc_actions * sizeof(*c->actions));
		if (!c->actions)
			die("out of memory");
	}
	c->actions[c->nr_actions++] = (struct action){ insn, kind, offset, bytes, zero };
}

/* An address @add bytes from @offset; before the object's start (container_of()), not known. */
static long plus(long offset, long long add)
{
	return offset == NO_OFFSET || offset + add < 0 ? NO_OFFSET : offset + add;
}

/* The addresses derived from @t: casts, copies, member addresses. */
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
		default:
			break;
		}
	} END_FOR_EACH_PTR(pu);
}

static const char *callee_name(struct instruction *call)
{
	struct symbol *fn = call->func->type == PSEUDO_SYM ? call->func->sym : NULL;

	return fn && fn->ident ? show_ident(fn->ident) : NULL;
}

static bool is_zeroing(struct instruction *call)
{
	const char *name = callee_name(call);

	return name && (!strcmp(name, "memset") || !strcmp(name, "__builtin_memset") ||
			!strcmp(name, "memzero_explicit"));
}

static bool is_copying(struct instruction *call)
{
	const char *name = callee_name(call);

	return name && (!strcmp(name, "memcpy") || !strcmp(name, "__builtin_memcpy") ||
			!strcmp(name, "memmove") || !strcmp(name, "__builtin_memmove"));
}

/* A pointer passed to a call: freed, zeroed, or published. */
static enum action_kind passed(struct instruction *call, pseudo_t p)
{
	const char *name = callee_name(call);

	if (call->func == p)
		return ACT_ESCAPE;
	if (name && strstr(name, "free"))
		return ACT_END;
	if (is_zeroing(call) && first_pseudo(call->arguments) == p)
		return ACT_RESET;
	return ACT_ESCAPE;
}

/* What @insn, a user of @t, does to the object. */
static void classify(struct creation *c, struct tracked t, struct instruction *insn)
{
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
		add_action(c, insn, passed(insn, t.p), 0, 0, false);
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
	qsort(c->actions, c->nr_actions, sizeof(*c->actions), by_insn);
}

/* The published slots: those set on every path that publishes the object. */
static void publish(struct creation *c, const unsigned long *state)
{
	int i;

	if (!c->is_published)
		memcpy(c->published, state, c->words * sizeof(*state));
	for (i = 0; i < c->words; i++)
		c->published[i] &= state[i];
	c->is_published = true;
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
			if (a->bytes >= pointer_bytes())
				set_slots(state, c->nr_slots, a->offset, a->bytes, !a->zero ||
					  a->bytes == pointer_bytes());
			break;
		case ACT_READ:
			if (!is_set(state, c->nr_slots, a->offset))
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
	if (def->opcode == OP_SET_EQ)
		return br->bb_true;
	if (def->opcode == OP_SET_NE)
		return br->bb_false;
	return NULL;
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
	skip = null_side(c, bb);
	FOR_EACH_PTR(bb->children, child) {
		nr = (intptr_t)child->priv;
		if (child == skip)
			continue;
		if (!w->in[nr]) {
			w->in[nr] = new_bits(c->nr_slots);
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
	unsigned long *state = new_bits(c->nr_slots);
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
		    c->actions[i].kind == ACT_COPIED)
			return true;
	}
	return false;
}

static void analyse(struct entrypoint *ep, int nr_bbs, struct instruction *at,
		    struct symbol *type, pseudo_t p, pseudo_t alias)
{
	struct creation c = { .at = at, .type = type };

	if (!has_fields(type))
		return;
	c.nr_slots = slots_of(type);
	c.words = (c.nr_slots + BITS_PER_WORD - 1) / BITS_PER_WORD;
	c.published = new_bits(c.nr_slots);
	track(&c, p, 0);
	if (alias)
		track(&c, alias, 0);
	find_actions(&c);
	if (!c.overflow && may_publish(&c))
		walk_paths(&c, ep, nr_bbs);
	if (c.is_published || c.overflow) {
		if (c.overflow)
			memset(c.published, 0, c.words * sizeof(*c.published));
		write_creations(type, c.published, c.nr_slots, ep->name,
				at ? at->pos : ep->name->pos);
	}
	free(c.published);
	free(c.actions);
}

static struct symbol *struct_at(struct entrypoint *ep, pseudo_t p)
{
	struct symbol *type = members__aggregate_at(ep->name, p);

	return type && type->type == SYM_STRUCT && type->bit_size > 0 ? type : NULL;
}

/* Memory, not an object: void * or an address as an integer. */
static bool is_untyped(struct symbol *type)
{
	type = members__strip(type);
	if (type && type->type == SYM_PTR)
		return members__strip(type->ctype.base_type) == &void_ctype;
	return type && type->type == SYM_BASETYPE;
}

/*
 * An allocator's memory made a struct pointer: kzalloc(), kmem_cache_alloc(),
 * a page.  One returning a struct pointer made the object itself.
 */
static bool is_allocation(struct instruction *cast)
{
	struct instruction *def = cast->src->type == PSEUDO_REG ? cast->src->def : NULL;
	const char *name;

	if (!def || def->opcode != OP_CALL || !(name = callee_name(def)) || !is_untyped(def->type))
		return false;
	return strstr(name, "alloc") || strstr(name, "page");
}

static bool is_local(pseudo_t p)
{
	return p->type == PSEUDO_SYM &&
	       !(p->sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC));
}

static void see_instruction(struct entrypoint *ep, int nr_bbs, struct instruction *insn)
{
	struct symbol *type;
	pseudo_t dest, root;

	if ((insn->opcode == OP_PTRCAST || insn->opcode == OP_UTPTR) && is_allocation(insn)) {
		type = struct_at(ep, insn->target);
		if (type)
			analyse(ep, nr_bbs, insn, type, insn->target, insn->src);
	} else if (insn->opcode == OP_CALL && is_copying(insn)) {
		/* Whatever was copied there: every member may be anything. */
		dest = first_pseudo(insn->arguments);
		root = dest ? null_cond__root(dest) : NULL;
		type = root ? members__aggregate_at(ep->name, root) : NULL;
		if (type && type->type == SYM_STRUCT)
			write_creations(type, NULL, 0, ep->name, insn->pos);
	} else if (insn->opcode == OP_CALL && is_zeroing(insn)) {
		dest = first_pseudo(insn->arguments);
		root = dest ? null_cond__root(dest) : NULL;
		type = root ? struct_at(ep, root) : NULL;
		/* A local's own walk sees it zeroed. */
		if (type && !is_local(root))
			analyse(ep, nr_bbs, insn, type, root, dest);
	}
}

/* A local struct (or array) is made where the function starts. */
static void see_local(struct entrypoint *ep, int nr_bbs, pseudo_t p)
{
	struct symbol *sym = p->sym, *type = members__strip(sym);

	if (sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN))
		return;
	if (sym->ctype.modifiers & MOD_STATIC) {
		field_creations__see_symbol(sym);
		return;
	}
	if (type && (type->type == SYM_STRUCT || type->type == SYM_ARRAY) && type->bit_size > 0)
		analyse(ep, nr_bbs, NULL, type, p, NULL);
}

void field_creations__see_function(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t p;
	int nr_bbs = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = (void *)(intptr_t)nr_bbs++;
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				see_instruction(ep, nr_bbs, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	FOR_EACH_PTR(ep->accesses, p) {
		if (p->type == PSEUDO_SYM)
			see_local(ep, nr_bbs, p);
	} END_FOR_EACH_PTR(p);
}
