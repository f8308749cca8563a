// SPDX-License-Identifier: MIT
/*
 * Combining the tables of several configurations of one release.  Each
 * configuration was graded on its own facts: a call path is a path only
 * within one build, so facts are never pooled across configurations.
 * What combines is the verdicts, argument by argument, and each item of
 * evidence is kept with the name of the configuration it holds in.
 *
 * A function's table leaves out a parameter whose verdict is unknown
 * (grade.c), so a configuration that defines the function but does not
 * list the parameter is asked of its model, and counts as unknown there:
 * otherwise another configuration's nonnull would pass for every one's.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "null-table.h"

#include "combine.h"

/* An entry of one configuration, grouped with the same entry of the others. */
struct member {
	const struct grade_entry *entry;
	size_t config;
};

/* Every entry of one section of every configuration, sorted into groups. */
struct members {
	struct member *v;
	size_t nr;
};

struct combiner {
	struct combine_config *configs;
	size_t nr_configs;
	struct grades *merged;
	/* A function's group: its definition in each configuration defining it, or NULL. */
	const struct fn *defined[COMBINE_MAX_CONFIGS];
};

static void *zalloc(size_t nr, size_t size)
{
	void *p = calloc(nr + 1, size);

	if (!p)
		abort();
	return p;
}

static bool is_name_char(char c)
{
	return isalnum((unsigned char)c) || (c && strchr("_.+-", c));
}

/* "NAME:FACTSDIR", NAME of letters, digits and "_.+-". */
static int check_operand(const char *arg, char *err, size_t err_size)
{
	const char *colon = strchr(arg, ':'), *p;

	if (!colon || colon == arg || !colon[1]) {
		snprintf(err, err_size, "'%s': with --configs, each operand is NAME:FACTSDIR", arg);
		return -EINVAL;
	}
	for (p = arg; p < colon; p++) {
		if (!is_name_char(*p)) {
			snprintf(err, err_size, "'%s': a configuration's name is letters, digits"
				 " and \"_.+-\"", arg);
			return -EINVAL;
		}
	}
	return 0;
}

static struct combine_config *find_config(struct combine_config *configs, size_t nr,
					  const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		if (strlen(configs[i].name) == len && !strncmp(configs[i].name, name, len))
			return &configs[i];
	}
	return NULL;
}

static int by_name(const void *x, const void *y)
{
	const struct combine_config *a = x, *b = y;

	return strcmp(a->name, b->name);
}

/* The configuration operand @arg names, made when new; NULL past the limit. */
static struct combine_config *config_of(struct combine_config *configs, size_t *nr,
					char *arg, int nr_args)
{
	size_t len = strchr(arg, ':') - arg;
	struct combine_config *c = find_config(configs, *nr, arg, len);

	if (c || *nr == COMBINE_MAX_CONFIGS)
		return c;
	c = &configs[(*nr)++];
	c->name = strndup(arg, len);
	c->dirs = zalloc(nr_args, sizeof(*c->dirs));
	if (!c->name)
		abort();
	model__init(&c->model);
	return c;
}

int combine__parse(char **args, int nr_args, struct combine_config **configs, size_t *nr,
		   char *err, size_t err_size)
{
	struct combine_config *c;
	int i;

	*configs = zalloc(nr_args, sizeof(**configs));
	*nr = 0;
	for (i = 0; i < nr_args; i++) {
		if (check_operand(args[i], err, err_size))
			goto fail;
		c = config_of(*configs, nr, args[i], nr_args);
		if (!c) {
			snprintf(err, err_size, "'%s': at most %d configurations", args[i],
				 COMBINE_MAX_CONFIGS);
			goto fail;
		}
		c->dirs[c->nr_dirs++] = strchr(args[i], ':') + 1;
	}
	qsort(*configs, *nr, sizeof(**configs), by_name);
	return 0;
fail:
	combine__free(*configs, *nr);
	*configs = NULL;
	*nr = 0;
	return -EINVAL;
}

