// SPDX-License-Identifier: MIT
/*
 * The nullability table reader (schema/TABLE.md): the document is parsed
 * with jansson, checked record by record, and kept alive so that every
 * string of the result points into it instead of being copied.  The
 * record checks are shared with the reader of an entry at a time,
 * null-table-stream.c (null-table-priv.h); freeing a table and finding
 * an entry are the same for both.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "null-table.h"
#include "null-table-priv.h"

static const char *const verdict_names[] = {
	[NULL_VERDICT_UNKNOWN] = "unknown",
	[NULL_VERDICT_NONNULL] = "nonnull",
	[NULL_VERDICT_GUARDED] = "guarded",
	[NULL_VERDICT_NULLABLE] = "nullable",
	[NULL_VERDICT_UNCALLED] = "uncalled",
};

/* Write "FILE: section[i] (name).list[j]: <message>" and return -EINVAL. */
int reader__fail(struct table_reader *r, const char *fmt, ...)
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
int reader__member(struct table_reader *r, json_t *obj, const char *key,
		   json_type type, json_t **value)
{
	json_t *v = json_object_get(obj, key);

	if (!v)
		return reader__fail(r, "\"%s\" missing", key);
	if (json_typeof(v) != type &&
	    !(type == JSON_TRUE && json_is_boolean(v)))
		return reader__fail(r, "\"%s\" is not %s", key,
				    json_kind_name(type));
	*value = v;
	return 0;
}

/* An optional member @key: when present it must be of @type. */
static int reader__optional(struct table_reader *r, json_t *obj,
			    const char *key, json_type type)
{
	json_t *v = NULL;

	if (!json_object_get(obj, key))
		return 0;
	return reader__member(r, obj, key, type, &v);
}

static int reader__string(struct table_reader *r, json_t *obj, const char *key,
			  const char **value)
{
	json_t *v = NULL;
	int err = reader__member(r, obj, key, JSON_STRING, &v);

	if (!err)
		*value = json_string_value(v);
	return err;
}

/* A non-negative integer that fits an int. */
static int reader__count(struct table_reader *r, json_t *obj, const char *key,
			 int *value)
{
	json_t *v = NULL;
	int err = reader__member(r, obj, key, JSON_INTEGER, &v);

	if (err)
		return err;
	if (json_integer_value(v) < 0 || json_integer_value(v) > 0x7fffffff)
		return reader__fail(r, "\"%s\" %lld is out of range", key,
				    (long long)json_integer_value(v));
	*value = (int)json_integer_value(v);
	return 0;
}

static int reader__verdict(struct table_reader *r, json_t *obj,
			   enum null_verdict *verdict)
{
	const char *name;
	size_t i;
	int err = reader__string(r, obj, "verdict", &name);

	if (err)
		return err;
	for (i = 0; i < sizeof(verdict_names) / sizeof(verdict_names[0]); i++) {
		if (!strcmp(name, verdict_names[i])) {
			*verdict = i;
			return 0;
		}
	}
	return reader__fail(r, "\"verdict\" \"%s\" is not nullable, guarded, nonnull, unknown or uncalled",
			    name);
}

/* An optional string member: NULL when absent. */
static int reader__optional_string(struct table_reader *r, json_t *obj,
				   const char *key, const char **value)
{
	*value = NULL;
	if (!json_object_get(obj, key))
		return 0;
	return reader__string(r, obj, key, value);
}

/* An optional boolean member: false when absent. */
static int reader__flag(struct table_reader *r, json_t *obj, const char *key,
			bool *value)
{
	int err = reader__optional(r, obj, key, JSON_TRUE);

	*value = !err && json_is_true(json_object_get(obj, key));
	return err;
}

static int reader__step(struct table_reader *r, json_t *obj,
			struct null_table_step *step)
{
	int err;

