// SPDX-License-Identifier: MIT
/*
 * The fields of each kind of facts record (facts-reader-priv.h), checked
 * as they are read into a struct facts_record: a field missing or of the
 * wrong type is named with the record's kind and its line.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <jansson.h>

#include "facts-schema.h"
#include "facts-reader-priv.h"

int facts_record__fail(struct facts_reader *r, const char *fmt, ...)
{
	size_t len;
	va_list ap;

	len = snprintf(r->err, r->err_size, "%s:%d: ", r->name, r->line);
	if (len < r->err_size) {
		va_start(ap, fmt);
		vsnprintf(r->err + len, r->err_size - len, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

/* Field accessors: 0 and the value, or -EINVAL after saying what is wrong. */
static int get_string(struct facts_reader *r, json_t *o, const char *kind,
		      const char *key, bool nullable, const char **out)
{
	json_t *v = json_object_get(o, key);

	if (!v)
		return facts_record__fail(r, "%s record: \"%s\" missing", kind, key);
	if (nullable && json_is_null(v)) {
		*out = NULL;
		return 0;
	}
	if (!json_is_string(v))
		return facts_record__fail(r, "%s record: \"%s\" is not a string", kind, key);
	*out = json_string_value(v);
	return 0;
}

static int get_int(struct facts_reader *r, json_t *o, const char *kind,
		   const char *key, int *out)
{
	json_t *v = json_object_get(o, key);
	json_int_t n;

	if (!v)
		return facts_record__fail(r, "%s record: \"%s\" missing", kind, key);
	if (!json_is_integer(v) || (n = json_integer_value(v)) < 0 || n > 1 << 30)
		return facts_record__fail(r, "%s record: \"%s\" is not a small non-negative integer",
				          kind, key);
	*out = n;
	return 0;
}

static int get_bool(struct facts_reader *r, json_t *o, const char *kind,
		    const char *key, bool *out)
{
	json_t *v = json_object_get(o, key);

	if (!v)
		return facts_record__fail(r, "%s record: \"%s\" missing", kind, key);
	if (!json_is_boolean(v))
		return facts_record__fail(r, "%s record: \"%s\" is not true or false", kind, key);
	*out = json_is_true(v);
	return 0;
}

/* A flag the writer leaves out when it is false. */
static int get_flag(struct facts_reader *r, json_t *o, const char *kind,
		    const char *key, bool *out)
{
	*out = false;
	return json_object_get(o, key) ? get_bool(r, o, kind, key, out) : 0;
}

/* A position in the header's source leaves its "file" out. */
static int get_position(struct facts_reader *r, json_t *o, const char *kind,
			struct facts_record *rec)
{
	rec->file = r->records[0].name;	/* the header's "source" */
	if (json_object_get(o, "file") && get_string(r, o, kind, "file", false, &rec->file))
		return -EINVAL;
	return get_int(r, o, kind, "line", &rec->line);
}

static int get_value(struct facts_reader *r, json_t *o, const char *kind,
		     enum facts_value *out)
{
	const char *name;
	int value;

	if (get_string(r, o, kind, "value", false, &name))
		return -EINVAL;
	value = facts_value__parse(name);
	if (value < 0)
		return facts_record__fail(r, "%s record: unknown value \"%s\"", kind, name);
	*out = value;
	return 0;
}

/* A parameter or argument number: an integer from 0 to 65536. */
static bool is_index(json_t *v)
{
	return json_is_integer(v) && json_integer_value(v) >= 0 &&
	       json_integer_value(v) <= 1 << 16;
}

/* One parameter: [index, name, C type]. */
static int get_param(struct facts_reader *r, json_t *item, const char *kind, size_t i,
		     struct facts_param *param)
{
	json_t *index = json_array_get(item, 0), *name = json_array_get(item, 1),
	       *type = json_array_get(item, 2);

	if (!json_is_array(item) || json_array_size(item) != 3 || !is_index(index) ||
	    !json_is_string(name) || !json_is_string(type))
		return facts_record__fail(r, "%s record: params[%zu] is not [index, name, type]", kind, i);
	param->index = json_integer_value(index);
	param->name = json_string_value(name);
	param->type = json_string_value(type);
	param->nullable = false;
	param->derefs = false;
	param->marked = false;
	return 0;
}

