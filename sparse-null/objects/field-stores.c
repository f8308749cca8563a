// SPDX-License-Identifier: MIT
/*
 * "store" records (field-stores.h).  A file storing the same kind of
 * value into the same member twice writes one record, at the first store
 * (for a parameter's value, a call's result or another member's, once per
 * function): the whole-tree step needs the kinds of values, the first
 * position is the evidence.
 */
#include <stdlib.h>

#include "array.h"
#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"
#include "target.h"

#include "ast/ident-name.h"
#include "facts/collector.h"
#include "facts/facts.h"
#include "facts/members.h"
#include "facts/value-class.h"
#include "flow/null-flow.h"
#include "objects/field-stores.h"
#include "objects/tested-stores.h"

struct stored {
	struct symbol *member, *owner;
	struct value_class value;
	bool tested;
};

/*
 * The stores written: of the file, the first @nr_file_seen, then of the
 * function being analysed.
 */
static struct stored *seen;
static int nr_seen, nr_file_seen;
static size_t alloc_seen;

/* A new file: no store written yet. */
static void field_stores__begin_file(void)
{
	nr_seen = nr_file_seen = 0;
}

/* Flow hook at a function's start: its stores are new. */
static void field_stores__begin(struct null_flow *nf, struct instruction *unused, int value)
{
	nr_seen = nr_file_seen;
}

/* Is a store of @value the same whichever function makes it? */
static bool same_everywhere(const struct value_class *value)
{
	return value->kind != FACTS_VALUE_PARAM && value->kind != FACTS_VALUE_CALL &&
	       value->kind != FACTS_VALUE_FIELD;
}

static bool same_value(const struct value_class *a, const struct value_class *b)
{
	return a->kind == b->kind && a->param == b->param && a->callee == b->callee &&
	       a->field == b->field && a->owner == b->owner;
}

/* Is this store's kind of value new for the member in this function?  Remember it. */
static bool first_of_its_kind(struct symbol *owner, struct symbol *member,
			      const struct value_class *value, bool tested)
{
	int i;

	for (i = 0; i < nr_seen; i++) {
		if (seen[i].member == member && seen[i].owner == owner &&
		    same_value(&seen[i].value, value) && seen[i].tested == tested)
			return false;
	}
	if (ARRAY_ENSURE(seen, alloc_seen, nr_seen + 1))
		die("out of memory");
	/* The file's come first: one from a function moves its first aside. */
	if (same_everywhere(value)) {
		seen[nr_seen++] = seen[nr_file_seen];
		seen[nr_file_seen++] = (struct stored){ member, owner, *value, tested };
	} else {
		seen[nr_seen++] = (struct stored){ member, owner, *value, tested };
	}
	return true;
}

/* "value", and what it comes from: a parameter, a callee, another member. */
static void write_value(const struct value_class *value)
{
	facts__write_string("value", facts_value__name(value->kind));
	if (value->kind == FACTS_VALUE_PARAM)
		facts__write_int("param", value->param);
	else if (value->kind == FACTS_VALUE_CALL)
		facts__write_string("callee", ident__name(value->callee->ident));
	else if (value->kind == FACTS_VALUE_FIELD)
		members__write("from", "from_file", value->owner, value->field);
}

static void write_store(struct symbol *owner, struct symbol *member,
			const struct value_class *value, const struct position *tested,
			struct symbol *fn, struct position pos)
{
	facts__begin_record(FACTS_STORE);
	members__write("field", "struct_file", owner, member);
	write_value(value);
	if (tested)
		facts__write_int("tested", tested->line);
	if (fn) {
		facts__write_string("function", ident__name(fn->ident));
		facts__write_static(fn);
	}
	facts__write_position(pos);
	facts__end_record();
}

/* A value a test after the store may still find not NULL (tested-stores.h). */
static bool may_be_null(enum facts_value kind)
{
	return kind != FACTS_VALUE_NONNULL && kind != FACTS_VALUE_NULL &&
	       kind != FACTS_VALUE_ERR && kind != FACTS_VALUE_SENTINEL;
}

