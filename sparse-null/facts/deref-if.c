// SPDX-License-Identifier: MIT
/* The calls that may prove a value not NULL at a site (deref-if.h). */
#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "facts/deref-if.h"
#include "facts/facts.h"
#include "flow/null-flow.h"

static bool see_passed(struct symbol *callee, int index, struct instruction *call, void *data)
{
	struct deref_if_search *found = data;
	struct deref_if *d = &found->candidates;
	int i;

	if (null_flow__param_rules_out_null(callee, index)) {
		found->proof = call;
		return false;
	}
	for (i = 0; i < d->nr; i++) {
		if (d->fn[i] == callee && d->param[i] == index)
			return true;
	}
	if (d->nr < MAX_DEREF_IF) {
		d->fn[d->nr] = callee;
		d->param[d->nr++] = index;
	}
	return true;
}

void deref_if__search(struct null_flow *nf, struct instruction *insn, int value,
		      struct deref_if_search *found)
{
	null_flow__passed_before(nf, insn, value, see_passed, found);
}

void deref_if__write(const struct deref_if *d, int arg)
{
	int i;

	for (i = 0; i < d->nr; i++) {
		facts__open_array(NULL);
		if (arg >= 0)
			facts__write_int(NULL, arg);
		facts__write_string(NULL, ident__name(d->fn[i]->ident));
		facts__write_int(NULL, d->param[i]);
		if (d->fn[i]->ctype.modifiers & MOD_STATIC)
			facts__write_string(NULL, "static");
		facts__close_array();
	}
}