	if (!json_is_object(obj))
		return reader__fail(r, "a chain step is not an object");
	err = reader__string(r, obj, "function", &step->function);
	if (!err)
		err = reader__string(r, obj, "file", &step->file);
	if (!err)
		err = reader__count(r, obj, "line", &step->line);
	if (!err)
		err = reader__string(r, obj, "passes", &step->passes);
	if (!err)
		err = reader__optional_string(r, obj, "callee", &step->callee);
	return err;
}

static int reader__evidence_item(struct table_reader *r, json_t *obj,
				 struct null_table_evidence *ev)
{
	json_t *chain, *item;
	size_t i;
	int err;

	if (!json_is_object(obj))
		return reader__fail(r, "an evidence item is not an object");
	err = reader__string(r, obj, "kind", &ev->kind);
	if (!err)
		err = reader__string(r, obj, "file", &ev->file);
	if (!err)
		err = reader__count(r, obj, "line", &ev->line);
	if (!err)
		err = reader__optional_string(r, obj, "function", &ev->function);
	if (!err)
		err = reader__optional(r, obj, "chain", JSON_ARRAY);
	chain = json_object_get(obj, "chain");
	if (err || !json_array_size(chain))
		return err;
	ev->chain = calloc(json_array_size(chain), sizeof(*ev->chain));
	if (!ev->chain)
		return -ENOMEM;
	json_array_foreach(chain, i, item) {
		err = reader__step(r, item, &ev->chain[ev->nr_chain]);
		if (err)
			return err;
		ev->nr_chain++;
	}
	return 0;
}

/* The optional "evidence" list of an argument. */
static int reader__evidence(struct table_reader *r, json_t *obj,
			    struct null_table_arg *arg)
{
	json_t *list, *item;
	size_t i;
	int err = reader__optional(r, obj, "evidence", JSON_ARRAY);

	list = json_object_get(obj, "evidence");
	if (err || !json_array_size(list))
		return err;
	arg->evidence = calloc(json_array_size(list), sizeof(*arg->evidence));
	if (!arg->evidence)
		return -ENOMEM;
	json_array_foreach(list, i, item) {
		err = reader__evidence_item(r, item, &arg->evidence[arg->nr_evidence]);
		arg->nr_evidence++;
		if (err)
			return err;
	}
	return 0;
}

void free_evidence(struct null_table_arg *arg)
{
	size_t i;

	for (i = 0; i < arg->nr_evidence; i++)
		free(arg->evidence[i].chain);
	free(arg->evidence);
	arg->evidence = NULL;
	arg->nr_evidence = 0;
}

/* One argument (or parameter) record; "bug" is only an event's. */
static int reader__arg(struct table_reader *r, json_t *obj, bool is_event,
		       struct null_table_arg *arg)
{
	json_t *err_flag, *sites;
	int err;

	if (!json_is_object(obj))
		return reader__fail(r, "not an object");
	err = reader__count(r, obj, "index", &arg->index);
	if (!err)
		err = reader__string(r, obj, "name", &arg->name);
	if (!err)
		err = reader__string(r, obj, "type", &arg->type);
	if (!err)
		err = reader__verdict(r, obj, &arg->verdict);
	if (!err)
		err = reader__member(r, obj, "err", JSON_TRUE, &err_flag);
	if (!err && is_event)
		err = reader__flag(r, obj, "bug", &arg->bug);
	if (!err)
		err = reader__flag(r, obj, "suspect", &arg->suspect);
	if (!err)
		err = reader__evidence(r, obj, arg);
	if (!err)
		err = reader__optional(r, obj, "nonnull_sites", JSON_INTEGER);
	sites = json_object_get(obj, "nonnull_sites");
	if (!err && sites)
		err = reader__count(r, obj, "nonnull_sites", &arg->nonnull_sites);
	if (!err)
		arg->err = json_is_true(err_flag);
	return err;
}

static int compare_args(const void *a, const void *b)
{
	const struct null_table_arg *x = a, *y = b;

	return (x->index > y->index) - (x->index < y->index);
}