struct combine_config *combine__plain(char **dirs, int nr_dirs)
{
	struct combine_config *c = zalloc(1, sizeof(*c));

	c->dirs = zalloc(nr_dirs, sizeof(*c->dirs));
	memcpy(c->dirs, dirs, nr_dirs * sizeof(*dirs));
	c->nr_dirs = nr_dirs;
	model__init(&c->model);
	return c;
}

void combine__free(struct combine_config *configs, size_t nr)
{
	size_t i;

	for (i = 0; i < nr; i++) {
		grade__free(&configs[i].grades);
		model__free(&configs[i].model);
		free(configs[i].name);
		free(configs[i].dirs);
	}
	free(configs);
}

/* NULL before any string. */
static int compare_names(const char *a, const char *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	return strcmp(a, b);
}

/* One function across configurations: its name, a static one's unit, its definition. */
static int compare_functions(const struct grade_entry *a, const struct grade_entry *b)
{
	return strcmp(a->name, b->name) ?: compare_names(a->tu, b->tu) ?:
	       compare_names(a->file, b->file);
}

static int compare_configs(const struct member *a, const struct member *b)
{
	return (a->config > b->config) - (a->config < b->config);
}

static int by_event(const void *x, const void *y)
{
	const struct member *a = x, *b = y;

	return strcmp(a->entry->name, b->entry->name) ?: compare_configs(a, b);
}

static int by_function(const void *x, const void *y)
{
	const struct member *a = x, *b = y;

	return compare_functions(a->entry, b->entry) ?: compare_configs(a, b);
}

/* The table's order of functions, a static one's unit after it to settle ties. */
static int by_entry(const void *x, const void *y)
{
	const struct grade_entry *a = x, *b = y;

	return grade__compare_entries(a, b) ?: compare_names(a->tu, b->tu);
}

/* The three sections of a table; a struct_ops member's name is unique, as an event's. */
enum section { SECTION_EVENTS, SECTION_FUNCTIONS, SECTION_STRUCT_OPS };

/* Section @s of grades @g, and its size in *@nr. */
static struct grade_entry *section_of(const struct grades *g, enum section s, size_t *nr)
{
	switch (s) {
	case SECTION_EVENTS:
		*nr = g->nr_events;
		return g->events;
	case SECTION_STRUCT_OPS:
		*nr = g->nr_struct_ops;
		return g->struct_ops;
	default:
		*nr = g->nr_functions;
		return g->functions;
	}
}

static void gather(struct members *m, const struct combine_config *configs, size_t nr,
		   enum section s)
{
	size_t i, k, n, total = 0;

	for (i = 0; i < nr; i++) {
		section_of(&configs[i].grades, s, &n);
		total += n;
	}
	m->v = zalloc(total, sizeof(*m->v));
	m->nr = 0;
	for (i = 0; i < nr; i++) {
		struct grade_entry *entries = section_of(&configs[i].grades, s, &n);

		for (k = 0; k < n; k++) {
			m->v[m->nr].entry = &entries[k];
			m->v[m->nr++].config = i;
		}
	}
	qsort(m->v, m->nr, sizeof(*m->v), s == SECTION_FUNCTIONS ? by_function : by_event);
}

/* The entry of configuration @config in @group, or NULL. */
static const struct grade_entry *entry_of(const struct member *group, size_t n, size_t config)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (group[i].config == config)
			return group[i].entry;
	}
	return NULL;
}

/* Function @e as configuration @c defines it (same name, unit and definition), or NULL. */
static const struct fn *defined_in(struct combine_config *c, const struct grade_entry *e)
{
	const char *name = model__find_string(&c->model, e->name);
	const char *tu = e->tu ? model__find_string(&c->model, e->tu) : NULL;
	const struct fn *fn;

	if (!name || (e->tu && !tu))
		return NULL;
	fn = model__find_fn(&c->model, name, tu);
	if (!fn || !fn->defined || compare_names(fn->file, e->file))
		return NULL;
	return fn;
}

