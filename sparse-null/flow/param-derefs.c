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
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-flow.h"

/* Open addressing over the definitions' addresses; a power of two. */
struct summary {
	struct symbol *fn;
	unsigned long derefs;	/* bit i: parameter i (from 0) */
};

static struct summary *table;
static size_t table_size, table_used;

static size_t slot_of(struct symbol *fn)
{
	return ((uintptr_t)fn >> 4) * 0x9e3779b97f4a7c15ULL >> 7;
}

static struct summary *find(struct symbol *fn)
{
	size_t i = slot_of(fn) & (table_size - 1);

	while (table[i].fn && table[i].fn != fn)
		i = (i + 1) & (table_size - 1);
	return &table[i];
}

static void grow(void)
{
	struct summary *old = table;
	size_t i, old_size = table_size;

	table_size = table_size ? 2 * table_size : 256;
	table = calloc(table_size, sizeof(*table));
	if (!table)
		die("out of memory");
	for (i = 0; i < old_size; i++) {
		if (old[i].fn)
			*find(old[i].fn) = old[i];
	}
	free(old);
}

static void remember(struct symbol *fn, unsigned long derefs)
{
	struct summary *s;

	if (2 * (table_used + 1) > table_size)
		grow();
	s = find(fn);
	if (!s->fn)
		table_used++;
	s->fn = fn;
	s->derefs = derefs;
}

bool null_flow__param_dereferenced(struct symbol *fn, int index)
{
	struct symbol *def = fn->definition ? fn->definition : fn;

	if (!table_size || index < 0 || index >= (int)(8 * sizeof(unsigned long)))
		return false;
	return find(def)->derefs & (1UL << index);
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
