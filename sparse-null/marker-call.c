// SPDX-License-Identifier: MIT
#include "lib.h"
#include "expression.h"
#include "symbol.h"

#include "marker-call.h"

struct symbol *marker_call__function(struct position pos, struct ident *name,
				     struct symbol *type, unsigned long kind, void *aux)
{
	struct symbol *fn_type = alloc_symbol(pos, SYM_FN);
	struct symbol *marker = alloc_symbol(pos, SYM_NODE);

	fn_type->ctype.base_type = type;
	marker->ctype.base_type = fn_type;
	marker->ctype.modifiers = kind | MOD_EXTERN;
	marker->ident = name;
	marker->aux = aux;
	return marker;
}

struct expression *marker_call__wrap(struct symbol *marker, struct expression *value,
				     struct position pos)
{
	struct expression *fn = alloc_expression(pos, EXPR_SYMBOL);
	struct expression *call = alloc_expression(pos, EXPR_CALL);

	fn->symbol = marker;
	fn->symbol_name = marker->ident;
	fn->ctype = marker;
	call->fn = fn;
	call->ctype = value->ctype;
	/* add_expression()'s type check trips UBSan on an empty list. */
	__add_ptr_list((struct ptr_list **)&call->args, value);
	return call;
}
