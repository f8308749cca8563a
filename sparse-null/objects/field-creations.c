// SPDX-License-Identifier: MIT
/*
 * Where structs come into being with their pointer members NULL (or
 * garbage) until something is stored there: an allocation made a struct
 * pointer (`p = kzalloc(...)`), memset() of one, a local struct, a static
 * or global one.  A "create" record names, for a named struct the new
 * object holds (itself, the structs embedded in it), the pointer members
 * not set on some path before the object is published (object-walk.h
 * says when it is).  Such a member is not proven by its stores
 * (field-stores.h).
 *
 * This file finds the new objects: object-walk.c follows each to what it
 * has set where it is published, creation-records.c writes the records.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"

#include "array.h"
#include "hmap.h"

#include "facts/collector.h"
#include "facts/members.h"
#include "facts/value-class.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "objects/creation-records.h"
#include "objects/field-stores.h"
#include "objects/object-slots.h"
#include "objects/object-walk.h"

/* How deep initializers of embedded structs and arrays are walked. */
#define MAX_NESTING	6
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
		object_slots__set(o->bits, o->nr_slots, offset, object_slots__bytes(), true);
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

/*
 * The "create" records of a static object depend only on its type and the
 * slots its initializer sets, and a record is written once per file
 * (creation-records.c): an object like one before writes nothing new.
 * The tracepoint machinery makes hundreds alike (a struct
 * trace_event_call, a struct tracepoint per event).
 */
struct static_shape {
	struct symbol *type;
	int nr_slots;
	unsigned long *bits;
};

static struct hmap shapes;
static struct static_shape **all_shapes;
static size_t nr_shapes, alloc_shapes;

static bool same_shape(const void *a, const void *b)
{
	const struct static_shape *x = a, *y = b;

	return x->type == y->type && x->nr_slots == y->nr_slots &&
	       !memcmp(x->bits, y->bits, object_slots__words(x->nr_slots) * sizeof(*x->bits));
}

static uint64_t hash_of(const struct static_shape *shape)
{
	uint64_t hash = hmap__hash(HMAP_SEED, &shape->type, sizeof(shape->type));

	return hmap__hash(hash, shape->bits,
			  object_slots__words(shape->nr_slots) * sizeof(*shape->bits));
}

static void forget_shapes(void)
{
	size_t i;

	for (i = 0; i < nr_shapes; i++) {
		free(all_shapes[i]->bits);
		free(all_shapes[i]);
	}
	nr_shapes = 0;
	hmap__free(&shapes);
	hmap__init(&shapes, same_shape);
}

/* Was an object of @type with the slots @o sets seen in this file?  Remember it. */
static bool seen_shape(const struct static_object *o, struct symbol *type)
{
	struct static_shape probe = { type, o->nr_slots, o->bits }, *shape;
	size_t size = object_slots__words(o->nr_slots) * sizeof(*o->bits);
	uint64_t hash = hash_of(&probe);

	if (hmap__find(&shapes, hash, &probe))
		return true;
	shape = malloc(sizeof(*shape));
	if (!shape || !(probe.bits = malloc(size)) ||
	    ARRAY_ENSURE(all_shapes, alloc_shapes, nr_shapes + 1))
		die("out of memory");
	memcpy(probe.bits, o->bits, size);
	*shape = probe;
	if (!hmap__add(&shapes, hash, shape))
		die("out of memory");
	all_shapes[nr_shapes++] = shape;
	return false;
}

/* The "create" (and "store") records of static or global object @sym. */
static void field_creations__see_symbol(struct symbol *sym)
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
	if (!creation_records__has_fields(o.type))
		return;
	o.nr_slots = object_slots__count(type);
	o.bits = object_slots__alloc(o.nr_slots);
	see_initializer(&o, sym->initializer, 0);
	if (!seen_shape(&o, type))
		creation_records__write(type, &(struct object_fate){ o.nr_slots, o.bits }, NULL,
					sym->pos);
	free(o.bits);
}

static void analyse(struct entrypoint *ep, int nr_bbs, struct instruction *at,
		    struct symbol *type, pseudo_t p, pseudo_t alias)
{
	struct object_fate fate;

