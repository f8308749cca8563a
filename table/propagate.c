// SPDX-License-Identifier: MIT
/*
 * Both "may be NULL" and "may be an ERR_PTR" spread from the calls that
 * pass one along the calls that forward a parameter as it came in: a
 * breadth-first walk from every origin at once, so each parameter keeps
 * the shortest path, and each parameter is entered once, so cycles end.
 * A call where the forwarded value is already known not NULL (tested or
 * dereferenced first) is not a forwarding call: its value is "nonnull".
 *
 * A parameter declared __nullable is an origin of NULL itself.  Return
 * values spread first, the same way, from functions returning NULL to
 * those returning their result (return records' "calls"), so a call's
 * result may be NULL because of a function three files away.
 *
 * "Known not NULL" is the greatest fixed point with a ground: a parameter
 * is known not NULL when no call passes it, directly or forwarded through
 * other parameters, a value not known not NULL, and some call from
 * outside every cycle passes it one (settle_nonnull()).
 */
#include <stdlib.h>

#include "propagate.h"

struct queue {
	struct fn_param **items;
	size_t head, tail;
};

/*
 * A sentinel ((T *)1) is neither NULL nor valid: like an ERR_PTR, it makes
 * the argument a scalar for the verifier, so it spreads on the ERR_PTR walk.
 * A call's result passed on ("call") carries nothing: the facts do not say
 * whether the caller tested or dereferenced it first, and on the 6.12 tree
 * most such results were (kzalloc() then args->geo = ... in
 * xfs_dir_lookup(), a tested pick_highest_pushable_task() in
 * pull_rt_task()).  Only values the facts classify start a walk.  A NULL
 * an inlined helper returns under its own test starts no sure one.
 */
static bool passes(enum facts_value value, enum propagate_walk walk)
{
	switch (walk) {
	case PROPAGATE_ERR:
		return value == FACTS_VALUE_ERR || value == FACTS_VALUE_SENTINEL;
	case PROPAGATE_NULL:
		if (value == FACTS_VALUE_COND_NULL)
			return true;
		/* fall through */
	default:
		return value == FACTS_VALUE_NULL || value == FACTS_VALUE_TESTED_NULL ||
		       value == FACTS_VALUE_NULLABLE;
	}
}

/*
 * A call through a struct member reaches every function stored there, but
 * which one a given call reaches the facts do not say: such a call proves
 * a parameter not NULL (when it and every other call pass a value not
 * NULL) and blocks that proof, but starts and carries no NULL.  Nor does
 * a store into a member: which object's member a later read finds, and
 * whether that store came first, the facts do not say.  A member of a
 * struct_ops type is itself where the NULL arrives: the BPF program
 * implementing it gets what the call passes.  A call proven to pass a
 * value not NULL (its deref_if) carries none either.
 */
static bool carries(const struct site *site)
{
	if (site->proven)
		return false;
	if (site->callee->struct_ops && !site->through)
		return true;
	return !site->through && !site->callee->member && !site->callee->field;
}

/*
 * Does forwarding call @site carry the walk on?  For a sure NULL, only
 * when the forwarding function makes the call on every path: otherwise
 * the NULL arrives only under conditions the facts do not keep.
 */
static bool forwards(const struct site *site, enum propagate_walk walk)
{
	return carries(site) && (walk != PROPAGATE_SURE_NULL || site->always);
}

static struct fn_param *target(const struct site *site)
{
	return &site->callee->params[site->param];
}

static struct fn_param *source(const struct site *site)
{
	return &site->caller->params[site->from_param];
}

static struct site **why(struct fn_param *param, enum propagate_walk walk)
{
	switch (walk) {
	case PROPAGATE_ERR:
		return &param->err_why;
	case PROPAGATE_SURE_NULL:
		return &param->sure_why;
	default:
		return &param->null_why;
	}
}

const struct site *propagate__why(const struct fn_param *param, enum propagate_walk walk)
{
	return *why((struct fn_param *)param, walk);
}

bool propagate__may_null(const struct fn_param *param)
{
	return param->null_why || param->declared;
}

static bool reached(struct fn_param *param, enum propagate_walk walk)
{
	return *why(param, walk) || (walk != PROPAGATE_ERR && param->declared);
}

static bool *returns(struct fn *fn, bool err)
{
	return err ? &fn->returns_err : &fn->returns_null;
}