static int reader__args(struct table_reader *r, json_t *list, bool is_event,
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
		err = reader__arg(r, item, is_event, &entry->args[i]);
		if (err)
			return err;
	}
	r->list = NULL;
	qsort(entry->args, entry->nr_args, sizeof(*entry->args), compare_args);
	for (i = 1; i < entry->nr_args; i++) {
		if (entry->args[i].index == entry->args[i - 1].index)
			return reader__fail(r, "index %d appears twice",
					    entry->args[i].index);
	}
	return 0;
}

/* An event record ("event", "class") or a function record ("function"). */
int reader__entry(struct table_reader *r, json_t *obj, bool is_event,
		  struct null_table_entry *entry)
{
	const char *list_key = is_event ? "args" : "params";
	json_t *list, *class;
	int err;

	r->entry_name = NULL;
	r->list = NULL;
	if (!json_is_object(obj))
		return reader__fail(r, "not an object");
	err = reader__string(r, obj, is_event ? "event" : "function",
			     &entry->name);
	if (err)
		return err;
	r->entry_name = entry->name;
	if (is_event) {
		/* null: the event's class was never seen defined */
		class = json_object_get(obj, "class");
		if (!class || !json_is_null(class))
			err = reader__string(r, obj, "class", &entry->class);
	}
	if (!err)
		err = reader__string(r, obj, "file", &entry->file);
	if (!err)
		err = reader__count(r, obj, "line", &entry->line);
	if (!err)
		err = reader__member(r, obj, list_key, JSON_ARRAY, &list);
	if (err)
		return err;
	r->list = list_key;
	return reader__args(r, list, is_event, entry);
}

static int compare_entries(const void *a, const void *b)
{
	const struct null_table_entry *x = a, *y = b;

	return strcmp(x->name, y->name);
}

/* What two functions' verdicts on a parameter allow, together. */
static enum null_verdict merged_verdict(enum null_verdict a, enum null_verdict b)
{
	if (a == NULL_VERDICT_NULLABLE || b == NULL_VERDICT_NULLABLE)
		return NULL_VERDICT_NULLABLE;
	if (a == NULL_VERDICT_GUARDED || b == NULL_VERDICT_GUARDED)
		return NULL_VERDICT_GUARDED;
	if (a == NULL_VERDICT_NONNULL && b == NULL_VERDICT_NONNULL)
		return NULL_VERDICT_NONNULL;
	return NULL_VERDICT_UNKNOWN;
}

/*
 * Fold @from into @into, two static functions of one name in different
 * files: BTF and fentry know them by name only, so a parameter may be
 * NULL if it may be in either.  A parameter only one lists stays unknown
 * for the other: unknown, unless it may be NULL.
 */
static int merge_function(struct null_table_entry *into, struct null_table_entry *from)
{
	size_t i, j, n = into->nr_args;
	struct null_table_arg *args;

	if (into->args_in_block) {
		args = malloc((n + from->nr_args) * sizeof(*args));
		if (args && n)
			memcpy(args, into->args, n * sizeof(*args));
	} else {
		args = realloc(into->args, (n + from->nr_args) * sizeof(*args));
	}
	if (!args && n + from->nr_args)
		return -ENOMEM;
	into->args = args;
	into->args_in_block = false;
	for (j = 0; j < from->nr_args; j++) {
		struct null_table_arg *b = &from->args[j];

		for (i = 0; i < n && args[i].index != b->index; i++)
			;
		if (i == n) {
			args[into->nr_args] = *b;
			args[into->nr_args].verdict = merged_verdict(b->verdict, NULL_VERDICT_UNKNOWN);
			into->nr_args++;
			continue;
		}
		args[i].verdict = merged_verdict(args[i].verdict, b->verdict);
		args[i].err |= b->err;
		free_evidence(b);
	}
	for (i = 0; i < n; i++) {
		for (j = 0; j < from->nr_args && from->args[j].index != args[i].index; j++)
			;
		if (j == from->nr_args)
			args[i].verdict = merged_verdict(args[i].verdict, NULL_VERDICT_UNKNOWN);
	}
	qsort(into->args, into->nr_args, sizeof(*args), compare_args);
	if (!from->args_in_block)
		free(from->args);
	from->args = NULL;
	from->nr_args = 0;
	return 0;
}

