// SPDX-License-Identifier: MIT
/*
 * -Wnullable-attr: an annotation that cannot mean anything where it is
 * written: __nullable on something that is not a pointer (or on a
 * function that does not return one), returns_nonnull on a function that
 * does not return a pointer.
 */
#include "lib.h"
#include "symbol.h"

#include "annotations/diag.h"
#include "annotations/nullable-attr.h"
#include "nullable-checks/nullable-checks.h"

static int enabled = 1;

static bool is_pointer(struct symbol *type)
{
	return type && type->type == SYM_PTR;
}

static void check_function_attr(struct symbol *fn, struct symbol *type)
{
	struct symbol *ret = type->ctype.base_type;

	if (nullable_attr__marked(fn) && !is_pointer(ret))
		diag__warning(fn->pos, "__nullable on function '%s', which does not return a pointer",
			show_ident(fn->ident));
	if (nullable_attr__marked_returns_nonnull(fn) && !is_pointer(ret))
		diag__warning(fn->pos, "returns_nonnull on function '%s', which does not return a pointer",
			show_ident(fn->ident));
}

static void check_object_attr(struct symbol *sym)
{
	if (!nullable_attr__marked(sym) || is_pointer(sym->ctype.base_type))
		return;
	diag__warning(sym->pos, "__nullable on '%s', which is not a pointer (%s)",
		show_ident(sym->ident), show_typename(sym->ctype.base_type));
}

static void check_declared(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;
	struct symbol *arg;

	if (sym->type != SYM_NODE || !type)
		return;
	if (type->type != SYM_FN) {
		check_object_attr(sym);
		return;
	}
	check_function_attr(sym, type);
	FOR_EACH_PTR(type->arguments, arg) {
		check_object_attr(arg);
	} END_FOR_EACH_PTR(arg);
}

/*
 * sparse hands the driver the objects and functions a file defines, not
 * its bare prototypes: a function's earlier declarations are checked with
 * its definition.
 */
static void check_symbol(struct symbol *sym)
{
	if (!enabled || (!nullable_attr__seen() && !nullable_attr__seen_nonnull()))
		return;
	for (; sym; sym = sym->same_symbol)
		check_declared(sym);
}

const struct nullable_check check_nullable_attr = {
	.name = "nullable-attr",
	.help = "__nullable or returns_nonnull where it cannot apply",
	.enabled = &enabled,
	.symbol = check_symbol,
};
