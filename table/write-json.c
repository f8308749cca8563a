// SPDX-License-Identifier: MIT
/* table.json: the graded model as schema/TABLE.md describes it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include <jansson.h>

#include "atomic-file.h"

#include "propagate.h"
#include "sparse-null-version.h"
#include "write-json.h"

/* Longer chains are cut: no real call graph forwards a pointer this far. */
#define MAX_CHAIN	4096

static json_t *position(json_t *o, const char *file, int line)
{
	json_object_set_new(o, "file", json_string(file ? file : ""));
	json_object_set_new(o, "line", json_integer(line));
	return o;
}

static json_t *step(const char *function, const char *file, int line, const char *passes)
{
	json_t *s = json_object();

	json_object_set_new(s, "function", function ? json_string(function) : json_null());
	position(s, file, line);
	json_object_set_new(s, "passes", json_string(passes));
	return s;
}

/* How @fn comes to return NULL (@err: an ERR_PTR): the functions returning it in turn. */
static void return_steps(json_t *chain, const struct fn *fn, bool err)
{
	static const struct fn *fns[MAX_CHAIN];
	size_t n = propagate__return_chain(fn, err, fns, MAX_CHAIN), i;

	for (i = 0; i < n; i++) {
		json_t *s = step(fns[i]->name, fns[i]->ret_file, fns[i]->ret_line,
				 i ? "call" : err ? "err" : "null");

		if (i)
			json_object_set_new(s, "callee", json_string(fns[i - 1]->name));
		json_array_append_new(chain, s);
	}
}

/* A chain of forwarded parameters that starts at a parameter declared __nullable. */
static void origin_steps(json_t *chain, const struct grade_item *item,
			 const struct site *first)
{
	const struct fn *declared = NULL;

	if (!first)
		declared = item->via_fn;
	else if (first->value == FACTS_VALUE_PARAM)
		declared = first->caller;
	if (declared && item->walk != PROPAGATE_ERR)
		json_array_append_new(chain, step(declared->name, declared->file, declared->line,
						  "declared"));
}

static json_t *chain_json(const struct grade_item *item)
{
	static const struct site *steps[MAX_CHAIN];
	json_t *chain = json_array(), *last;
	size_t n = 0, i;

	if (item->via) {
		n = propagate__chain(item->via, item->walk, steps, MAX_CHAIN);
		origin_steps(chain, item, n ? steps[0] : NULL);
	}
	for (i = 0; i < n; i++) {
		json_array_append_new(chain, step(steps[i]->caller->name, steps[i]->file,
						  steps[i]->line, facts_value__name(steps[i]->value)));
	}
	if (item->result_of)
		return_steps(chain, item->result_of, item->walk == PROPAGATE_ERR);
	if (item->passes) {
		last = step(item->function, item->file, item->line, item->passes);
		if (item->result_of)
			json_object_set_new(last, "callee", json_string(item->result_of->name));
		json_array_append_new(chain, last);
	}
	return chain;
}

static json_t *place_json(const struct place *at)
{
	json_t *o = json_object();

	json_object_set_new(o, "function", at->function ? json_string(at->function) : json_null());
	if (at->tested)
		json_object_set_new(o, "tested", json_integer(at->tested));
	return position(o, at->file, at->line);
}

/*
 * A member's value: the member, and the first stores into it (proven) or
 * the first creation that may publish it unset.
 */
static void field_json(json_t *o, const struct fn *field)
{
	const struct field_info *info = field->field;
	json_t *stores = json_array();
	int i;

	json_object_set_new(o, "field", json_string(field->name));
	json_object_set_new(o, "struct_file", json_string(field->tu));
	json_object_set_new(o, "nr_stores", json_integer(info->nr_stores));
	for (i = 0; i < info->nr_stores && i < FIELD_STORES_SHOWN; i++)
		json_array_append_new(stores, place_json(&info->stores[i]));
	json_object_set_new(o, "stores", stores);
	if (info->unset)
		json_object_set_new(o, "unset", place_json(&info->unset_at));
}

/* The members whose values function @fn returns, as field_json() shows them. */
static json_t *returned_fields_json(const struct fn *fn)
{
	json_t *fields = json_array(), *o;
	const struct fn_list *f;

	for (f = fn->fields; f; f = f->next) {
		o = json_object();
		field_json(o, f->fn);
		json_array_append_new(fields, o);
	}
	return fields;
}

static json_t *item_json(const struct grade_item *item)
{
	json_t *o = json_object();

	json_object_set_new(o, "kind", json_string(facts_evidence__name(item->kind)));
	if (item->config)
		json_object_set_new(o, "config", json_string(item->config));
	position(o, item->file, item->line);
	if (item->function)
		json_object_set_new(o, "function", json_string(item->function));
	if (item->via || item->passes)
		json_object_set_new(o, "chain", chain_json(item));
	else if (item->result_of)
		json_object_set_new(o, "callee", json_string(item->result_of->name));
	/* A result known not NULL because members are: which, and their stores. */
	if (item->kind == FACTS_EV_CALL_RETURNS_NONNULL && item->result_of->fields)
		json_object_set_new(o, "fields", returned_fields_json(item->result_of));
	else if (item->deref_by)
		json_object_set_new(o, "callee", json_string(item->deref_by->name));
	if (item->field)
		field_json(o, item->field);
	if (item->unproven) {
		json_object_set_new(o, "param", json_integer(item->param));
		json_object_set_new(o, "callers", json_integer(item->unproven->nr_in));
	}
	return o;
}