/*
 * "@key" of a @kind record, a list of elements of @size bytes: *@list the
 * array and *@room as many elements, or both NULL when it is absent and
 * @optional.
 */
static int open_list(struct facts_reader *r, json_t *o, const char *kind, const char *key,
		     bool optional, size_t size, json_t **list, void **room)
{
	*list = json_object_get(o, key);
	*room = NULL;
	if (!*list && optional)
		return 0;
	if (!json_is_array(*list))
		return facts_record__fail(r, "%s record: \"%s\" %s", kind, key,
				          *list ? "is not an array" : "missing");
	*room = facts_arena__alloc(&r->arena, json_array_size(*list) * size);
	if (!*room && json_array_size(*list))
		return facts_record__fail(r, "out of memory");
	return 0;
}

/*
 * Function and stub records list parameters by index: in "nullable" those
 * declared __nullable, in "derefs" those dereferenced on every path, in
 * "marked" those a verifier callback marks maybe-NULL by hand.
 */
static int get_param_flags(struct facts_reader *r, json_t *o, const char *kind,
			   const char *key, struct facts_param *params, size_t nr)
{
	json_t *list = json_object_get(o, key), *item;
	size_t i, p;

	if (!list)
		return 0;
	if (!json_is_array(list))
		return facts_record__fail(r, "%s record: \"%s\" is not an array", kind, key);
	json_array_foreach(list, i, item) {
		for (p = 0; p < nr; p++) {
			if (json_is_integer(item) && json_integer_value(item) == params[p].index)
				break;
		}
		if (p == nr)
			return facts_record__fail(r, "%s record: %s[%zu] is not a listed parameter",
					          kind, key, i);
		if (!strcmp(key, "nullable"))
			params[p].nullable = true;
		else if (!strcmp(key, "marked"))
			params[p].marked = true;
		else
			params[p].derefs = true;
	}
	return 0;
}

static int get_params(struct facts_reader *r, json_t *o, const char *kind,
		      struct facts_record *rec, bool with_nullable)
{
	struct facts_param *params;
	json_t *list, *item;
	size_t i;

	if (open_list(r, o, kind, "params", false, sizeof(*params), &list, (void **)&params))
		return -EINVAL;
	json_array_foreach(list, i, item) {
		if (get_param(r, item, kind, i, &params[i]))
			return -EINVAL;
	}
	if (with_nullable &&
	    (get_param_flags(r, o, kind, "nullable", params, json_array_size(list)) ||
	     get_param_flags(r, o, kind, "derefs", params, json_array_size(list)) ||
	     get_param_flags(r, o, kind, "marked", params, json_array_size(list))))
		return -EINVAL;
	rec->params = params;
	rec->nr_params = json_array_size(list);
	return 0;
}

/*
 * A list of strings, "@key" of a @kind record, into rec->calls: optional
 * (return's "calls": the functions whose result it returns as is) or not
 * (create's "unset": the members it may publish unset).
 */
static int get_string_list(struct facts_reader *r, json_t *o, const char *kind, const char *key,
			   bool optional, const char *const **out, size_t *nr)
{
	const char **strings;
	json_t *list, *item;
	size_t i;

	if (open_list(r, o, kind, key, optional, sizeof(*strings), &list, (void **)&strings))
		return -EINVAL;
	if (!list)
		return 0;
	json_array_foreach(list, i, item) {
		if (!json_is_string(item))
			return facts_record__fail(r, "%s record: %s[%zu] is not a string", kind, key, i);
		strings[i] = json_string_value(item);
	}
	*out = strings;
	*nr = json_array_size(list);
	return 0;
}

static int get_strings(struct facts_reader *r, json_t *o, const char *kind, const char *key,
		       bool optional, struct facts_record *rec)
{
	return get_string_list(r, o, kind, key, optional, &rec->calls, &rec->nr_calls);
}

