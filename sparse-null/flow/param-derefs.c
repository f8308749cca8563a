// SPDX-License-Identifier: MIT
/*
 * Which pointer parameters each function of the file dereferences on every
 * path (or passes to a parameter that is), for the facts: after a trace
 * call, handing the argument to such a function dereferences it as surely
 * as `p->x` would (flow/after.c).  A function is summarized when it is
 * analysed (param-summary.c), so a call sees the functions defined before
 * it: kernel C defines a static helper above its callers.  Only the facts
 * use this; the checks' diagnostics stay those of the drop-in.
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
struct deref_summary {
	struct symbol *fn;
	unsigned long derefs;	/* bit i: parameter i (from 0) */
};

static struct hmap summaries;

static bool same_function(const void *a, const void *b)
{
	return ((const struct deref_summary *)a)->fn == ((const struct deref_summary *)b)->fn;
}

static uint64_t hash_of(struct symbol *fn)
{
	return hmap__hash(HMAP_SEED, &fn, sizeof(fn));
}

void null_param_derefs__remember(struct symbol *fn, unsigned long derefs)
{
	struct deref_summary *s = malloc(sizeof(*s)), *in;

	if (!summaries.equal)
		hmap__init(&summaries, same_function);
	if (!s)
		die("out of memory");
	*s = (struct deref_summary){ .fn = fn, .derefs = derefs };
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
	struct deref_summary probe = { .fn = fn->definition ? fn->definition : fn };
	const struct deref_summary *s;

	if (!summaries.equal || index < 0 || index >= (int)(8 * sizeof(probe.derefs)))
		return false;
	s = hmap__find(&summaries, hash_of(probe.fn), &probe);
	return s && (s->derefs & (1UL << index));
}

bool null_flow__param_rules_out_null(struct symbol *fn, int index)
{
	return nullable_attr__nonnull_param(fn, index) || null_flow__param_dereferenced(fn, index);
}