static struct fn **returns_from(struct fn *fn, bool err)
{
	return err ? &fn->err_from : &fn->null_from;
}

/* Each function enters the queue at most once. */
static void spread_returns(struct model *model, bool err)
{
	struct fn **q = calloc(model->fn_list.nr + 1, sizeof(*q));
	size_t head = 0, tail = 0, i;
	struct fn_list *use;

	if (!q)
		abort();
	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];

		if (*returns(fn, err))
			q[tail++] = fn;
	}
	while (head < tail) {
		struct fn *fn = q[head++];

		for (use = fn->returned_by; use; use = use->next) {
			if (*returns(use->fn, err))
				continue;
			*returns(use->fn, err) = true;
			*returns_from(use->fn, err) = fn;
			q[tail++] = use->fn;
		}
	}
	free(q);
}

/*
 * Does every function @fn returns the result of never return NULL, and is
 * every member whose value it returns known never NULL (as far as known)?
 */
static bool results_nonnull(const struct fn *fn)
{
	const struct fn_list *call, *field;

	for (call = fn->calls; call; call = call->next) {
		if (!call->fn->returns_nonnull)
			return false;
	}
	for (field = fn->fields; field; field = field->next) {
		if (!field->fn->params[0].nonnull)
			return false;
	}
	return true;
}

/*
 * A function never returns NULL when each of its return records says every
 * return is known not NULL or another function's result, and each of those
 * functions never returns NULL in turn (a cycle proves nothing: it starts
 * false, and only a change makes another pass).
 */
static bool settle_returns_nonnull(struct model *model)
{
	bool changed = true, any = false;
	size_t i;

	while (changed) {
		changed = false;
		for (i = 0; i < model->fn_list.nr; i++) {
			struct fn *fn = model->fn_list.items[i];

			if (fn->returns_nonnull || !fn->returned || !fn->nonnull_here ||
			    fn->returns_null || fn->returns_err || !results_nonnull(fn))
				continue;
			fn->returns_nonnull = true;
			changed = any = true;
		}
	}
	return any;
}

/* Parameters declared __nullable start the NULL walk with no call behind them. */
static size_t seed_declared(struct model *model, struct fn_param **q)
{
	size_t i, tail = 0;
	int k;

	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];

		for (k = 0; k < fn->nr_params; k++) {
			if (fn->params[k].declared)
				q[tail++] = &fn->params[k];
		}
	}
	return tail;
}

/* Every parameter enters the queue at most once. */
static void spread(struct model *model, enum propagate_walk walk)
{
	struct queue q = { calloc(model->site_list.nr + model->nr_params + 1, sizeof(*q.items)) };
	struct site *site;
	size_t i;

	if (!q.items)
		abort();
	if (walk != PROPAGATE_ERR)
		q.tail = seed_declared(model, q.items);
	for (i = 0; i < model->site_list.nr; i++) {
		site = model->site_list.items[i];
		if (reached(target(site), walk))
			continue;
		if (passes(site->value, walk) && carries(site)) {
			*why(target(site), walk) = site;
			q.items[q.tail++] = target(site);
		}
	}
	while (q.head < q.tail) {
		struct fn_param *param = q.items[q.head++];

		for (site = param->out; site; site = site->next_out) {
			if (reached(target(site), walk) || !forwards(site, walk))
				continue;
			*why(target(site), walk) = site;
			q.items[q.tail++] = target(site);
		}
	}
	free(q.items);
}

bool propagate__passes_nonnull(const struct site *site)
{
	if (site->proven)
		return true;
	if (site->value == FACTS_VALUE_CALL)
		return site->result_of && site->result_of->returns_nonnull;
	if (site->value == FACTS_VALUE_PARAM)
		return source(site)->nonnull;
	return site->value == FACTS_VALUE_NONNULL || site->value == FACTS_VALUE_ERR ||
	       site->value == FACTS_VALUE_SENTINEL;
}

/*
 * A parameter that some call passes a value not known not NULL, or that
 * no call is known to pass anything, or that such a parameter is
 * forwarded to, directly or through others.
 */
