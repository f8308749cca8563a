// SPDX-License-Identifier: MIT
/*
 * -vcompound, sparse's debugging aid for data layout: one info line per
 * named object of struct, union or array type with a known size.
 */
#include "lib.h"
#include "symbol.h"
#include "target.h"

#include "driver/debug-compound.h"

static int is_compound(struct symbol *type)
{
	return type->type == SYM_STRUCT || type->type == SYM_UNION ||
	       type->type == SYM_ARRAY;
}

void show_compound_size(struct symbol *sym)
{
	struct symbol *type = sym;

	if (sym->bit_size <= 0 || !sym->ctype.base_type || !sym->ident)
		return;
	if (sym->type == SYM_NODE)
		type = sym->ctype.base_type;
	if (!is_compound(type))
		return;
	info(sym->pos, "%s: compound size %u, alignment %lu",
	     show_typename(sym), bits_to_bytes(sym->bit_size),
	     sym->ctype.alignment);
}
