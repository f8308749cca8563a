// SPDX-License-Identifier: MIT
/*
 * The plan: every pointer argument of every event, sorted so that the
 * events of one class argument are adjacent, then one plan_arg per class
 * argument with the series its best verdict calls for.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "btf-nullable.h"
#include "plan.h"

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !strcmp(s + n - m, suffix);
}

static int compare_uses(const void *a, const void *b)
{
	const struct plan_use *x = a, *y = b;
	int c = strcmp(x->event->file, y->event->file);

	if (!c)
		c = strcmp(x->event->class, y->event->class);
	if (!c)
		c = (x->arg->index > y->arg->index) - (x->arg->index < y->arg->index);
	if (!c)
		c = strcmp(x->event->name, y->event->name);
	return c;
}

static bool same_class_arg(const struct plan_use *a, const struct plan_use *b)
{
	return !strcmp(a->event->file, b->event->file) &&
	       !strcmp(a->event->class, b->event->class) &&
	       a->arg->index == b->arg->index;
}

static const struct null_table_bug *find_bug(const struct null_table *table,
					     const char *event, int index)
{
	size_t i;

	for (i = 0; i < table->nr_bugs; i++) {
		if (!strcmp(table->bugs[i].event, event) && table->bugs[i].arg == index)
			return &table->bugs[i];
	}
	return NULL;
}

/* Every pointer argument of an event with a known class. */
static int collect_uses(const struct null_table *table, struct plan *plan,
			struct plan_use **uses, size_t *nr_uses)
{
	size_t i, j, n = 0;

	for (i = 0; i < table->nr_events; i++)
		n += table->events[i].nr_args;
	*uses = calloc(n + 1, sizeof(**uses));
	if (!*uses)
		return -ENOMEM;
	*nr_uses = 0;
	for (i = 0; i < table->nr_events; i++) {
		const struct null_table_entry *ev = &table->events[i];

		for (j = 0; j < ev->nr_args; j++) {
			if (!ev->class) {
				plan->no_class++;
				continue;
			}
			(*uses)[(*nr_uses)++] = (struct plan_use){
				.event = ev, .arg = &ev->args[j],
				.bug = find_bug(table, ev->name, ev->args[j].index),
			};
		}
	}
	qsort(*uses, *nr_uses, sizeof(**uses), compare_uses);
	return 0;
}

bool plan__use_graded(const struct plan_use *use, enum plan_series series)
{
	if (series == SERIES_NULLABLE)
		return use->arg->verdict == NULL_VERDICT_NULLABLE;
	return use->arg->verdict == NULL_VERDICT_GUARDED;
}

/* Turn the uses [@first, @end) of one class argument into a plan entry. */
static int plan__add(struct plan *plan, struct plan_use *first, size_t n)
{
	struct plan_arg *arg;
	bool nullable = false, guarded = false, suspect = false, err = false;
	size_t i;

	for (i = 0; i < n; i++) {
		nullable |= plan__use_graded(&first[i], SERIES_NULLABLE);
		guarded |= plan__use_graded(&first[i], SERIES_GUARDED);
		suspect |= first[i].arg->suspect;
		err |= first[i].arg->err;
	}
	if (ends_with(first->arg->name, BTF_NULLABLE_SUFFIX)) {
		plan->already++;
		return 0;
	}
	if (!nullable && !guarded && !suspect && !err)
		return 0;
	if (ARRAY_ENSURE(plan->args, plan->alloc_args, plan->nr_args + 1))
		return -ENOMEM;
	arg = &plan->args[plan->nr_args++];
	*arg = (struct plan_arg){
		.file = first->event->file, .class = first->event->class,
		.index = first->arg->index, .name = first->arg->name,
		.type = first->arg->type,
		.series = nullable ? SERIES_NULLABLE : SERIES_GUARDED,
		.annotate = (nullable || guarded) && !err,
		.err = err,
		.nr_uses = n,
	};
	arg->uses = malloc(n * sizeof(*arg->uses));
	if (!arg->uses)
		return -ENOMEM;
	memcpy(arg->uses, first, n * sizeof(*first));
	return 0;
}

/*
 * Does a caller pass @param a literal NULL, right there (a chain of one
 * step passing "null")?  The fact the functions series rests on.
 */
static const struct null_table_evidence *literal_null(const struct null_table_arg *param)
{
	size_t i;

	for (i = 0; i < param->nr_evidence; i++) {
		const struct null_table_evidence *ev = &param->evidence[i];

		if (!strcmp(ev->kind, "call-null") && ev->nr_chain == 1 &&
		    !strcmp(ev->chain[0].passes, "null"))
			return ev;
	}
	return NULL;
}