static void spread_blocked(struct model *model, struct queue *q)
{
	struct site *site;
	size_t i;
	int k;

	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];

		for (k = 0; k < fn->nr_params; k++) {
			struct fn_param *param = &fn->params[k];

			/* No call known: what it gets is not known either. */
			param->blocked = param->declared || param->unknown_in || !param->nr_in;
			param->nr_forwarded = 0;
			for (site = param->in; site; site = site->next_in) {
				if (site->value == FACTS_VALUE_PARAM && !site->proven)
					param->nr_forwarded++;
				else if (!propagate__passes_nonnull(site))
					param->blocked = true;
			}
			if (param->blocked)
				q->items[q->tail++] = param;
		}
	}
	while (q->head < q->tail) {
		struct fn_param *param = q->items[q->head++];

		for (site = param->out; site; site = site->next_out) {
			if (!site->proven && !target(site)->blocked) {
				target(site)->blocked = true;
				q->items[q->tail++] = target(site);
			}
		}
	}
}

/*
 * "Known not NULL" is the greatest fixed point with a ground: a parameter
 * nothing blocks is known not NULL when some call from outside every
 * cycle of forwarding calls reaches it, directly or forwarded.  Each
 * call of a cycle then forwards a value that the cycle's first call,
 * from outside, brought in not NULL.  A cycle no call from outside
 * reaches proves nothing.  Every parameter enters each queue at most once.
 */
static void settle_nonnull(struct model *model)
{
	struct queue q = { calloc(model->nr_params + 1, sizeof(*q.items)) };
	struct site *site;
	size_t i;
	int k;

	if (!q.items)
		abort();
	spread_blocked(model, &q);
	q.head = q.tail = 0;
	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];

		for (k = 0; k < fn->nr_params; k++) {
			struct fn_param *param = &fn->params[k];

			if (!param->blocked && param->nr_in > param->nr_forwarded) {
				param->nonnull = true;
				q.items[q.tail++] = param;
			}
		}
	}
	while (q.head < q.tail) {
		struct fn_param *param = q.items[q.head++];

		for (site = param->out; site; site = site->next_out) {
			struct fn_param *t = target(site);

			if (t->blocked || t->nonnull)
				continue;
			t->nonnull = true;
			q.items[q.tail++] = t;
		}
	}
	free(q.items);
}

const struct fn *propagate__dereferenced_by(const struct handed_to *d, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		if (d[i].param < d[i].fn->nr_params && d[i].fn->params[d[i].param].derefs)
			return d[i].fn;
	}
	return NULL;
}

/*
 * A call whose caller handed the value, on every path before it, to a
 * function that dereferences that parameter on every path passes no NULL:
 * it would have crashed there first.  The function is in another file
 * (or defined below), so only now, every file's function records merged,
 * is it known.
 */
static void prove_handed_sites(struct model *model)
{
	size_t i;

	for (i = 0; i < model->site_list.nr; i++) {
		struct site *site = model->site_list.items[i];

		site->proven = site->nr_deref_if &&
			       propagate__dereferenced_by(site->deref_if, site->nr_deref_if);
	}
}

void propagate__run(struct model *model)
{
	prove_handed_sites(model);
	spread_returns(model, false);
	spread_returns(model, true);
	settle_returns_nonnull(model);
	spread(model, PROPAGATE_NULL);
	spread(model, PROPAGATE_SURE_NULL);
	spread(model, PROPAGATE_ERR);
	/*
	 * Members known never NULL make the functions returning their values
	 * never return NULL, which may prove more parameters and members.
	 */
	do {
		settle_nonnull(model);
	} while (settle_returns_nonnull(model));
}

size_t propagate__chain(const struct fn_param *param, enum propagate_walk walk,
			const struct site **steps, size_t max)
{
	const struct site *site;
	size_t n = 0, i;

	while (n < max && (site = propagate__why(param, walk))) {
		steps[n++] = site;
		if (site->value != FACTS_VALUE_PARAM)
			break;
		param = source(site);
	}
	for (i = 0; i < n / 2; i++) {
		const struct site *t = steps[i];

		steps[i] = steps[n - 1 - i];
		steps[n - 1 - i] = t;
	}
	return n;
}

size_t propagate__return_chain(const struct fn *fn, bool err, const struct fn **steps, size_t max)
{
	size_t n = 0, i;

	while (n < max && fn) {
		steps[n++] = fn;
		fn = err ? fn->err_from : fn->null_from;
	}
	for (i = 0; i < n / 2; i++) {
		const struct fn *t = steps[i];

		steps[i] = steps[n - 1 - i];
		steps[n - 1 - i] = t;
	}
	return n;
}
