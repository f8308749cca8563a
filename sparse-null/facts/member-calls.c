// SPDX-License-Identifier: MIT
/*
 * Function-pointer members: the calls made through them and the functions
 * static initializers store into them (member-calls.h).  Both sides name
 * a member the same way: the innermost named struct or union that
 * declares it (an anonymous one inside is looked through), its member
 * name and the file declaring that struct.  A function stored at run time
 * (`ops->mkdir = f`, a local struct's initializer) counts like one a
 * static initializer stores; one that comes through a variable (`ops->mkdir
 * = fn` with fn a parameter) is not seen.
 */
#include <stdio.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"

#include "ast/called-symbol.h"
#include "facts/facts.h"
#include "facts/member-calls.h"
#include "flow/null-flow.h"

/* How deep members are looked for inside embedded structs and unions. */
#define MAX_NESTING	4

static struct symbol *strip_node(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

static bool is_aggregate(struct symbol *type)
{
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION);
}

static bool is_function_pointer(struct symbol *member)
{
	struct symbol *type = strip_node(member);

	return type && type->type == SYM_PTR &&
	       strip_node(type->ctype.base_type) && strip_node(type->ctype.base_type)->type == SYM_FN;
}

/*
 * @type as a struct or union to look into at nesting @depth, or NULL; it
 * becomes *@named, the nearest named one, when it has a tag.
 */
static struct symbol *enter_aggregate(struct symbol *type, int depth, struct symbol **named)
{
	type = strip_node(type);
	if (!is_aggregate(type) || depth > MAX_NESTING)
		return NULL;
	if (type->ident)
		*named = type;
	return type;
}

/*
 * The innermost named struct or union, from @type down through embedded
 * ones, whose members include @member; @named: the nearest named one
 * around @type.
 */
static struct symbol *owner_in(struct symbol *type, struct symbol *member,
			       struct symbol *named, int depth)
{
	struct symbol *m, *found = NULL;

	type = enter_aggregate(type, depth, &named);
	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		/* By name: a member read through a const pointer is a qualified copy. */
		if (m->ident == member->ident)
			return named;
		if (!found && is_aggregate(strip_node(m)))
			found = owner_in(m, member, named, depth + 1);
	} END_FOR_EACH_PTR(m);
	return found;
}

static struct symbol *owner_of(struct symbol *type, struct symbol *member)
{
	if (!member || member->type != SYM_NODE || !member->ident || !is_function_pointer(member))
		return NULL;
	return owner_in(type, member, NULL, 0);
}

/*
 * The function-pointer member at byte @offset of @type, from @type down
 * through embedded structs and unions, and in *@owner the innermost named
 * one declaring it (@named: the nearest named one around @type).
 */
static struct symbol *member_at(struct symbol *type, unsigned long offset,
				struct symbol *named, struct symbol **owner, int depth)
{
	struct symbol *m, *found;

	type = enter_aggregate(type, depth, &named);
	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		struct symbol *mtype = strip_node(m);

		if (m->offset == offset && m->ident && is_function_pointer(m)) {
			*owner = named;
			return named ? m : NULL;
		}
		if (is_aggregate(mtype) && offset >= m->offset &&
		    offset < m->offset + bits_to_bytes(mtype->bit_size)) {
			found = member_at(mtype, offset - m->offset, named, owner, depth + 1);
			if (found)
				return found;
		}
	} END_FOR_EACH_PTR(m);
	return NULL;
}

static void write_member(struct symbol *owner, struct symbol *member)
{
	char name[256];

	snprintf(name, sizeof(name), "%s.%s", show_ident(owner->ident), show_ident(member->ident));
	facts__write_string("member", name);
	facts__write_file("struct_file", owner->pos);
}

/*
 * The struct or union pointer @p (in function @fn) points to, or symbol @p
 * is (or holds, an array).
 */
static struct symbol *aggregate_at(struct symbol *fn, pseudo_t p)
{
	struct symbol *type;

