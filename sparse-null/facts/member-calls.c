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
#include "ast/ident-name.h"
#include "facts/collector.h"
#include "facts/facts.h"
#include "facts/member-calls.h"
#include "facts/members.h"
#include "flow/null-flow.h"

/* How deep initializers of embedded structs and arrays are walked. */
#define MAX_NESTING	4

bool member_calls__write_callee(struct null_flow *nf, struct instruction *call)
{
	struct instruction *load;
	struct symbol *owner;

	if (call->func->type != PSEUDO_REG)
		return false;
	load = call->func->def;
	if (!load || load->opcode != OP_LOAD)
		return false;
	owner = members__owner(members__aggregate_at(null_flow__function(nf), load->src),
			       load->type);
	if (!owner)
		return false;
	members__write("member", "struct_file", owner, load->type);
	return true;
}

/* The function an initializer's value names: `.mkdir = nfs_mkdir`, `= &f`, a cast. */
static struct symbol *stored_function(struct expression *value)
{
	struct symbol *sym = expression__called_symbol(value);

	struct symbol *type = members__strip(sym);

	return sym && sym->ident && type && type->type == SYM_FN ? sym : NULL;
}

static void write_stored(struct symbol *owner, struct symbol *member, struct symbol *fn,
			 struct position pos)
{
	facts__begin_record(FACTS_MEMBER);
	members__write("member", "struct_file", owner, member);
	facts__write_string("function", ident__name(fn->ident));
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
	type = members__strip(type);
	if (type && type->type == SYM_ARRAY)
		type = members__strip(type->ctype.base_type);
	FOR_EACH_PTR(init->expr_list, entry) {
		/* expand_symbol() lifts `.ops = { ... }` into its parent's list. */
		if (entry && entry->type == EXPR_INITIALIZER)
			see_initializer(entry, members__is_aggregate(entry->ctype) ?
					entry->ctype : type, depth + 1);
		if (!entry || entry->type != EXPR_POS)
			continue;
		member = entry->ctype;
		if (member && member->type == SYM_NODE && member->ident) {
			fn = stored_function(entry->init_expr);
			owner = fn ? members__owner(type, member) : NULL;
			if (owner)
				write_stored(owner, member, fn, entry->init_expr->pos);
			else
				see_initializer(entry->init_expr, member, depth + 1);
		} else {
			see_initializer(entry->init_expr, type, depth + 1);
		}
	} END_FOR_EACH_PTR(entry);
}

/* The "member" records of the functions @sym's initializer stores into members. */
static void member_calls__see_symbol(struct symbol *sym)
{
	if (sym->type == SYM_NODE && sym->initializer)
		see_initializer(sym->initializer, sym, 0);
}

/* `ops->mkdir = nfs_mkdir;`, and a local struct's initializer, which is such stores too. */
static void see_store(struct symbol *fn, struct instruction *store)
{
	struct symbol *stored, *owner, *member, *type, *object;

	if (store->target->type != PSEUDO_SYM)
		return;
	stored = store->target->sym;
	type = members__strip(stored);
	if (!stored->ident || !type || type->type != SYM_FN)
		return;
	/* An initializer's stores are typed by the value, not the member. */
	member = store->type;
	object = members__aggregate_at(fn, store->src);
	owner = members__owner(object, member);
	if (!owner)
		member = members__at(object, store->offset, MEMBER_FUNCTION, &owner);
	if (member && owner)
		write_stored(owner, member, stored, store->pos);
}

/* The "member" records of the functions function @ep stores into members. */
static void member_calls__see_stores(struct entrypoint *ep)
{
	struct instruction *const *insns;
	int i, nr;

	insns = null_flow__insns(ep, &nr);
	for (i = 0; i < nr; i++) {
		if (insns[i]->bb && insns[i]->opcode == OP_STORE)
			see_store(ep->name, insns[i]);
	}
}

const struct facts_collector collect_member_calls = {
	.symbol = member_calls__see_symbol,
	.function = member_calls__see_stores,
};