	if (!creation_records__has_fields(type) ||
	    !object_walk__fate(ep, nr_bbs, at, type, p, alias, &fate))
		return;
	creation_records__write(type, &fate, ep->name, at ? at->pos : ep->name->pos);
	object_walk__forget(&fate);
}

/* A new file: no function of it walked yet. */
static void field_creations__begin(void)
{
	object_walk__begin();
	forget_shapes();
}

static struct symbol *struct_at(struct entrypoint *ep, pseudo_t p)
{
	struct symbol *type = members__aggregate_at(ep->name, p);

	return type && type->type == SYM_STRUCT && type->bit_size > 0 ? type : NULL;
}

/*
 * An allocator's memory made a struct pointer.  One returning a struct
 * pointer made the object itself.
 */
static bool is_allocation(struct instruction *cast)
{
	struct instruction *def = cast->src->type == PSEUDO_REG ? cast->src->def : NULL;

	return def && object_walk__allocates(def);
}

static bool is_local(pseudo_t p)
{
	return p->type == PSEUDO_SYM &&
	       !(p->sym->ctype.modifiers & (MOD_TOPLEVEL | MOD_EXTERN | MOD_STATIC));
}

/* A copy into an object of @type: published with nothing known set. */
static void write_anything(struct symbol *type, struct symbol *fn, struct position pos)
{
	struct object_fate fate = { object_slots__count(type) };

	fate.published = object_slots__alloc(fate.nr_slots);
	creation_records__write(type, &fate, fn, pos);
	free(fate.published);
}

static void see_instruction(struct entrypoint *ep, int nr_bbs, struct instruction *insn)
{
	struct symbol *type;
	pseudo_t dest, root;

	if ((insn->opcode == OP_PTRCAST || insn->opcode == OP_UTPTR) && is_allocation(insn)) {
		type = struct_at(ep, insn->target);
		if (type)
			analyse(ep, nr_bbs, insn, type, insn->target, insn->src);
	} else if (insn->opcode == OP_CALL && object_walk__copies(insn)) {
		/*
		 * Whatever was copied there: every member may be anything,
		 * but from another object of the struct, each member's own
		 * value, which that object's records answer for.
		 */
		dest = first_pseudo(insn->arguments);
		root = dest ? null_cond__root(dest) : NULL;
		type = root ? members__aggregate_at(ep->name, root) : NULL;
		if (type && type->type == SYM_STRUCT && !object_walk__copies_from(insn, type))
			write_anything(type, ep->name, insn->pos);
	} else if (insn->opcode == OP_CALL && object_walk__zeroes(insn)) {
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

/*
 * What @ep, a function other files may call, does to the objects its
 * struct pointer parameters point to.
 */
static void write_inits(struct entrypoint *ep)
{
	struct symbol *fn = ep->name, *param, *type;
	const struct object_fate *fate;
	int index = 0;

	if (fn->ctype.modifiers & MOD_STATIC)
		return;
	FOR_EACH_PTR(fn->ctype.base_type->arguments, param) {
		type = members__strip(param);
		type = type && type->type == SYM_PTR ? members__strip(type->ctype.base_type) : NULL;
		if (type && type->type == SYM_STRUCT && type->ident && type->bit_size > 0 &&
		    (fate = object_walk__param_fate(fn, index, type)))
			creation_records__write_init(fn, index, type, fate);
		index++;
	} END_FOR_EACH_PTR(param);
}

/* The "create" records of the objects function @ep makes. */
static void field_creations__see_function(struct entrypoint *ep)
{
	struct instruction *const *insns;
	pseudo_t p;
	int nr_bbs = object_walk__add_function(ep), i, nr;

	insns = null_flow__insns(ep, &nr);
	for (i = 0; i < nr; i++) {
		if (insns[i]->bb)
			see_instruction(ep, nr_bbs, insns[i]);
	}
	FOR_EACH_PTR(ep->accesses, p) {
		if (p->type == PSEUDO_SYM)
			see_local(ep, nr_bbs, p);
	} END_FOR_EACH_PTR(p);
	write_inits(ep);
}

const struct facts_collector collect_field_creations = {
	.begin_file = field_creations__begin,
	.symbol = field_creations__see_symbol,
	.function = field_creations__see_function,
};
