// SPDX-License-Identifier: MIT
/*
 * Which pointer parameters each function of the file dereferences on every
 * path (or passes to a parameter that is), for the facts: after a trace
 * call, handing the argument to such a function dereferences it as surely
 * as `p->x` would (flow/after.c).  A function is summarized when it is
 * analysed, so a call sees the functions defined before it: kernel C
 * defines a static helper above its callers.  Only the facts use this;
 * the checks' diagnostics stay those of the drop-in.
 */
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "hmap.h"

#include "annotations/nullable-attr.h"
#include "flow/flow-priv.h"
#include "flow/null-flow.h"

/* One function's summary, keyed by its definition. */
struct summary {
	struct symbol *fn;
	unsigned long derefs;	/* bit i: parameter i (from 0) */
};

static struct hmap summaries;

static bool same_function(const void *a, const void *b)
{
	return ((const struct summary *)a)->fn == ((const struct summary *)b)->fn;
}

static uint64_t hash_of(struct symbol *fn)
{
	return hmap__hash(HMAP_SEED, &fn, sizeof(fn));
}

static void remember(struct symbol *fn, unsigned long derefs)
{
	struct summary *s = malloc(sizeof(*s)), *in;

	if (!summaries.equal)
		hmap__init(&summaries, same_function);
	if (!s)
		die("out of memory");
	*s = (struct summary){ .fn = fn, .derefs = derefs };
	in = hmap__add(&summaries, hash_of(fn), s);
	if (!in)
		die("out of memory");
	if (in != s) {
		in->derefs = derefs;
		free(s);
	}
}

bool null_flow__param_dereferenced(struct symbol *fn, int index)
{
	struct summary probe = { .fn = fn->definition ? fn->definition : fn };
	const struct summary *s;

	if (!summaries.equal || index < 0 || index >= (int)(8 * sizeof(probe.derefs)))
		return false;
	s = hmap__find(&summaries, hash_of(probe.fn), &probe);
	return s && (s->derefs & (1UL << index));
}

bool null_flow__param_rules_out_null(struct symbol *fn, int index)
{
	return nullable_attr__nonnull_param(fn, index) || null_flow__param_dereferenced(fn, index);
}

void null_param_derefs__summarize(struct null_flow *nf)
{
	struct instruction *entry = nf->ep->entry;
	struct null_after after;
	unsigned long derefs = 0;
	int v, param;

	for (v = 0; v < nf->nr; v++) {
		param = nf->values[v].origin == ORIGIN_PARAM ? null_flow__param(nf, v) : -1;
		if (param < 0 || param >= (int)(8 * sizeof(derefs)))
			continue;
		null_flow__after(nf, entry, v, &after);
		if (after.deref)
			derefs |= 1UL << param;
	}
	if (derefs)
		remember(nf->ep->name, derefs);
}
