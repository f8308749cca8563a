// SPDX-License-Identifier: MIT
/*
 * A pseudo that the entry block needs but that is not an argument was read
 * before any store reached it.  sparse reports these only when asked twice:
 * -Wuninitialized and -v.
 */
#include "lib.h"
#include "linearize.h"
#include "options.h"

#include "sparse-checks/checks.h"

void check_uninitialized(struct entrypoint *ep)
{
	struct symbol *fn = ep->name;
	pseudo_t pseudo;

	if (!Wuninitialized || !verbose)
		return;
	FOR_EACH_PTR(ep->entry->bb->needs, pseudo) {
		if (pseudo->type == PSEUDO_ARG)
			continue;
		warning(fn->pos, "%s: possible uninitialized variable (%s)",
			show_ident(fn->ident), show_pseudo(pseudo));
	} END_FOR_EACH_PTR(pseudo);
}