static bool has_pointer_param(const struct fn *fn, int index)
{
	return index < fn->nr_params && fn->params[index].type &&
	       grade__is_pointer(fn->params[index].type);
}

static void vote(struct grade_arg *a, size_t config, enum null_verdict verdict)
{
	a->config_verdicts[config] = verdict;
	a->verdict = null_verdict__combine(a->verdict, verdict);
}

/*
 * Configuration @config's argument @from into @a: its verdict, its flags
 * OR-ed, its evidence named.  The NULL path a bug line shows is the first
 * configuration's where the argument is a bug, else the first's at all.
 */
static void take_arg(struct grade_arg *a, const struct grade_arg *from, size_t config,
		     const char *name)
{
	size_t k;

	if (!a->name) {
		a->name = from->name;
		a->type = from->type;
	}
	if (!a->kernel_mark)
		a->kernel_mark = from->kernel_mark;
	vote(a, config, from->verdict);
	if (from->null_path && (!a->null_path || (from->bug && !a->bug))) {
		a->null_path = &a->items[a->nr_items + (from->null_path - from->items)];
		a->deref = from->deref;
	}
	a->err |= from->err;
	a->bug |= from->bug;
	a->suspect |= from->suspect;
	a->nonnull_sites += from->nonnull_sites;
	for (k = 0; k < from->nr_items; k++) {
		a->items[a->nr_items] = from->items[k];
		a->items[a->nr_items++].config = name;
	}
}

/*
 * Argument (or parameter) @index of the entries of @group, into @a; a
 * configuration defining the function (cb->defined) without listing the
 * parameter says unknown.
 */
static void combine_arg(struct combiner *cb, const struct member *group, size_t n, int index,
			struct grade_arg *a)
{
	size_t i, c, nr_items = 0;
	const struct grade_arg *from;

	for (i = 0; i < n; i++) {
		from = grade__arg(group[i].entry, index);
		nr_items += from ? from->nr_items : 0;
	}
	a->index = index;
	a->verdict = NULL_VERDICT_UNCALLED;
	a->items = zalloc(nr_items, sizeof(*a->items));
	a->config_verdicts = zalloc(cb->nr_configs, sizeof(*a->config_verdicts));
	memset(a->config_verdicts, NR_NULL_VERDICTS, cb->nr_configs);
	for (c = 0; c < cb->nr_configs; c++) {
		from = grade__arg(entry_of(group, n, c), index);
		if (from)
			take_arg(a, from, c, cb->configs[c].name);
		else if (cb->defined[c] && has_pointer_param(cb->defined[c], index))
			vote(a, c, NULL_VERDICT_UNKNOWN);
	}
}