/* A combined table's: each configuration's own verdict on @a, where it has one. */
static json_t *config_verdicts_json(const struct grade_arg *a, const struct grades *g)
{
	json_t *o = json_object();
	size_t i;

	for (i = 0; i < g->nr_configs; i++) {
		if (a->config_verdicts[i] != NR_NULL_VERDICTS)
			json_object_set_new(o, g->configs[i].name,
					    json_string(null_verdict__name(a->config_verdicts[i])));
	}
	return o;
}

static json_t *arg_json(const struct grade_arg *a, bool event, const struct grades *g)
{
	json_t *o = json_object(), *evidence = json_array();
	size_t i;

	json_object_set_new(o, "index", json_integer(a->index));
	json_object_set_new(o, "name", json_string(a->name ? a->name : ""));
	json_object_set_new(o, "type", json_string(a->type ? a->type : ""));
	json_object_set_new(o, "verdict", json_string(null_verdict__name(a->verdict)));
	if (a->config_verdicts)
		json_object_set_new(o, "verdicts", config_verdicts_json(a, g));
	json_object_set_new(o, "err", json_boolean(a->err));
	if (event)
		json_object_set_new(o, "bug", json_boolean(a->bug));
	json_object_set_new(o, "suspect", json_boolean(a->suspect));
	for (i = 0; i < a->nr_items; i++)
		json_array_append_new(evidence, item_json(&a->items[i]));
	json_object_set_new(o, "evidence", evidence);
	json_object_set_new(o, "nonnull_sites", json_integer(a->nonnull_sites));
	return o;
}

/* A combined table's: the configurations building @e. */
static json_t *configs_json(const struct grade_entry *e, const struct grades *g)
{
	json_t *list = json_array();
	size_t i;

	for (i = 0; i < g->nr_configs; i++) {
		if (e->configs & UINT64_C(1) << i)
			json_array_append_new(list, json_string(g->configs[i].name));
	}
	return list;
}

/* The three kinds of entries a table lists. */
enum entry_kind { ENTRY_EVENT, ENTRY_FUNCTION, ENTRY_STRUCT_OPS };

/*
 * A struct_ops member: the type, the member, the file declaring the
 * struct, the stub, and each pointer argument with the kernel's own mark.
 */
static json_t *struct_ops_json(const struct grade_entry *e, const struct grades *g)
{
	json_t *o = json_object(), *args = json_array(), *arg;
	size_t i;

	json_object_set_new(o, "struct_ops", json_string(e->struct_ops));
	json_object_set_new(o, "member", json_string(e->name));
	json_object_set_new(o, "struct_file", json_string(e->tu));
	json_object_set_new(o, "stub", json_string(e->stub));
	position(o, e->file, e->line);
	if (g->configs)
		json_object_set_new(o, "configs", configs_json(e, g));
	for (i = 0; i < e->nr_args; i++) {
		arg = arg_json(&e->args[i], false, g);
		json_object_set_new(arg, "kernel", e->args[i].kernel_mark ?
				    json_string(e->args[i].kernel_mark) : json_null());
		json_array_append_new(args, arg);
	}
	json_object_set_new(o, "args", args);
	return o;
}

static json_t *entry_json(const struct grade_entry *e, bool event, const struct grades *g)
{
	json_t *o = json_object(), *args = json_array();
	size_t i;

	json_object_set_new(o, event ? "event" : "function", json_string(e->name));
	if (event)
		json_object_set_new(o, "class", e->class ? json_string(e->class) : json_null());
	else
		json_object_set_new(o, "static", json_boolean(e->tu != NULL));
	position(o, e->file, e->line);
	if (g->configs)
		json_object_set_new(o, "configs", configs_json(e, g));
	for (i = 0; i < e->nr_args; i++)
		json_array_append_new(args, arg_json(&e->args[i], event, g));
	json_object_set_new(o, event ? "args" : "params", args);
	return o;
}

static json_t *bug_json(const struct grade_entry *e, const struct grade_arg *a)
{
	json_t *o = json_object();

	json_object_set_new(o, "event", json_string(e->name));
	json_object_set_new(o, "arg", json_integer(a->index));
	json_object_set_new(o, "name", json_string(a->name));
	json_object_set_new(o, "deref", position(json_object(), a->deref->file, a->deref->line));
	json_object_set_new(o, "evidence", item_json(a->null_path));
	return o;
}