	switch (p->type) {
	case PSEUDO_SYM:
		type = strip_node(p->sym);
		/* table[i].fn(): an element of an array of structs */
		return type && type->type == SYM_ARRAY ? strip_node(type->ctype.base_type) : type;
	case PSEUDO_ARG:
		type = ptr_list_nth(fn->ctype.base_type->arguments, p->nr - 1);
		break;
	case PSEUDO_REG:
		type = p->def ? p->def->type : NULL;
		break;
	default:
		return NULL;
	}
	type = strip_node(type);
	if (!type || type->type != SYM_PTR)
		return NULL;
	return strip_node(type->ctype.base_type);
}

bool member_calls__write_callee(struct null_flow *nf, struct instruction *call)
{
	struct instruction *load;
	struct symbol *owner;

	if (call->func->type != PSEUDO_REG)
		return false;
	load = call->func->def;
	if (!load || load->opcode != OP_LOAD)
		return false;
	owner = owner_of(aggregate_at(null_flow__function(nf), load->src), load->type);
	if (!owner)
		return false;
	write_member(owner, load->type);
	return true;
}

/* The function an initializer's value names: `.mkdir = nfs_mkdir`, `= &f`, a cast. */
static struct symbol *stored_function(struct expression *value)
{
	struct symbol *sym = expression__called_symbol(value);

	return sym && sym->ident && strip_node(sym) && strip_node(sym)->type == SYM_FN ? sym : NULL;
}

static void write_stored(struct symbol *owner, struct symbol *member, struct symbol *fn,
			 struct position pos)
{
	facts__begin_record(FACTS_MEMBER);
	write_member(owner, member);
	facts__write_string("function", show_ident(fn->ident));
	facts__write_static(fn);
	facts__write_position(pos);
	facts__end_record();
}

/*
 * The entries of initializer @init of an object of type @type: a member
 * (EXPR_POS whose type is the member itself), an element of an array, or
 * the initializer of an embedded struct.
 */
static void see_initializer(struct expression *init, struct symbol *type, int depth)
{
	struct expression *entry;
	struct symbol *member, *owner, *fn;

	if (!init || init->type != EXPR_INITIALIZER || depth > MAX_NESTING)
		return;
	type = strip_node(type);
	if (type && type->type == SYM_ARRAY)
		type = strip_node(type->ctype.base_type);
	FOR_EACH_PTR(init->expr_list, entry) {
		/* expand_symbol() lifts `.ops = { ... }` into its parent's list. */
		if (entry && entry->type == EXPR_INITIALIZER)
			see_initializer(entry, is_aggregate(strip_node(entry->ctype)) ?
					entry->ctype : type, depth + 1);
		if (!entry || entry->type != EXPR_POS)
			continue;
		member = entry->ctype;
		if (member && member->type == SYM_NODE && member->ident) {
			fn = stored_function(entry->init_expr);
			owner = fn ? owner_of(type, member) : NULL;
			if (owner)
				write_stored(owner, member, fn, entry->init_expr->pos);
			else
				see_initializer(entry->init_expr, member, depth + 1);
		} else {
			see_initializer(entry->init_expr, type, depth + 1);
		}
	} END_FOR_EACH_PTR(entry);
}

void member_calls__see_symbol(struct symbol *sym)
{
	if (sym->type == SYM_NODE && sym->initializer)
		see_initializer(sym->initializer, sym, 0);
}

/* `ops->mkdir = nfs_mkdir;`, and a local struct's initializer, which is such stores too. */
static void see_store(struct symbol *fn, struct instruction *store)
{
	struct symbol *stored, *owner, *member;

	if (store->target->type != PSEUDO_SYM)
		return;
	stored = store->target->sym;
	if (!stored->ident || !strip_node(stored) || strip_node(stored)->type != SYM_FN)
		return;
	/* An initializer's stores are typed by the value, not the member. */
	member = store->type;
	owner = owner_of(aggregate_at(fn, store->src), member);
	if (!owner)
		member = member_at(aggregate_at(fn, store->src), store->offset, NULL, &owner, 0);
	if (member && owner)
		write_stored(owner, member, stored, store->pos);
}

void member_calls__see_stores(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_STORE)
				see_store(ep->name, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}