/* return's "fields": [["struct.member", file declaring the struct], ...], optional. */
static int get_fields(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	struct facts_field *fields;
	json_t *list, *item;
	size_t i;

	if (open_list(r, o, "return", "fields", true, sizeof(*fields), &list, (void **)&fields))
		return -EINVAL;
	if (!list)
		return 0;
	json_array_foreach(list, i, item) {
		json_t *member = json_array_get(item, 0), *file = json_array_get(item, 1);

		if (json_array_size(item) != 2 || !json_is_string(member) || !json_is_string(file))
			return facts_record__fail(r, "return record: fields[%zu] is not [\"struct.member\", file]", i);
		fields[i].member = json_string_value(member);
		fields[i].struct_file = json_string_value(file);
	}
	rec->fields = fields;
	rec->nr_fields = json_array_size(list);
	return 0;
}

/* A "field" value: [index, "field", "struct.member", file declaring the struct]. */
static int get_field_arg(struct facts_reader *r, json_t *item, size_t i, struct facts_arg *arg)
{
	json_t *field = json_array_get(item, 2), *file = json_array_get(item, 3);

	if (!json_is_string(field) || !json_is_string(file))
		return facts_record__fail(r, "call record: args[%zu]: a \"field\" value names the member and its struct's file", i);
	arg->field = json_string_value(field);
	arg->field_file = json_string_value(file);
	return 0;
}

/*
 * One argument: [index, value], then the caller's parameter number, for
 * "call" the callee, for "field" the member and its struct's file.
 */
static int get_arg(struct facts_reader *r, json_t *item, size_t i, struct facts_arg *arg)
{
	json_t *index = json_array_get(item, 0), *value = json_array_get(item, 1),
	       *more = json_array_get(item, 2);
	size_t size = json_array_size(item);
	int v;

	if (!json_is_array(item) || size < 2 || size > 4 ||
	    !is_index(index) || !json_is_string(value))
		return facts_record__fail(r, "call record: args[%zu] is not [index, value, ...]", i);
	v = facts_value__parse(json_string_value(value));
	if (v < 0)
		return facts_record__fail(r, "call record: args[%zu]: unknown value \"%s\"", i,
				          json_string_value(value));
	arg->arg = json_integer_value(index);
	arg->value = v;
	arg->param = -1;
	arg->callee = NULL;
	arg->field = arg->field_file = NULL;
	if (v == FACTS_VALUE_FIELD)
		return get_field_arg(r, item, i, arg);
	if (size > 3)
		return facts_record__fail(r, "call record: args[%zu] is not [index, value, ...]", i);
	if (v == FACTS_VALUE_CALL) {
		if (!json_is_string(more))
			return facts_record__fail(r, "call record: args[%zu]: a \"call\" value names its callee", i);
		arg->callee = json_string_value(more);
	} else if (more) {
		if (!is_index(more))
			return facts_record__fail(r, "call record: args[%zu]: the parameter is not a small integer", i);
		arg->param = json_integer_value(more);
	}
	return 0;
}

/* A member, "struct.member", and the file declaring the struct. */
static int get_member(struct facts_reader *r, json_t *o, const char *kind,
		      struct facts_record *rec)
{
	return get_string(r, o, kind, "member", false, &rec->member) ?:
	       get_string(r, o, kind, "struct_file", false, &rec->struct_file);
}

/* A call names its callee, or the member it calls through. */
static int get_callee(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	if (json_object_get(o, "member"))
		return get_member(r, o, "call", rec);
	return get_string(r, o, "call", "callee", false, &rec->name);
}

/*
 * [function, parameter] or [function, parameter, "static"]; with @with_arg
 * (a call record's "deref_if") the argument's index first.
 */
static int get_fn_param(struct facts_reader *r, json_t *item, const char *kind, const char *key,
			bool with_arg, size_t i, struct facts_fn_param *d)
{
	size_t first = with_arg, n = json_array_size(item);
	json_t *arg = json_array_get(item, 0), *fn = json_array_get(item, first),
	       *param = json_array_get(item, first + 1), *flag = json_array_get(item, first + 2);

	if (!json_is_array(item) || n < first + 2 || n > first + 3 || (with_arg && !is_index(arg)) ||
	    !json_is_string(fn) || !is_index(param) ||
	    (flag && (!json_is_string(flag) || strcmp(json_string_value(flag), "static"))))
		return facts_record__fail(r, "%s record: %s[%zu] is not [%sfunction, parameter] or [%sfunction, parameter, \"static\"]",
				          kind, key, i, with_arg ? "argument, " : "",
					  with_arg ? "argument, " : "");
	d->arg = with_arg ? json_integer_value(arg) : -1;
	d->function = json_string_value(fn);
	d->param = json_integer_value(param);
	d->is_static = flag != NULL;
	return 0;
}

