// SPDX-License-Identifier: MIT
#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "ast/marker-call.h"
#include "ast/ptr-list.h"

/* Modifier bits sparse 0.6.4 leaves unused, one per role. */
#define MOD_MARKER_FOLLOW_ARG		0x00200000
#define MOD_MARKER_NULLABLE_RESULT	0x00100000
#define MOD_MARKER_BRANCH		0x00080000

static const unsigned long role_bits[] = {
	[MARKER_FOLLOW_ARG] = MOD_MARKER_FOLLOW_ARG,
	[MARKER_NULLABLE_RESULT] = MOD_MARKER_NULLABLE_RESULT,
	[MARKER_BRANCH] = MOD_MARKER_BRANCH,
};

struct symbol *marker_call__function(struct position pos, struct ident *name,
				     struct symbol *type, enum marker_role role, void *aux)
{
	struct symbol *fn_type = alloc_symbol(pos, SYM_FN);
	struct symbol *marker = alloc_symbol(pos, SYM_NODE);

	fn_type->ctype.base_type = type;
	marker->ctype.base_type = fn_type;
	marker->ctype.modifiers = role_bits[role] | MOD_EXTERN;
	marker->ident = name;
	marker->aux = aux;
	return marker;
}

struct expression *marker_call__call(struct symbol *marker, struct position pos)
{
	struct expression *fn = alloc_expression(pos, EXPR_SYMBOL);
	struct expression *call = alloc_expression(pos, EXPR_CALL);

	fn->symbol = marker;
	fn->symbol_name = marker->ident;
	fn->ctype = marker;
	call->fn = fn;
	call->ctype = marker->ctype.base_type->ctype.base_type;
	return call;
}

struct expression *marker_call__wrap(struct symbol *marker, struct expression *value,
				     struct position pos)
{
	struct expression *call = marker_call__call(marker, pos);

	call->ctype = value->ctype;
	ptr_list__add(&call->args, value);
	return call;
}

enum marker_role marker_call__role(struct symbol *fn)
{
	unsigned long mods = fn->ctype.modifiers;

	if (mods & MOD_MARKER_FOLLOW_ARG)
		return MARKER_FOLLOW_ARG;
	if (mods & MOD_MARKER_NULLABLE_RESULT)
		return MARKER_NULLABLE_RESULT;
	if (mods & MOD_MARKER_BRANCH)
		return MARKER_BRANCH;
	return MARKER_NONE;
}

void *marker_call__aux(struct symbol *fn)
{
	return fn->aux;
}
