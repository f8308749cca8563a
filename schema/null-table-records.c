// SPDX-License-Identifier: MIT
/*
 * The checks of the table's records (schema/TABLE.md), shared by its two
 * readers (null-table-priv.h), the whole document (null-table-read.c)
 * and an entry at a time (null-table-stream.c), so that both accept the
 * same tables and word their errors alike: a record missing a field or
 * holding one of the wrong type is named with its place in the document.
 * The strings of what they read point into the parsed document.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "null-table.h"
#include "null-table-priv.h"

/* Write "FILE: section[i] (name).list[j]: <message>" and return -EINVAL. */
int null_table_reader__fail(struct null_table_reader *r, const char *fmt, ...)
{
	size_t len = 0;
	va_list ap;

	len += snprintf(r->err, r->err_size, "%s: ", r->path);
	if (r->section && len < r->err_size)
		len += snprintf(r->err + len, r->err_size - len, "%s[%zu]",
				r->section, r->entry);
	if (r->section && r->entry_name && len < r->err_size)
		len += snprintf(r->err + len, r->err_size - len, " (%s)",
				r->entry_name);
	if (r->list && len < r->err_size)
		len += snprintf(r->err + len, r->err_size - len, ".%s[%zu]",
				r->list, r->item);
	if (r->section && len < r->err_size)
		len += snprintf(r->err + len, r->err_size - len, ": ");
	if (len < r->err_size) {
		va_start(ap, fmt);
		vsnprintf(r->err + len, r->err_size - len, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

static const char *json_kind_name(json_type type)
{
	switch (type) {
	case JSON_OBJECT:
		return "an object";
	case JSON_ARRAY:
		return "an array";
	case JSON_STRING:
		return "a string";
	case JSON_INTEGER:
		return "an integer";
	case JSON_REAL:
		return "a number";
	case JSON_TRUE:
	case JSON_FALSE:
		return "a boolean";
	default:
		return "null";
	}
}

/*
 * Member @key of @obj, which must be present and of @type (JSON_TRUE
 * stands for either boolean).  Returns 0 and sets *@value, or -EINVAL.
 */
int null_table_reader__member(struct null_table_reader *r, json_t *obj, const char *key,
			      json_type type, json_t **value)
{
	json_t *v = json_object_get(obj, key);

	if (!v)
		return null_table_reader__fail(r, "\"%s\" missing", key);
	if (json_typeof(v) != type &&
	    !(type == JSON_TRUE && json_is_boolean(v)))
		return null_table_reader__fail(r, "\"%s\" is not %s", key,
					       json_kind_name(type));
	*value = v;
	return 0;
}

/* An optional member @key: when present it must be of @type. */
static int get_optional(struct null_table_reader *r, json_t *obj,
			const char *key, json_type type)
{
	json_t *v = NULL;

	if (!json_object_get(obj, key))
		return 0;
	return null_table_reader__member(r, obj, key, type, &v);
}

static int get_string(struct null_table_reader *r, json_t *obj, const char *key,
		      const char **value)
{
	json_t *v = NULL;
	int err = null_table_reader__member(r, obj, key, JSON_STRING, &v);

	if (!err)
		*value = json_string_value(v);
	return err;
}

/* A non-negative integer that fits an int. */
static int get_count(struct null_table_reader *r, json_t *obj, const char *key,
		     int *value)
{
	json_t *v = NULL;
	int err = null_table_reader__member(r, obj, key, JSON_INTEGER, &v);

	if (err)
		return err;
	if (json_integer_value(v) < 0 || json_integer_value(v) > 0x7fffffff)
		return null_table_reader__fail(r, "\"%s\" %lld is out of range", key,
					       (long long)json_integer_value(v));
	*value = (int)json_integer_value(v);
	return 0;
}

static int get_verdict(struct null_table_reader *r, json_t *obj,
		       enum null_verdict *verdict)
{
	const char *name;
	int value, err = get_string(r, obj, "verdict", &name);

	if (err)
		return err;
	value = null_verdict__parse(name);
	if (value < 0)
		return null_table_reader__fail(r, "\"verdict\" \"%s\" is not nullable, guarded, nonnull, unknown or uncalled",
					       name);
	*verdict = value;
	return 0;
}

/* An optional string member: NULL when absent. */
static int get_optional_string(struct null_table_reader *r, json_t *obj,
			       const char *key, const char **value)
{
	*value = NULL;
	if (!json_object_get(obj, key))
		return 0;
	return get_string(r, obj, key, value);
}

/* An optional boolean member: false when absent. */
static int get_flag(struct null_table_reader *r, json_t *obj, const char *key,
		    bool *value)
{
	int err = get_optional(r, obj, key, JSON_TRUE);

	*value = !err && json_is_true(json_object_get(obj, key));
	return err;
}

static int read_step(struct null_table_reader *r, json_t *obj,
		     struct null_table_step *step)
{
	int err;

	if (!json_is_object(obj))
		return null_table_reader__fail(r, "a chain step is not an object");
	err = get_string(r, obj, "function", &step->function);
	if (!err)
		err = get_string(r, obj, "file", &step->file);
	if (!err)
		err = get_count(r, obj, "line", &step->line);
	if (!err)
		err = get_string(r, obj, "passes", &step->passes);
	if (!err)
		err = get_optional_string(r, obj, "callee", &step->callee);
	return err;
}

static int read_evidence_item(struct null_table_reader *r, json_t *obj,
			      struct null_table_evidence *ev)
{
	json_t *chain, *item;
	size_t i;
	int err;

	if (!json_is_object(obj))
		return null_table_reader__fail(r, "an evidence item is not an object");
	err = get_string(r, obj, "kind", &ev->kind);
	if (!err)
		err = get_string(r, obj, "file", &ev->file);
	if (!err)
		err = get_count(r, obj, "line", &ev->line);
	if (!err)
		err = get_optional_string(r, obj, "function", &ev->function);
	if (!err)
		err = get_optional(r, obj, "chain", JSON_ARRAY);
	chain = json_object_get(obj, "chain");
	if (err || !json_array_size(chain))
		return err;
	ev->chain = calloc(json_array_size(chain), sizeof(*ev->chain));
	if (!ev->chain)
		return -ENOMEM;
	json_array_foreach(chain, i, item) {
		err = read_step(r, item, &ev->chain[ev->nr_chain]);
		if (err)
			return err;
		ev->nr_chain++;
	}
	return 0;
}

/* The optional "evidence" list of an argument. */
static int read_evidence(struct null_table_reader *r, json_t *obj,
			 struct null_table_arg *arg)
{
	json_t *list, *item;
	size_t i;
	int err = get_optional(r, obj, "evidence", JSON_ARRAY);

	list = json_object_get(obj, "evidence");
	if (err || !json_array_size(list))
		return err;
	arg->evidence = calloc(json_array_size(list), sizeof(*arg->evidence));
	if (!arg->evidence)
		return -ENOMEM;
	json_array_foreach(list, i, item) {
		err = read_evidence_item(r, item, &arg->evidence[arg->nr_evidence]);
		arg->nr_evidence++;
		if (err)
			return err;
	}
	return 0;
}

/* One argument (or parameter) record; "bug" is only an event's. */
static int read_arg(struct null_table_reader *r, json_t *obj, bool is_event,
		    struct null_table_arg *arg)
{
	json_t *err_flag, *sites;
	int err;

	if (!json_is_object(obj))
		return null_table_reader__fail(r, "not an object");
	err = get_count(r, obj, "index", &arg->index);
	if (!err)
		err = get_string(r, obj, "name", &arg->name);
	if (!err)
		err = get_string(r, obj, "type", &arg->type);
	if (!err)
		err = get_verdict(r, obj, &arg->verdict);
	if (!err)
		err = null_table_reader__member(r, obj, "err", JSON_TRUE, &err_flag);
	if (!err && is_event)
		err = get_flag(r, obj, "bug", &arg->bug);
	if (!err && json_object_get(obj, "kernel") && !json_is_null(json_object_get(obj, "kernel")))
		err = get_string(r, obj, "kernel", &arg->kernel_mark);
	if (!err)
		err = get_flag(r, obj, "suspect", &arg->suspect);
	if (!err)
		err = read_evidence(r, obj, arg);
	if (!err)
		err = get_optional(r, obj, "nonnull_sites", JSON_INTEGER);
	sites = json_object_get(obj, "nonnull_sites");
	if (!err && sites)
		err = get_count(r, obj, "nonnull_sites", &arg->nonnull_sites);
	if (!err)
		arg->err = json_is_true(err_flag);
	return err;
}

static int read_args(struct null_table_reader *r, json_t *list, bool is_event,
		     struct null_table_entry *entry)
{
	json_t *item;
	size_t i;
	int err;

	entry->nr_args = json_array_size(list);
	if (!entry->nr_args)
		return 0;
	entry->args = calloc(entry->nr_args, sizeof(*entry->args));
	if (!entry->args)
		return -ENOMEM;
	json_array_foreach(list, i, item) {
		r->item = i;
		err = read_arg(r, item, is_event, &entry->args[i]);
		if (err)
			return err;
	}
	r->list = NULL;
	qsort(entry->args, entry->nr_args, sizeof(*entry->args), null_table_arg__compare);
	for (i = 1; i < entry->nr_args; i++) {
		if (entry->args[i].index == entry->args[i - 1].index)
			return null_table_reader__fail(r, "index %d appears twice",
						       entry->args[i].index);
	}
	return 0;
}

/*
 * An event record ("event", "class"), a function record ("function") or a
 * struct_ops member ("member", "struct_ops", "stub"), as section @key has.
 */
int null_table_reader__entry(struct null_table_reader *r, json_t *obj, const char *key,
			     struct null_table_entry *entry)
{
	bool is_event = !strcmp(key, "events"), is_struct_ops = !strcmp(key, "struct_ops");
	const char *list_key = is_event || is_struct_ops ? "args" : "params";
	const char *name_key = is_event ? "event" : is_struct_ops ? "member" : "function";
	json_t *list, *class;
	int err;

	r->entry_name = NULL;
	r->list = NULL;
	if (!json_is_object(obj))
		return null_table_reader__fail(r, "not an object");
	err = get_string(r, obj, name_key, &entry->name);
	if (err)
		return err;
	r->entry_name = entry->name;
	if (is_event) {
		/* null: the event's class was never seen defined */
		class = json_object_get(obj, "class");
		if (!class || !json_is_null(class))
			err = get_string(r, obj, "class", &entry->class);
	} else if (is_struct_ops) {
		err = get_string(r, obj, "struct_ops", &entry->class) ?:
		      get_string(r, obj, "stub", &entry->stub);
	}
	if (!err)
		err = get_string(r, obj, "file", &entry->file);
	if (!err)
		err = get_count(r, obj, "line", &entry->line);
	if (!err)
		err = null_table_reader__member(r, obj, list_key, JSON_ARRAY, &list);
	if (err)
		return err;
	r->list = list_key;
	return read_args(r, list, is_event, entry);
}

/*
 * Sort section @key's entries by name: event and struct_ops member names
 * are unique; functions of one name are merged.
 */
int null_table_reader__finish_section(struct null_table_reader *r, const char *key,
				      struct null_table_entry *entries, size_t *nr_entries)
{
	size_t i, n = *nr_entries;

	r->section = NULL;
	r->entry_name = NULL;
	r->list = NULL;
	if (!n)
		return 0;
	qsort(entries, n, sizeof(*entries), null_table_entry__compare);
	if (!strcmp(key, "functions"))
		return null_table__merge_functions(entries, nr_entries);
	for (i = 1; i < n; i++) {
		if (!strcmp(entries[i].name, entries[i - 1].name))
			return null_table_reader__fail(r, "%s: \"%s\" appears twice", key,
						       entries[i].name);
	}
	return 0;
}

static int read_bug(struct null_table_reader *r, json_t *obj,
		    struct null_table_bug *bug)
{
	json_t *deref = NULL;
	int err;

	if (!json_is_object(obj))
		return null_table_reader__fail(r, "not an object");
	err = get_string(r, obj, "event", &bug->event);
	if (!err)
		err = get_count(r, obj, "arg", &bug->arg);
	if (!err)
		err = get_string(r, obj, "name", &bug->name);
	if (!err)
		err = null_table_reader__member(r, obj, "deref", JSON_OBJECT, &deref);
	if (!err)
		err = get_string(r, deref, "file", &bug->deref_file);
	if (!err)
		err = get_count(r, deref, "line", &bug->deref_line);
	return err;
}

/* The "bugs" list (absent in tables written before it existed). */
int null_table_reader__bugs(struct null_table_reader *r, json_t *root, struct null_table *t)
{
	json_t *list, *item;
	size_t i;
	int err = get_optional(r, root, "bugs", JSON_ARRAY);

	list = json_object_get(root, "bugs");
	if (err || !json_array_size(list))
		return err;
	t->bugs = calloc(json_array_size(list), sizeof(*t->bugs));
	if (!t->bugs)
		return -ENOMEM;
	r->section = "bugs";
	json_array_foreach(list, i, item) {
		r->entry = i;
		err = read_bug(r, item, &t->bugs[i]);
		if (err)
			return err;
		t->nr_bugs++;
	}
	r->section = NULL;
	return 0;
}

int null_table_reader__schema(struct null_table_reader *r, json_t *root)
{
	json_t *schema = NULL;
	int err;

	if (!json_is_object(root))
		return null_table_reader__fail(r, "not a table: the document is not an object");
	err = null_table_reader__member(r, root, "schema", JSON_INTEGER, &schema);
	if (err)
		return err;
	if (json_integer_value(schema) != NULL_TABLE_SCHEMA)
		return null_table_reader__fail(r, "schema %lld, this reader knows schema %d",
					       (long long)json_integer_value(schema),
					       NULL_TABLE_SCHEMA);
	return 0;
}