/* "@key" of a @kind record, optional: a list of get_fn_param()'s. */
static int get_fn_params(struct facts_reader *r, json_t *o, const char *kind, const char *key,
			 bool with_arg, const struct facts_fn_param **out, size_t *nr)
{
	struct facts_fn_param *d;
	json_t *list, *item;
	size_t i;

	if (open_list(r, o, kind, key, true, sizeof(*d), &list, (void **)&d))
		return -EINVAL;
	if (!list)
		return 0;
	json_array_foreach(list, i, item) {
		if (get_fn_param(r, item, kind, key, with_arg, i, &d[i]))
			return -EINVAL;
	}
	*out = d;
	*nr = json_array_size(list);
	return 0;
}

static int get_deref_if(struct facts_reader *r, json_t *o, const char *kind,
			struct facts_record *rec)
{
	return get_fn_params(r, o, kind, "deref_if", !strcmp(kind, "call"), &rec->deref_if,
			     &rec->nr_deref_if);
}

static int read_call(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	struct facts_arg *args;
	json_t *list, *item;
	size_t i;

	if (get_string(r, o, "call", "caller", false, &rec->caller) ||
	    get_callee(r, o, rec) ||
	    get_flag(r, o, "call", "static", &rec->is_static) ||
	    get_position(r, o, "call", rec) ||
	    get_flag(r, o, "call", "always", &rec->always) ||
	    open_list(r, o, "call", "args", false, sizeof(*args), &list, (void **)&args))
		return -EINVAL;
	json_array_foreach(list, i, item) {
		if (get_arg(r, item, i, &args[i]))
			return -EINVAL;
	}
	rec->args = args;
	rec->nr_args = json_array_size(list);
	return get_deref_if(r, o, "call", rec);
}

/* An evidence record is about an event or, for body evidence, a class. */
static int read_evidence(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	const char *kind;
	int evidence;

	rec->name = json_string_value(json_object_get(o, "event"));
	rec->class = json_string_value(json_object_get(o, "class"));
	if (!rec->name == !rec->class)
		return facts_record__fail(r, "evidence record: needs one of \"event\" and \"class\"");
	if (get_int(r, o, "evidence", "arg", &rec->arg) ||
	    get_string(r, o, "evidence", "kind", false, &kind) ||
	    get_deref_if(r, o, "evidence", rec) ||
	    get_position(r, o, "evidence", rec))
		return -EINVAL;
	evidence = facts_evidence__parse(kind);
	/* The table's own kinds: it grades the facts' with the whole tree's. */
	if (evidence < 0 || evidence == FACTS_EV_CALL_RETURNS_NONNULL ||
	    evidence == FACTS_EV_FIELD_NONNULL || evidence == FACTS_EV_NOT_CALLED)
		return facts_record__fail(r, "evidence record: unknown kind \"%s\"", kind);
	rec->evidence = evidence;
	if (evidence >= FACTS_EV_CALL_NULL &&
	    get_string(r, o, "evidence", "caller", false, &rec->caller))
		return -EINVAL;
	if (evidence == FACTS_EV_CALL_RETURNS_NULL || evidence == FACTS_EV_CALL_RESULT)
		return get_string(r, o, "evidence", "function", false, &rec->function);
	if (evidence == FACTS_EV_CALL_FIELD)
		return get_string(r, o, "evidence", "field", false, &rec->member) ?:
		       get_string(r, o, "evidence", "struct_file", false, &rec->struct_file);
	return 0;
}

/* Where a store or creation is: a function, or none for a static initializer. */
static int get_where(struct facts_reader *r, json_t *o, const char *kind,
		     struct facts_record *rec)
{
	if (json_object_get(o, "function") &&
	    get_string(r, o, kind, "function", false, &rec->name))
		return -EINVAL;
	return get_flag(r, o, kind, "static", &rec->is_static) ?:
	       get_position(r, o, kind, rec);
}

/*
 * The value a store writes, and what it comes from: the function's
 * parameter ("param"), a function's result ("callee"), another member's
 * value ("from", "from_file").  A static initializer's values are
 * constants.
 */