static int by_index(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

/* The argument indexes of @group's entries, sorted, each once, into @indexes. */
static size_t union_of_indexes(const struct member *group, size_t n, int *indexes)
{
	size_t i, k, nr = 0, kept = 0;

	for (i = 0; i < n; i++) {
		for (k = 0; k < group[i].entry->nr_args; k++)
			indexes[nr++] = group[i].entry->args[k].index;
	}
	qsort(indexes, nr, sizeof(*indexes), by_index);
	for (i = 0; i < nr; i++) {
		if (!kept || indexes[kept - 1] != indexes[i])
			indexes[kept++] = indexes[i];
	}
	return kept;
}

/* The configurations building @group's entry, and for a function its definitions. */
static void find_builders(struct combiner *cb, const struct member *group, size_t n,
			  bool event, struct grade_entry *out)
{
	size_t c;

	out->configs = 0;
	for (c = 0; c < cb->nr_configs; c++) {
		cb->defined[c] = event ? NULL : defined_in(&cb->configs[c], out);
		if (cb->defined[c] || entry_of(group, n, c))
			out->configs |= UINT64_C(1) << c;
	}
}

/*
 * The entries of @group (one event, function or struct_ops member) as one
 * entry @out.  A function keeps only the parameters whose combined
 * verdict is not unknown (or that may be an ERR_PTR), as grade.c does;
 * false when none is left.  An event's arguments count in the totals.
 */
static bool combine_entry(struct combiner *cb, const struct member *group, size_t n,
			  enum section s, struct grade_entry *out)
{
	bool event = s == SECTION_EVENTS, function = s == SECTION_FUNCTIONS;
	size_t i, nr_indexes, total = 0;
	int *indexes;

	for (i = 0; i < n; i++)
		total += group[i].entry->nr_args;
	*out = *group[0].entry;
	for (i = 1; event && !out->class && i < n; i++)
		out->class = group[i].entry->class;
	find_builders(cb, group, n, !function, out);
	indexes = zalloc(total, sizeof(*indexes));
	nr_indexes = union_of_indexes(group, n, indexes);
	out->args = zalloc(nr_indexes, sizeof(*out->args));
	out->nr_args = 0;
	for (i = 0; i < nr_indexes; i++) {
		struct grade_arg *a = &out->args[out->nr_args];

		combine_arg(cb, group, n, indexes[i], a);
		if (function && a->verdict == NULL_VERDICT_UNKNOWN && !a->err) {
			free(a->items);
			free(a->config_verdicts);
			memset(a, 0, sizeof(*a));
			continue;
		}
		if (event)
			grade__count(cb->merged, a);
		out->nr_args++;
	}
	free(indexes);
	if (!function || out->nr_args)
		return true;
	free(out->args);
	return false;
}

static bool same_group(const struct member *a, const struct member *b, enum section s)
{
	return s != SECTION_FUNCTIONS ? !strcmp(a->entry->name, b->entry->name) :
					!compare_functions(a->entry, b->entry);
}

/* Every event, function or struct_ops member (@s) of the configurations, combined. */
static void combine_section(struct combiner *cb, enum section s)
{
	struct grades *g = cb->merged;
	struct grade_entry *out;
	struct members m;
	size_t from, to, *nr;

	gather(&m, cb->configs, cb->nr_configs, s);
	out = zalloc(m.nr, sizeof(*out));
	nr = s == SECTION_EVENTS ? &g->nr_events :
	     s == SECTION_STRUCT_OPS ? &g->nr_struct_ops : &g->nr_functions;
	for (from = 0; from < m.nr; from = to) {
		for (to = from + 1; to < m.nr && same_group(&m.v[from], &m.v[to], s); to++)
			;
		*nr += combine_entry(cb, &m.v[from], to - from, s, &out[*nr]);
	}
	if (s == SECTION_EVENTS) {
		g->events = out;
	} else if (s == SECTION_STRUCT_OPS) {
		g->struct_ops = out;
	} else {
		g->functions = out;
		qsort(out, *nr, sizeof(*out), by_entry);
	}
	free(m.v);
}

void combine__run(struct combine_config *configs, size_t nr, struct grades *merged)
{
	struct combiner cb = { .configs = configs, .nr_configs = nr, .merged = merged };
	size_t i;

	memset(merged, 0, sizeof(*merged));
	merged->configs = zalloc(nr, sizeof(*merged->configs));
	merged->nr_configs = nr;
	for (i = 0; i < nr; i++) {
		merged->configs[i].name = configs[i].name;
		merged->configs[i].grades = &configs[i].grades;
		merged->nr_files += configs[i].grades.nr_files;
		merged->nr_sources += configs[i].grades.nr_sources;
	}
	combine_section(&cb, SECTION_EVENTS);
	combine_section(&cb, SECTION_FUNCTIONS);
	combine_section(&cb, SECTION_STRUCT_OPS);
}
