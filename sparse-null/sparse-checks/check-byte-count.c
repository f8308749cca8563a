// SPDX-License-Identifier: MIT
/*
 * Calls of memset, memcpy, copy_to_user and copy_from_user with a constant
 * byte count above -fmemcpy-max-count (-Wmemcpy-max-count).
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"
#include "symbol.h"

#include "sparse-checks/checks.h"

/*
 * sparse 0.6.4 reads the count from the fourth argument (index 3 of the
 * call's argument list), not the third: with the usual three-argument
 * prototypes the check stays silent.  Parity with sparse means keeping
 * that index.
 */
#define BYTE_COUNT_ARG	3

static int is_copy_function(struct ident *name)
{
	return name == &memset_ident || name == &memcpy_ident ||
	       name == &copy_to_user_ident || name == &copy_from_user_ident;
}

void check_byte_count(struct instruction *insn)
{
	pseudo_t fn = insn->func;
	pseudo_t count;

	if (fn->type != PSEUDO_SYM || !fn->sym->ident)
		return;
	if (!is_copy_function(fn->sym->ident))
		return;
	count = ptr_list_nth(insn->arguments, BYTE_COUNT_ARG);
	if (!count || count->type != PSEUDO_VAL)
		return;
	if (Wmemcpy_max_count && count->value > fmemcpy_max_count)
		warning(insn->pos, "%s with byte count of %llu",
			show_ident(fn->sym->ident), count->value);
}