static int get_stored(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	rec->param = -1;
	if (get_value(r, o, "store", &rec->value))
		return -EINVAL;
	switch (rec->value) {
	case FACTS_VALUE_PARAM:
		if (get_int(r, o, "store", "param", &rec->param))
			return -EINVAL;
		break;
	case FACTS_VALUE_CALL:
		if (get_string(r, o, "store", "callee", false, &rec->function))
			return -EINVAL;
		break;
	case FACTS_VALUE_FIELD:
		if (get_string(r, o, "store", "from", false, &rec->from) ||
		    get_string(r, o, "store", "from_file", false, &rec->from_file))
			return -EINVAL;
		break;
	default:
		return 0;
	}
	if (!json_object_get(o, "function"))
		return facts_record__fail(r, "store record: a \"%s\" value needs its \"function\"",
				          facts_value__name(rec->value));
	return 0;
}

/* A store's "tested": the line of the test that finds the value not NULL, optional. */
static int get_tested(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	if (!json_object_get(o, "tested"))
		return 0;
	if (rec->value != FACTS_VALUE_NONNULL)
		return facts_record__fail(r, "store record: \"tested\" with a value other than \"nonnull\"");
	return get_int(r, o, "store", "tested", &rec->tested);
}

static int read_store(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	return get_string(r, o, "store", "field", false, &rec->member) ?:
	       get_string(r, o, "store", "struct_file", false, &rec->struct_file) ?:
	       get_stored(r, o, rec) ?:
	       get_tested(r, o, rec) ?:
	       get_where(r, o, "store", rec);
}

/*
 * One of "handed": {"function", "param", "whole", "unset", "after"} in a
 * create record, [function, parameter] in an init record.
 */
static int get_hand(struct facts_reader *r, json_t *item, enum facts_kind kind, size_t i,
		    struct facts_hand *h)
{
	struct facts_fn_param fn;

	if (kind == FACTS_INIT) {
		if (get_fn_param(r, item, "init", "handed", false, i, &fn))
			return -EINVAL;
		h->function = fn.function;
		h->param = fn.param;
		return 0;
	}
	if (!json_is_object(item))
		return facts_record__fail(r, "create record: handed[%zu] is not an object", i);
	return get_string(r, item, "create", "function", false, &h->function) ?:
	       get_int(r, item, "create", "param", &h->param) ?:
	       get_flag(r, item, "create", "whole", &h->whole) ?:
	       get_string_list(r, item, "create", "unset", false, &h->unset, &h->nr_unset) ?:
	       get_fn_params(r, item, "create", "after", false, &h->after, &h->nr_after);
}

static int get_hands(struct facts_reader *r, json_t *o, enum facts_kind kind,
		     struct facts_record *rec)
{
	struct facts_hand *hands;
	json_t *list, *item;
	size_t i;

	if (open_list(r, o, facts_kind__name(kind), "handed", true, sizeof(*hands), &list,
		      (void **)&hands))
		return -EINVAL;
	if (!list)
		return 0;
	memset(hands, 0, json_array_size(list) * sizeof(*hands));
	json_array_foreach(list, i, item) {
		if (get_hand(r, item, kind, i, &hands[i]))
			return -EINVAL;
	}
	rec->hands = hands;
	rec->nr_hands = json_array_size(list);
	return 0;
}

/*
 * A creation: the struct, in "unset" the members it may publish unset
 * (but by a hand), then "after" and "handed".
 */
static int read_create(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	return get_string(r, o, "create", "struct", false, &rec->member) ?:
	       get_string(r, o, "create", "struct_file", false, &rec->struct_file) ?:
	       get_where(r, o, "create", rec) ?:
	       get_strings(r, o, "create", "unset", false, rec) ?:
	       get_fn_params(r, o, "create", "after", false, &rec->after, &rec->nr_after) ?:
	       get_hands(r, o, FACTS_CREATE, rec);
}

/*
 * What a function does to the object its parameter points to: "sets" on
 * every return, "publishes" it (then "before": what it set by then), its
 * "handed" and "after" as a creation's.
 */