static int compare_params(const void *a, const void *b)
{
	const struct plan_param *x = a, *y = b;
	int c = strcmp(x->function->file, y->function->file);

	if (!c)
		c = (x->function->line > y->function->line) - (x->function->line < y->function->line);
	if (!c)
		c = (x->param->index > y->param->index) - (x->param->index < y->param->index);
	return c;
}

/* The function parameters the functions series renames, by file and line. */
static int collect_params(const struct null_table *table, struct plan *plan)
{
	size_t i, j, n = 0;

	for (i = 0; i < table->nr_functions; i++)
		n += table->functions[i].nr_args;
	plan->params[SERIES_FUNCTIONS] = calloc(n + 1, sizeof(*plan->params[0]));
	if (!plan->params[SERIES_FUNCTIONS])
		return -ENOMEM;
	for (i = 0; i < table->nr_functions; i++) {
		const struct null_table_entry *f = &table->functions[i];

		/* a name defined in several files: which file each parameter is lost */
		for (j = 0; !f->merged && ends_with(f->file, ".c") && j < f->nr_args; j++) {
			const struct null_table_arg *p = &f->args[j];

			if (p->verdict != NULL_VERDICT_NULLABLE || p->err ||
			    ends_with(p->name, BTF_NULLABLE_SUFFIX) || !literal_null(p))
				continue;
			plan->params[SERIES_FUNCTIONS][plan->nr_params[SERIES_FUNCTIONS]++] =
				(struct plan_param){ .function = f, .param = p, .null = literal_null(p) };
		}
	}
	qsort(plan->params[SERIES_FUNCTIONS], plan->nr_params[SERIES_FUNCTIONS],
	      sizeof(*plan->params[0]), compare_params);
	return 0;
}

/* "struct x *", "struct x const *": what a stub may name __nullable (one star). */
static bool is_struct_pointer(const char *type)
{
	if (!strncmp(type, "const ", 6))
		type += 6;
	return !strncmp(type, "struct ", 7) && ends_with(type, " *") &&
	       strchr(type, '*') == strrchr(type, '*');
}

/* The first item of @arg's evidence with a call path, or NULL. */
static const struct null_table_evidence *null_call(const struct null_table_arg *arg)
{
	size_t i;

	for (i = 0; i < arg->nr_evidence; i++) {
		if (arg->evidence[i].nr_chain)
			return &arg->evidence[i];
	}
	return NULL;
}

/* The struct_ops arguments whose stub parameter the struct_ops series renames. */
static int collect_stubs(const struct null_table *table, struct plan *plan)
{
	struct plan_param *stubs;
	size_t i, j, n = 0;

	for (i = 0; i < table->nr_struct_ops; i++)
		n += table->struct_ops[i].nr_args;
	stubs = plan->params[SERIES_STRUCT_OPS] = calloc(n + 1, sizeof(*stubs));
	if (!stubs)
		return -ENOMEM;
	for (i = 0; i < table->nr_struct_ops; i++) {
		const struct null_table_entry *m = &table->struct_ops[i];

		for (j = 0; ends_with(m->file, ".c") && j < m->nr_args; j++) {
			const struct null_table_arg *p = &m->args[j];

			if (p->verdict != NULL_VERDICT_NULLABLE || p->err || p->suspect ||
			    ends_with(p->name, BTF_NULLABLE_SUFFIX) || !is_struct_pointer(p->type) ||
			    !null_call(p))
				continue;
			stubs[plan->nr_params[SERIES_STRUCT_OPS]++] =
				(struct plan_param){ .function = m, .param = p, .null = null_call(p) };
		}
	}
	qsort(stubs, plan->nr_params[SERIES_STRUCT_OPS], sizeof(*stubs), compare_params);
	return 0;
}

int plan__build(struct plan *plan, const struct null_table *table)
{
	struct plan_use *uses;
	size_t nr_uses, i, start;
	int err;

	memset(plan, 0, sizeof(*plan));
	err = collect_uses(table, plan, &uses, &nr_uses);
	for (i = start = 0; !err && i < nr_uses; i++) {
		if (i + 1 < nr_uses && same_class_arg(&uses[i], &uses[i + 1]))
			continue;
		err = plan__add(plan, &uses[start], i + 1 - start);
		start = i + 1;
	}
	free(uses);
	if (!err)
		err = collect_params(table, plan);
	if (!err)
		err = collect_stubs(table, plan);
	if (err)
		plan__free(plan);
	return err;
}

void plan__free(struct plan *plan)
{
	size_t i;

	for (i = 0; i < plan->nr_args; i++)
		free(plan->args[i].uses);
	free(plan->args);
	for (i = 0; i < NR_SERIES; i++)
		free(plan->params[i]);
	memset(plan, 0, sizeof(*plan));
}
