// SPDX-License-Identifier: MIT
/*
 * Both "may be NULL" and "may be an ERR_PTR" spread from the calls that
 * pass one along the calls that forward a parameter as it came in: a
 * breadth-first walk from every origin at once, so each parameter keeps
 * the shortest path, and each parameter is entered once, so cycles end.
 * A call where the forwarded value is already known not NULL (tested or
 * dereferenced first) is not a forwarding call: its value is "nonnull".
 *
 * "Known not NULL" is the least fixed point: a parameter is known not
 * NULL once every call passing it something is known to pass a value not
 * NULL; a cycle with no such call from outside stays unknown.
 */
#include <stdlib.h>

#include "propagate.h"

struct queue {
	struct fn_param **items;
	size_t head, tail;
};

bool propagate__passes_null(enum facts_value value, const struct fn *result_of)
{
	return value == FACTS_VALUE_NULL || value == FACTS_VALUE_TESTED_NULL ||
	       value == FACTS_VALUE_NULLABLE ||
	       (value == FACTS_VALUE_CALL && result_of && result_of->returns_null);
}

bool propagate__passes_err(enum facts_value value, const struct fn *result_of)
{
	return value == FACTS_VALUE_ERR ||
	       (value == FACTS_VALUE_CALL && result_of && result_of->returns_err);
}

static struct fn_param *target(const struct site *site)
{
	return &site->callee->params[site->param];
}

static struct fn_param *source(const struct site *site)
{
	return &site->caller->params[site->from_param];
}

static struct site **why(struct fn_param *param, bool err)
{
	return err ? &param->err_why : &param->null_why;
}

/* Every parameter enters the queue at most once: it holds them all. */
static void spread(struct model *model, bool err)
{
	struct queue q = { calloc(model->site_list.nr + 1, sizeof(*q.items)) };
	struct site *site;
	size_t i;

	if (!q.items)
		abort();
	for (i = 0; i < model->site_list.nr; i++) {
		site = model->site_list.items[i];
		if (*why(target(site), err))
			continue;
		if (err ? propagate__passes_err(site->value, site->result_of) :
		    propagate__passes_null(site->value, site->result_of)) {
			*why(target(site), err) = site;
			q.items[q.tail++] = target(site);
		}
	}
	while (q.head < q.tail) {
		struct fn_param *param = q.items[q.head++];

		for (site = param->out; site; site = site->next_out) {
			if (*why(target(site), err))
				continue;
			*why(target(site), err) = site;
			q.items[q.tail++] = target(site);
		}
	}
	free(q.items);
}

static void settle_nonnull(struct model *model)
{
	struct queue q = { calloc(model->site_list.nr + 1, sizeof(*q.items)) };
	struct site *site;
	size_t i;
	int k;

	if (!q.items)
		abort();
	for (i = 0; i < model->fn_list.nr; i++) {
		struct fn *fn = model->fn_list.items[i];

		for (k = 0; k < fn->nr_params; k++) {
			struct fn_param *param = &fn->params[k];

			for (site = param->in; site; site = site->next_in) {
				if (site->value == FACTS_VALUE_PARAM)
					param->nr_pending++;
				else if (site->value != FACTS_VALUE_NONNULL &&
					 site->value != FACTS_VALUE_ERR)
					param->blocked = true;
			}
			if (param->nr_in && !param->blocked && !param->nr_pending) {
				param->nonnull = true;
				q.items[q.tail++] = param;
			}
		}
	}
	while (q.head < q.tail) {
		struct fn_param *param = q.items[q.head++];

		for (site = param->out; site; site = site->next_out) {
			struct fn_param *t = target(site);

			if (--t->nr_pending || t->blocked || t->nonnull)
				continue;
			t->nonnull = true;
			q.items[q.tail++] = t;
		}
	}
	free(q.items);
}

void propagate__run(struct model *model)
{
	spread(model, false);
	spread(model, true);
	settle_nonnull(model);
}

size_t propagate__chain(const struct fn_param *param, bool err,
			const struct site **steps, size_t max)
{
	const struct site *site;
	size_t n = 0, i;

	while (n < max && (site = err ? param->err_why : param->null_why)) {
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