static int read_init(struct facts_reader *r, json_t *o, struct facts_record *rec)
{
	return get_string(r, o, "init", "function", false, &rec->name) ?:
	       get_flag(r, o, "init", "static", &rec->is_static) ?:
	       get_int(r, o, "init", "param", &rec->param) ?:
	       get_string(r, o, "init", "struct", false, &rec->member) ?:
	       get_string(r, o, "init", "struct_file", false, &rec->struct_file) ?:
	       get_strings(r, o, "init", "sets", false, rec) ?:
	       get_bool(r, o, "init", "publishes", &rec->publishes) ?:
	       get_string_list(r, o, "init", "before", true, &rec->before, &rec->nr_before) ?:
	       get_fn_params(r, o, "init", "after", false, &rec->after, &rec->nr_after) ?:
	       get_hands(r, o, FACTS_INIT, rec) ?:
	       get_position(r, o, "init", rec);
}

int facts_record__read(struct facts_reader *r, json_t *o, enum facts_kind kind,
		       struct facts_record *rec)
{
	switch (kind) {
	case FACTS_HEADER:
		return get_int(r, o, "header", "schema", &rec->schema) ?:
		       get_string(r, o, "header", "source", false, &rec->name);
	case FACTS_CALL:
		return read_call(r, o, rec);
	case FACTS_RETURN:
		return get_string(r, o, "return", "function", false, &rec->name) ?:
		       get_flag(r, o, "return", "null", &rec->null) ?:
		       get_flag(r, o, "return", "err", &rec->err) ?:
		       get_flag(r, o, "return", "nonnull", &rec->nonnull) ?:
		       get_flag(r, o, "return", "static", &rec->is_static) ?:
		       get_strings(r, o, "return", "calls", true, rec) ?:
		       get_fields(r, o, rec) ?:
		       get_position(r, o, "return", rec);
	case FACTS_CLASS:
		return get_string(r, o, "class", "class", false, &rec->name) ?:
		       get_params(r, o, "class", rec, false) ?:
		       get_position(r, o, "class", rec);
	case FACTS_EVENT:
		return get_string(r, o, "event", "event", false, &rec->name) ?:
		       get_string(r, o, "event", "class", true, &rec->class) ?:
		       get_bool(r, o, "event", "defined", &rec->defined) ?:
		       get_params(r, o, "event", rec, false) ?:
		       get_position(r, o, "event", rec);
	case FACTS_EVIDENCE:
		return read_evidence(r, o, rec);
	case FACTS_FLOW:
		return get_string(r, o, "flow", "event", false, &rec->name) ?:
		       get_int(r, o, "flow", "arg", &rec->arg) ?:
		       get_string(r, o, "flow", "function", false, &rec->function) ?:
		       get_int(r, o, "flow", "param", &rec->param) ?:
		       get_value(r, o, "flow", &rec->value) ?:
		       get_flag(r, o, "flow", "static", &rec->is_static) ?:
		       get_deref_if(r, o, "flow", rec) ?:
		       get_position(r, o, "flow", rec);
	case FACTS_TP_ARG:
		return get_string(r, o, "tp_arg", "event", false, &rec->name) ?:
		       get_int(r, o, "tp_arg", "arg", &rec->arg);
	case FACTS_SUMMARY:
		return 0;
	case FACTS_FUNCTION:
		return get_string(r, o, "function", "function", false, &rec->name) ?:
		       get_flag(r, o, "function", "static", &rec->is_static) ?:
		       get_params(r, o, "function", rec, true) ?:
		       get_position(r, o, "function", rec);
	case FACTS_MEMBER:
		return get_member(r, o, "member", rec) ?:
		       get_string(r, o, "member", "function", false, &rec->name) ?:
		       get_flag(r, o, "member", "static", &rec->is_static) ?:
		       get_position(r, o, "member", rec);
	case FACTS_STUB:
		return get_string(r, o, "stub", "struct_ops", false, &rec->struct_ops) ?:
		       get_member(r, o, "stub", rec) ?:
		       get_string(r, o, "stub", "function", false, &rec->name) ?:
		       get_flag(r, o, "stub", "static", &rec->is_static) ?:
		       get_params(r, o, "stub", rec, true) ?:
		       get_position(r, o, "stub", rec);
	case FACTS_STORE:
		return read_store(r, o, rec);
	case FACTS_CREATE:
		return read_create(r, o, rec);
	case FACTS_INIT:
		return read_init(r, o, rec);
	default:
		return facts_record__fail(r, "unknown record kind");
	}
}