/* The counts of @g's events and their pointer arguments per verdict. */
static json_t *counts_json(const struct grades *g)
{
	json_t *o = json_object();

	json_object_set_new(o, "events", json_integer(g->nr_events));
	json_object_set_new(o, "pointer_args", json_integer(g->nr_args));
	json_object_set_new(o, "nullable", json_integer(g->verdicts[NULL_VERDICT_NULLABLE]));
	json_object_set_new(o, "guarded", json_integer(g->verdicts[NULL_VERDICT_GUARDED]));
	json_object_set_new(o, "nonnull", json_integer(g->verdicts[NULL_VERDICT_NONNULL]));
	json_object_set_new(o, "unknown", json_integer(g->verdicts[NULL_VERDICT_UNKNOWN]));
	json_object_set_new(o, "uncalled", json_integer(g->verdicts[NULL_VERDICT_UNCALLED]));
	json_object_set_new(o, "err", json_integer(g->nr_err));
	json_object_set_new(o, "bugs", json_integer(g->nr_bugs));
	json_object_set_new(o, "suspects", json_integer(g->nr_suspects));
	return o;
}

/*
 * @section of @g, and in a combined table "configs": the same section of
 * each configuration's own table, by name.
 */
static json_t *per_config(const struct grades *g, json_t *(*section)(const struct grades *))
{
	json_t *o = section(g), *configs;
	size_t i;

	if (!g->configs)
		return o;
	configs = json_object();
	for (i = 0; i < g->nr_configs; i++)
		json_object_set_new(configs, g->configs[i].name, section(g->configs[i].grades));
	json_object_set_new(o, "configs", configs);
	return o;
}

/*
 * The table is written an entry at a time, each entry compact on a line
 * of its own: tens of megabytes on a big tree, where one tree of values
 * dumped at the end would double the memory and the time, and a line per
 * entry keeps grep and diff useful.
 */
static int dump_value(FILE *stream, json_t *value)
{
	int err = value ? json_dumpf(value, stream, JSON_COMPACT | JSON_PRESERVE_ORDER |
				     JSON_ENCODE_ANY) : -1;

	json_decref(value);
	return err ? -EIO : 0;
}

/* A member's "key": on a line of its own, the keys being this file's own ASCII names. */
static int dump_key(FILE *stream, const char *key, bool first)
{
	return fprintf(stream, "%s\"%s\":", first ? "{" : ",\n", key) < 0 ? -EIO : 0;
}

static int dump_member(FILE *stream, const char *key, json_t *value, bool first)
{
	if (dump_key(stream, key, first)) {
		json_decref(value);
		return -EIO;
	}
	return dump_value(stream, value);
}

/* How many facts files and sources @g was made from. */
static json_t *files_json(const struct grades *g)
{
	json_t *o = json_object();

	json_object_set_new(o, "facts_files", json_integer(g->nr_files));
	json_object_set_new(o, "sources", json_integer(g->nr_sources));
	return o;
}

static int dump_entries(FILE *stream, const char *key, const struct grades *g,
			enum entry_kind kind)
{
	const struct grade_entry *entries[] = { g->events, g->functions, g->struct_ops };
	const size_t counts[] = { g->nr_events, g->nr_functions, g->nr_struct_ops };
	size_t nr = counts[kind], i;
	int err = dump_key(stream, key, false) ?: fputc('[', stream) == EOF ? -EIO : 0;

	for (i = 0; i < nr && !err; i++) {
		const struct grade_entry *e = &entries[kind][i];

		if (fputs(i ? ",\n" : "\n", stream) == EOF)
			return -EIO;
		err = dump_value(stream, kind == ENTRY_STRUCT_OPS ? struct_ops_json(e, g) :
				 entry_json(e, kind == ENTRY_EVENT, g));
	}
	return err ?: fputs(nr ? "\n]" : "]", stream) == EOF ? -EIO : 0;
}

static json_t *bugs_json(const struct grades *g)
{
	json_t *list = json_array();
	size_t i, k;

	for (i = 0; i < g->nr_events; i++) {
		for (k = 0; k < g->events[i].nr_args; k++) {
			if (g->events[i].args[k].bug)
				json_array_append_new(list, bug_json(&g->events[i],
								     &g->events[i].args[k]));
		}
	}
	return list;
}

static int dump_table(FILE *stream, const struct grades *g)
{
	return dump_member(stream, "schema", json_integer(NULL_TABLE_SCHEMA), true) ?:
	       dump_member(stream, "tool", json_string("sparse-null-table " SPARSE_NULL_VERSION), false) ?:
	       dump_member(stream, "inputs", per_config(g, files_json), false) ?:
	       dump_member(stream, "summary", per_config(g, counts_json), false) ?:
	       dump_entries(stream, "events", g, ENTRY_EVENT) ?:
	       dump_entries(stream, "functions", g, ENTRY_FUNCTION) ?:
	       dump_entries(stream, "struct_ops", g, ENTRY_STRUCT_OPS) ?:
	       dump_member(stream, "bugs", bugs_json(g), false) ?:
	       (fputs("}\n", stream) == EOF ? -EIO : 0);
}

int write_json__table(const char *path, const struct grades *grades)
{
	struct atomic_file file;
	int err;

	err = atomic_file__open(&file, path);
	if (err)
		return err;
	err = dump_table(file.stream, grades);
	if (err) {
		atomic_file__abort(&file);
		return err;
	}
	return atomic_file__commit(&file);
}