/* Functions of one name become one entry (merge_function()). */
static int merge_same_names(struct null_table_entry *entries, size_t *nr_entries)
{
	size_t i, kept = 0;
	int err;

	for (i = 0; i < *nr_entries; i++) {
		if (kept && !strcmp(entries[kept - 1].name, entries[i].name)) {
			err = merge_function(&entries[kept - 1], &entries[i]);
			if (err)
				return err;
			entries[kept - 1].merged = true;
			continue;
		}
		entries[kept++] = entries[i];
	}
	*nr_entries = kept;
	return 0;
}

/* Sort section @key's entries by name: event names are unique; functions of one name are merged. */
int finish_section(struct table_reader *r, const char *key,
		   struct null_table_entry *entries, size_t *nr_entries)
{
	size_t i, n = *nr_entries;

	r->section = NULL;
	r->entry_name = NULL;
	r->list = NULL;
	if (!n)
		return 0;
	qsort(entries, n, sizeof(*entries), compare_entries);
	if (strcmp(key, "events"))
		return merge_same_names(entries, nr_entries);
	for (i = 1; i < n; i++) {
		if (!strcmp(entries[i].name, entries[i - 1].name))
			return reader__fail(r, "%s: \"%s\" appears twice", key,
					    entries[i].name);
	}
	return 0;
}

/*
 * Read section @key into *@entries, sorted by name: event names are
 * unique; functions of one name are merged.
 */
static int reader__section(struct table_reader *r, json_t *root,
			   const char *key, struct null_table_entry **entries,
			   size_t *nr_entries)
{
	bool is_event = !strcmp(key, "events");
	json_t *list, *item;
	size_t i, n;
	int err;

	err = reader__member(r, root, key, JSON_ARRAY, &list);
	if (err)
		return err;
	n = json_array_size(list);
	if (!n)
		return 0;
	*entries = calloc(n, sizeof(**entries));
	if (!*entries)
		return -ENOMEM;
	*nr_entries = n;
	r->section = key;
	json_array_foreach(list, i, item) {
		r->entry = i;
		err = reader__entry(r, item, is_event, &(*entries)[i]);
		if (err)
			return err;
	}
	return finish_section(r, key, *entries, nr_entries);
}

static int reader__bug(struct table_reader *r, json_t *obj,
		       struct null_table_bug *bug)
{
	json_t *deref = NULL;
	int err;

	if (!json_is_object(obj))
		return reader__fail(r, "not an object");
	err = reader__string(r, obj, "event", &bug->event);
	if (!err)
		err = reader__count(r, obj, "arg", &bug->arg);
	if (!err)
		err = reader__string(r, obj, "name", &bug->name);
	if (!err)
		err = reader__member(r, obj, "deref", JSON_OBJECT, &deref);
	if (!err)
		err = reader__string(r, deref, "file", &bug->deref_file);
	if (!err)
		err = reader__count(r, deref, "line", &bug->deref_line);
	return err;
}

/* The "bugs" list (absent in tables written before it existed). */
int reader__bugs(struct table_reader *r, json_t *root, struct null_table *t)
{
	json_t *list, *item;
	size_t i;
	int err = reader__optional(r, root, "bugs", JSON_ARRAY);

	list = json_object_get(root, "bugs");
	if (err || !json_array_size(list))
		return err;
	t->bugs = calloc(json_array_size(list), sizeof(*t->bugs));
	if (!t->bugs)
		return -ENOMEM;
	r->section = "bugs";
	json_array_foreach(list, i, item) {
		r->entry = i;
		err = reader__bug(r, item, &t->bugs[i]);
		if (err)
			return err;
		t->nr_bugs++;
	}
	r->section = NULL;
	return 0;
}

