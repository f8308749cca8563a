// SPDX-License-Identifier: MIT
/*
 * struct_ops types: the kernel ops tables a BPF program may implement.
 * Each is a `struct bpf_struct_ops` object whose initializer names the ops
 * struct (`.name`, the struct's tag: the verifier finds its BTF by it),
 * the CFI stubs (`.cfi_stubs = &__bpf_ops_<name>`, an object of that
 * struct whose initializer stores one stub function per member: the
 * verifier reads `__nullable` off the stub's parameter names) and the
 * verifier callbacks (`.verifier_ops`), whose `is_valid_access` may mark
 * arguments maybe-NULL by hand: a call like sched_ext's
 * `set_arg_maybe_null("dispatch", 1, ...)`, a member's name as a string
 * and an argument's index as a constant.
 *
 * One "stub" record per member the stubs object sets: the member as
 * member-calls.c names it (so the table finds the calls through it), the
 * stub's pointer parameters, those declared __nullable and those the
 * verifier callback marks.
 */
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "array.h"
#include "annotations/nullable-attr.h"
#include "ast/ast-walk.h"
#include "ast/called-symbol.h"
#include "ast/ident-name.h"
#include "facts/collector.h"
#include "facts/facts.h"
#include "facts/members.h"

/* A hand mark: argument .arg of member .member may be NULL. */
struct hand_mark {
	const char *member;
	long long arg;
};

static struct struct_ops_seen {
	struct symbol *object;		/* the struct bpf_struct_ops */
	const char *name;
	struct symbol *stubs;		/* the .cfi_stubs object */
	struct symbol *check_access;	/* verifier_ops->is_valid_access */
} *seen;
static size_t nr_seen, alloc_seen;

static void struct_ops__begin_file(void)
{
	nr_seen = 0;
}

/*
 * The text of string literal @expr, or NULL: evaluation makes a literal
 * the address of an anonymous array initialized with it.
 */
static const char *string_of(struct expression *expr)
{
	struct symbol *array = expression__called_symbol(expr);

	expr = array ? array->initializer : expression__strip_casts(expr);
	if (!expr || expr->type != EXPR_STRING || !expr->string)
		return NULL;
	return expr->string->data;
}

/* The value an initializer @init gives member @name, or NULL. */
static struct expression *member_value(struct expression *init, const char *name)
{
	struct expression *entry;

	if (!init || init->type != EXPR_INITIALIZER)
		return NULL;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry && entry->type == EXPR_POS && entry->ctype &&
		    ident__is(entry->ctype->ident, name))
			return entry->init_expr;
	} END_FOR_EACH_PTR(entry);
	return NULL;
}

static bool is_struct_named(struct symbol *sym, const char *tag)
{
	struct symbol *type = members__strip(sym);

	return type && type->type == SYM_STRUCT && ident__is(type->ident, tag);
}

static void struct_ops__see_symbol(struct symbol *sym)
{
	struct symbol *verifier;
	const char *name;

	if (sym->type != SYM_NODE || !sym->initializer ||
	    !is_struct_named(sym, "bpf_struct_ops"))
		return;
	name = string_of(member_value(sym->initializer, "name"));
	if (!name)
		return;
	if (ARRAY_ENSURE(seen, alloc_seen, nr_seen + 1))
		die("out of memory");
	verifier = expression__called_symbol(member_value(sym->initializer, "verifier_ops"));
	seen[nr_seen++] = (struct struct_ops_seen){
		.object = sym,
		.name = name,
		.stubs = expression__called_symbol(member_value(sym->initializer, "cfi_stubs")),
		.check_access = verifier ?
			expression__called_symbol(member_value(verifier->initializer, "is_valid_access")) :
			NULL,
	};
}

struct mark_scan {
	struct hand_mark *marks;
	size_t nr, alloc;
};

/* A call given a string and then a constant: `set_arg_maybe_null("dispatch", 1, ...)`. */
static void see_mark(struct expression **slot, void *data)
{
	struct mark_scan *scan = data;
	struct expression *call = *slot, *arg;
	const char *member;

	if (call->type != EXPR_CALL || expression_list_size(call->args) < 2)
		return;
	member = string_of(ptr_list_nth(call->args, 0));
	arg = expression__strip_casts(ptr_list_nth(call->args, 1));
	if (!member || !arg || arg->type != EXPR_VALUE)
		return;
	if (ARRAY_ENSURE(scan->marks, scan->alloc, scan->nr + 1))
		die("out of memory");
	scan->marks[scan->nr++] = (struct hand_mark){ member, arg->value };
}

/* While a stub is written: the hand marks of its type, and its member's name. */
static const struct mark_scan *marks;
static const char *stub_member;

static bool is_marked(struct symbol *stub, int index)
{
	size_t i;

	for (i = 0; i < marks->nr; i++) {
		if (marks->marks[i].arg == index && !strcmp(marks->marks[i].member, stub_member))
			return true;
	}
	return false;
}

static bool declared_nullable(struct symbol *fn, int index)
{
	return nullable_attr__nullable_param(fn, index) != NULL;
}

static void write_stub(const struct struct_ops_seen *ops, struct symbol *type,
		       struct expression *entry, struct symbol *stub)
{
	struct symbol *owner = members__owner(type, entry->ctype);

	if (!owner)
		return;
	facts__begin_record(FACTS_STUB);
	facts__write_string("struct_ops", ops->name);
	members__write("member", "struct_file", owner, entry->ctype);
	facts__write_string("function", ident__name(stub->ident));
	facts__write_static(stub);
	facts__write_params(stub);
	facts__write_param_indexes(stub, "nullable", declared_nullable);
	stub_member = ident__name(entry->ctype->ident);
	facts__write_param_indexes(stub, "marked", is_marked);
	facts__write_position(stub->pos);
	facts__end_record();
}

/* The "stub" records of struct_ops type @ops. */
static void write_struct_ops(const struct struct_ops_seen *ops)
{
	struct ast_visitor visit = { .expr = see_mark };
	struct mark_scan scan = { 0 };
	struct expression *entry;
	struct symbol *stub;

	if (!ops->stubs || !ops->stubs->initializer)
		return;
	visit.data = &scan;
	if (ops->check_access)
		ast_walk__function(ops->check_access, &visit);
	marks = &scan;
	FOR_EACH_PTR(ops->stubs->initializer->expr_list, entry) {
		if (!entry || entry->type != EXPR_POS || !entry->ctype || !entry->ctype->ident)
			continue;
		stub = expression__called_symbol(entry->init_expr);
		if (stub && stub->ident && members__is_kind(entry->ctype, MEMBER_FUNCTION) &&
		    members__strip(stub)->type == SYM_FN)
			write_stub(ops, ops->stubs, entry, stub);
	} END_FOR_EACH_PTR(entry);
	marks = NULL;
	free(scan.marks);
}

static void struct_ops__emit(void)
{
	size_t i;

	for (i = 0; i < nr_seen; i++)
		write_struct_ops(&seen[i]);
}

const struct facts_collector collect_struct_ops = {
	.begin_file = struct_ops__begin_file,
	.symbol = struct_ops__see_symbol,
	.emit = struct_ops__emit,
};
