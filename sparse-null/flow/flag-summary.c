// SPDX-License-Identifier: MIT
/*
 * Flags a function sets through a parameter only together with a
 * pointer: add_delayed_ref_head() stores `*qrecord_inserted_ret = true`
 * only where its qrecord was found not NULL, so its caller's later
 * `if (qrecord_inserted)` runs only with a record that is not NULL.  For
 * each parameter the function writes a constant through (at offset 0),
 * the pointer parameters known not NULL wherever the constant is not 0;
 * a parameter also written with another value, or handed to a call, has
 * no summary.  Summaries are made by hooks on the report pass, where the
 * states at each instruction are known, so a caller sees the functions
 * defined above it (flow/feasible.c uses them).  Only the facts use this.
 */
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "hmap.h"

#include "flow/flow-priv.h"
#include "flow/null-flow.h"

#define MAX_PARAMS	((int)(8 * sizeof(unsigned long)))

/* One function's flags, keyed by its definition. */
struct flag_summary {
	struct symbol *fn;
	unsigned long flags;			/* bit i: parameter i is such a flag */
	unsigned long implies[MAX_PARAMS];	/* per flag: the parameters not NULL */
};

static struct hmap summaries;

/* The function being reported on. */
static struct {
	unsigned long set, broken;		/* flags written not 0; flags with no summary */
	unsigned long implies[MAX_PARAMS];
} current;

static bool same_function(const void *a, const void *b)
{
	return ((const struct flag_summary *)a)->fn == ((const struct flag_summary *)b)->fn;
}

static uint64_t hash_of(struct symbol *fn)
{
	return hmap__hash(HMAP_SEED, &fn, sizeof(fn));
}

static int param_index(pseudo_t p)
{
	return p && p->type == PSEUDO_ARG && p->nr >= 1 && p->nr <= MAX_PARAMS ? p->nr - 1 : -1;
}

static void begin(struct null_flow *nf, struct instruction *unused, int none)
{
	current.set = current.broken = 0;
}

/* The pointer parameters known not NULL here. */
static unsigned long nonnull_params(struct null_flow *nf)
{
	unsigned long mask = 0;
	pseudo_t arg;
	int v, i;

	FOR_EACH_PTR(nf->ep->entry->arg_list, arg) {
		i = param_index(arg);
		v = null_flow__value(nf, arg);
		if (i >= 0 && v >= 0 && null_flow__known_nonnull(nf, v))
			mask |= 1UL << i;
	} END_FOR_EACH_PTR(arg);
	return mask;
}

static void see_store(struct null_flow *nf, struct instruction *store, int none)
{
	int i = param_index(store->src);
	unsigned long bit;

	if (i < 0)
		return;
	bit = 1UL << i;
	if (store->offset || store->target->type != PSEUDO_VAL) {
		current.broken |= bit;
		return;
	}
	if (!store->target->value)
		return;
	current.implies[i] = current.set & bit ? current.implies[i] & nonnull_params(nf) :
					      nonnull_params(nf);
	current.set |= bit;
}

static void see_call(struct null_flow *nf, struct instruction *call, int none)
{
	pseudo_t arg;
	int i;

	FOR_EACH_PTR(call->arguments, arg) {
		i = param_index(arg);
		if (i >= 0)
			current.broken |= 1UL << i;
	} END_FOR_EACH_PTR(arg);
}

static void finish(struct null_flow *nf, struct instruction *unused, int none)
{
	struct symbol *fn = null_flow__function(nf);
	unsigned long flags = current.set & ~current.broken;
	struct flag_summary *s, *in;
	int i;

	for (i = 0; i < MAX_PARAMS; i++) {
		if ((flags & (1UL << i)) && !current.implies[i])
			flags &= ~(1UL << i);
	}
	if (!flags || !fn)
		return;
	if (!summaries.equal)
		hmap__init(&summaries, same_function);
	s = calloc(1, sizeof(*s));
	if (!s)
		die("out of memory");
	s->fn = fn;
	s->flags = flags;
	for (i = 0; i < MAX_PARAMS; i++)
		s->implies[i] = flags & (1UL << i) ? current.implies[i] : 0;
	in = hmap__add(&summaries, hash_of(fn), s);
	if (!in)
		die("out of memory");
	if (in != s) {
		*in = *s;
		free(s);
	}
}

unsigned long null_flow__flag_implies(struct symbol *fn, int index)
{
	struct flag_summary probe = { .fn = fn->definition ? fn->definition : fn };
	const struct flag_summary *s;

	if (!summaries.equal || index < 0 || index >= MAX_PARAMS)
		return 0;
	s = hmap__find(&summaries, hash_of(probe.fn), &probe);
	return s && (s->flags & (1UL << index)) ? s->implies[index] : 0;
}

void null_flow__summarize_flags(void)
{
	static const null_flow_hook_fn hooks[NULL_FLOW_NR_HOOKS] = {
		[NULL_FLOW_BEGIN] = begin,
		[NULL_FLOW_STORE] = see_store,
		[NULL_FLOW_CALL] = see_call,
		[NULL_FLOW_END] = finish,
	};

	null_flow__add_hooks(hooks);
}