int reader__schema(struct table_reader *r, json_t *root)
{
	json_t *schema = NULL;
	int err;

	if (!json_is_object(root))
		return reader__fail(r, "not a table: the document is not an object");
	err = reader__member(r, root, "schema", JSON_INTEGER, &schema);
	if (err)
		return err;
	if (json_integer_value(schema) != NULL_TABLE_SCHEMA)
		return reader__fail(r, "schema %lld, this reader knows schema %d",
				    (long long)json_integer_value(schema),
				    NULL_TABLE_SCHEMA);
	return 0;
}

/* Parse @path; I/O errors keep their errno, syntax errors are -EINVAL. */
static int reader__load(struct table_reader *r, json_t **root)
{
	json_error_t jerr;
	FILE *file = fopen(r->path, "r");
	int err = 0;

	if (!file) {
		err = -errno;
		snprintf(r->err, r->err_size, "%s: %s", r->path, strerror(errno));
		return err;
	}
	*root = json_loadf(file, JSON_REJECT_DUPLICATES, &jerr);
	if (ferror(file)) {
		err = errno ? -errno : -EIO;
		snprintf(r->err, r->err_size, "%s: %s", r->path, strerror(-err));
	} else if (!*root) {
		err = -EINVAL;
		snprintf(r->err, r->err_size, "%s:%d:%d: %s", r->path,
			 jerr.line, jerr.column, jerr.text);
	}
	fclose(file);
	if (err && *root) {
		json_decref(*root);
		*root = NULL;
	}
	return err;
}

int null_table__read(const char *path, struct null_table **table,
		     char *err, size_t err_size)
{
	struct table_reader r = {
		.path = path, .err = err, .err_size = err_size,
	};
	struct null_table *t;
	json_t *root = NULL;
	int ret;

	*table = NULL;
	ret = reader__load(&r, &root);
	if (ret)
		return ret;
	t = calloc(1, sizeof(*t));
	if (!t) {
		json_decref(root);
		return -ENOMEM;
	}
	t->json = root;
	ret = reader__schema(&r, root);
	if (!ret)
		ret = reader__section(&r, root, "events", &t->events,
				      &t->nr_events);
	if (!ret)
		ret = reader__section(&r, root, "functions", &t->functions,
				      &t->nr_functions);
	if (!ret)
		ret = reader__bugs(&r, root, t);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "%s: out of memory", path);
	if (ret) {
		null_table__free(t);
		return ret;
	}
	*table = t;
	return 0;
}

static void free_entries(struct null_table_entry *entries, size_t n)
{
	size_t i, j;

	for (i = 0; i < n && entries; i++) {
		if (entries[i].args_in_block)
			continue;
		for (j = 0; entries[i].args && j < entries[i].nr_args; j++)
			free_evidence(&entries[i].args[j]);
		free(entries[i].args);
	}
	free(entries);
}

void null_table__free(struct null_table *table)
{
	if (!table)
		return;
	free_entries(table->events, table->nr_events);
	free_entries(table->functions, table->nr_functions);
	free(table->bugs);
	json_decref(table->json);
	while (table->nr_blocks)
		free(table->blocks[--table->nr_blocks]);
	free(table->blocks);
	free(table);
}

static const struct null_table_entry *find_entry(const struct null_table_entry *entries,
						 size_t n, const char *name)
{
	struct null_table_entry key = { .name = name };

	if (!n)
		return NULL;
	return bsearch(&key, entries, n, sizeof(*entries), compare_entries);
}

const struct null_table_entry *null_table__event(const struct null_table *table,
						  const char *name)
{
	return find_entry(table->events, table->nr_events, name);
}

const struct null_table_entry *null_table__function(const struct null_table *table,
						     const char *name)
{
	return find_entry(table->functions, table->nr_functions, name);
}

bool null_table_arg__may_be_null(const struct null_table_arg *arg)
{
	return arg->verdict == NULL_VERDICT_NULLABLE ||
	       arg->verdict == NULL_VERDICT_GUARDED;
}

const char *null_verdict__name(enum null_verdict verdict)
{
	if ((unsigned int)verdict >= sizeof(verdict_names) / sizeof(verdict_names[0]))
		return "unknown";
	return verdict_names[verdict];
}