/* Flow hook at a store: a "store" record if it writes a pointer member. */
static void field_stores__store(struct null_flow *nf, struct instruction *store, int unused)
{
	struct symbol *fn = null_flow__function(nf), *owner, *member;
	struct value_class value;
	struct position test;
	bool tested;

	if (store->size != bits_in_pointer || !fn->ident)
		return;
	member = members__at_address(fn, store->src, store->offset, MEMBER_DATA, &owner);
	if (!member)
		return;
	value_class__of(nf, store, store->target, &value);
	/* Only a named call's result can be looked up. */
	if (value.kind == FACTS_VALUE_CALL && !value.callee->ident)
		value.kind = FACTS_VALUE_UNKNOWN;
	tested = may_be_null(value.kind) && tested_stores__before_visible(nf, store, &test);
	if (tested)
		value = (struct value_class){ .kind = FACTS_VALUE_NONNULL, .param = -1 };
	if (first_of_its_kind(owner, member, &value, tested))
		write_store(owner, member, &value, tested ? &test : NULL, fn, store->pos);
}

/* The pointer member whose address @p is, or NULL (also for an object's own address). */
static struct symbol *member_address(struct symbol *fn, pseudo_t p, struct symbol **owner)
{
	if (p->type != PSEUDO_REG || members__is_aggregate(members__aggregate_at(fn, p)))
		return NULL;
	return members__at_address(fn, p, 0, MEMBER_DATA, owner);
}

/* A member's address handed to a function or an asm: it may write anything there. */
static void address_taken(struct symbol *fn, pseudo_t p, struct position pos)
{
	struct value_class unknown = { .kind = FACTS_VALUE_UNKNOWN, .param = -1 };
	struct symbol *owner, *member = member_address(fn, p, &owner);

	if (member && first_of_its_kind(owner, member, &unknown, false))
		write_store(owner, member, &unknown, NULL, fn, pos);
}

/* An asm's memory operands among @operands. */
static void asm_memory_operands(struct symbol *fn, struct asm_constraint_list *operands,
				struct position pos)
{
	struct asm_constraint *c;

	FOR_EACH_PTR(operands, c) {
		if (c->is_memory)
			address_taken(fn, c->pseudo, pos);
	} END_FOR_EACH_PTR(c);
}

/*
 * A pointer member's address passed to a function or to an asm's memory
 * operand (xchg(), cmpxchg()) may have anything stored there: a "store"
 * of an unknown value, at the call.
 */
static void field_stores__see_function(struct entrypoint *ep)
{
	struct instruction *const *insns, *insn;
	pseudo_t arg;
	int i, nr;

	insns = null_flow__insns(ep, &nr);
	for (i = 0; i < nr; i++) {
		insn = insns[i];
		if (!insn->bb)
			continue;
		if (insn->opcode == OP_CALL) {
			FOR_EACH_PTR(insn->arguments, arg) {
				address_taken(ep->name, arg, insn->pos);
			} END_FOR_EACH_PTR(arg);
		} else if (insn->opcode == OP_ASM && insn->asm_rules) {
			asm_memory_operands(ep->name, insn->asm_rules->inputs, insn->pos);
			asm_memory_operands(ep->name, insn->asm_rules->outputs, insn->pos);
		}
	}
}

void field_stores__initializer(struct symbol *owner, struct symbol *member,
			       struct expression *init, struct position pos)
{
	struct value_class value = { .kind = value_class__of_initializer(init), .param = -1 };

	if (first_of_its_kind(owner, member, &value, false))
		write_store(owner, member, &value, NULL, NULL, pos);
}

const struct facts_collector collect_field_stores = {
	.begin_file = field_stores__begin_file,
	.function = field_stores__see_function,
	.hooks = {
		[NULL_FLOW_BEGIN] = field_stores__begin,
		[NULL_FLOW_STORE] = field_stores__store,
	},
};
