// SPDX-License-Identifier: MIT
/*
 * The kernel maps an event to its class through kallsyms (the tracepoint's
 * bpf_func); a BTF file alone cannot, so a DEFINE_EVENT event is matched
 * to the classes whose prototype has its exact parameter types.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "array.h"
#include "btf-null.h"
#include "btf-nullable.h"

#define CLASS_PREFIX	"__bpf_trace_"
#define EVENT_PREFIX	"btf_trace_"

struct param_tag {
	unsigned target;	/* the FUNC */
	int component;		/* parameter index in its prototype */
	bool null;
	bool err;
};

struct btf_null {
	const struct btf *btf;
	struct param_tag *tags;	/* sorted by target, component */
	size_t nr_tags, tags_cap;
	unsigned *classes;	/* every __bpf_trace_* FUNC */
	size_t nr_classes, classes_cap;
	bool names_nullable;	/* some parameter's name ends in __nullable */
};

static int compare_tags(const void *a, const void *b)
{
	const struct param_tag *x = a, *y = b;

	if (x->target != y->target)
		return x->target < y->target ? -1 : 1;
	return (x->component > y->component) - (x->component < y->component);
}

static int add_tag(struct btf_null *bn, const struct btf_type *t, const char *name)
{
	struct param_tag *tag;

	if (ARRAY_ENSURE(bn->tags, bn->tags_cap, bn->nr_tags + 1))
		return -ENOMEM;
	tag = &bn->tags[bn->nr_tags++];
	tag->target = t->type;
	tag->component = btf_decl_tag(t)->component_idx;
	tag->null = !strcmp(name, BTF_NULLABLE_TAG);
	tag->err = !tag->null;
	return 0;
}

static int add_class(struct btf_null *bn, unsigned id)
{
	if (ARRAY_ENSURE(bn->classes, bn->classes_cap, bn->nr_classes + 1))
		return -ENOMEM;
	bn->classes[bn->nr_classes++] = id;
	return 0;
}

static bool names_nullable(const struct btf *btf, const struct btf_type *proto)
{
	const struct btf_param *param = btf_params(proto);

	for (int i = 0; i < btf_vlen(proto); i++) {
		if (btf_nullable__has_suffix(btf__name_by_offset(btf, param[i].name_off)))
			return true;
	}
	return false;
}

int btf_null__new(const struct btf *btf, struct btf_null **bnp)
{
	struct btf_null *bn = calloc(1, sizeof(*bn));
	unsigned nr = btf__type_cnt(btf);
	int err = 0;

	if (!bn)
		return -ENOMEM;
	bn->btf = btf;
	for (unsigned id = 1; id < nr && !err; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name = btf__name_by_offset(btf, t->name_off);

		if (btf_is_func_proto(t) && !bn->names_nullable)
			bn->names_nullable = names_nullable(btf, t);
		if (!name)
			continue;
		if (btf_is_decl_tag(t) &&
		    (!strcmp(name, BTF_NULLABLE_TAG) || !strcmp(name, BTF_ERR_PTR_TAG)))
			err = add_tag(bn, t, name);
		else if (btf_is_func(t) && !strncmp(name, CLASS_PREFIX, strlen(CLASS_PREFIX)))
			err = add_class(bn, id);
	}
	if (err) {
		btf_null__free(bn);
		return err;
	}
	if (bn->nr_tags)
		qsort(bn->tags, bn->nr_tags, sizeof(*bn->tags), compare_tags);
	*bnp = bn;
	return 0;
}

bool btf_null__names_nullable(const struct btf_null *bn)
{
	return bn->names_nullable;
}

void btf_null__free(struct btf_null *bn)
{
	if (!bn)
		return;
	free(bn->tags);
	free(bn->classes);
	free(bn);
}

/* The FUNC_PROTO of FUNC @id, or NULL. */
static const struct btf_type *func_proto(const struct btf *btf, unsigned id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	if (!t || !btf_is_func(t))
		return NULL;
	t = btf__type_by_id(btf, t->type);
	return t && btf_is_func_proto(t) ? t : NULL;
}

static void tag_marks(const struct btf_null *bn, unsigned func, int component,
		      struct arg_mark *mark)
{
	struct param_tag key = { .target = func, .component = component };
	const struct param_tag *tag = !bn->nr_tags ? NULL : bsearch(&key, bn->tags, bn->nr_tags,
					      sizeof(*bn->tags), compare_tags);

	if (!tag)
		return;
	/* bsearch finds any of equal tags: look at all of them */
	while (tag > bn->tags && !compare_tags(tag - 1, &key))
		tag--;
	for (; tag < bn->tags + bn->nr_tags && !compare_tags(tag, &key); tag++) {
		mark->may_null |= tag->null;
		mark->may_err |= tag->err;
	}
}

/* The mark of parameter @component of FUNC @func. */
static struct arg_mark param_mark(const struct btf_null *bn, unsigned func, int component)
{
	const struct btf_type *proto = func_proto(bn->btf, func);
	const struct btf_param *param = btf_params(proto) + component;
	const char *name = btf__name_by_offset(bn->btf, param->name_off);
	struct arg_mark mark = { 0 };

	mark.may_null = btf_nullable__has_suffix(name);
	snprintf(mark.name, sizeof(mark.name), "%.*s", (int)btf_nullable__stem_len(name),
		 name ? name : "");
	tag_marks(bn, func, component, &mark);
	return mark;
}

static void function_marks(const struct btf_null *bn, unsigned func, int first,
			   struct arg_mark *marks, size_t nr)
{
	const struct btf_type *proto = func_proto(bn->btf, func);

	for (int i = first; i < btf_vlen(proto) && (size_t)(i - first) < nr; i++)
		marks[i - first] = param_mark(bn, func, i);
}

bool btf_null__function(const struct btf_null *bn, const char *function,
			struct arg_mark *marks, size_t nr)
{
	int id = btf__find_by_name_kind(bn->btf, function, BTF_KIND_FUNC);

	memset(marks, 0, nr * sizeof(*marks));
	if (id < 0 || !func_proto(bn->btf, id))
		return false;
	function_marks(bn, id, 0, marks, nr);
	return true;
}

/* Does FUNC @class take exactly the parameters of prototype @event_proto? */
static bool same_params(const struct btf *btf, unsigned class,
			const struct btf_type *event_proto)
{
	const struct btf_type *proto = func_proto(btf, class);
	const struct btf_param *a, *b;

	if (!proto || btf_vlen(proto) != btf_vlen(event_proto))
		return false;
	a = btf_params(proto);
	b = btf_params(event_proto);
	for (int i = 0; i < btf_vlen(proto); i++)
		if (a[i].type != b[i].type)
			return false;
	return true;
}

/* Keep in @marks only what @more also marks; forget a differing name. */
static void intersect_marks(struct arg_mark *marks, const struct arg_mark *more, size_t nr)
{
	for (size_t i = 0; i < nr; i++) {
		marks[i].may_null &= more[i].may_null;
		marks[i].may_err &= more[i].may_err;
		if (strcmp(marks[i].name, more[i].name))
			marks[i].name[0] = '\0';
	}
}

/* The prototype btf_trace_<event> points to, or NULL. */
static const struct btf_type *event_proto(const struct btf *btf, const char *event)
{
	char name[256];
	const struct btf_type *t;
	int id;

	if (snprintf(name, sizeof(name), EVENT_PREFIX "%s", event) >= (int)sizeof(name))
		return NULL;
	id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF);
	if (id < 0)
		return NULL;
	t = btf__type_by_id(btf, btf__type_by_id(btf, id)->type);
	if (!t || !btf_is_ptr(t))
		return NULL;
	t = btf__type_by_id(btf, t->type);
	return t && btf_is_func_proto(t) && btf_vlen(t) ? t : NULL;
}

/* Length of the common prefix of @event and class FUNC @class's name. */
static size_t class_affinity(const struct btf *btf, unsigned class, const char *event)
{
	const char *name = btf__name_by_offset(btf, btf__type_by_id(btf, class)->name_off);
	size_t n = 0;

	name += strlen(CLASS_PREFIX);
	while (name[n] && name[n] == event[n])
		n++;
	return n;
}

bool btf_null__event(const struct btf_null *bn, const char *event,
		     struct arg_mark *marks, size_t nr)
{
	const struct btf_type *proto = event_proto(bn->btf, event);
	size_t best = 0;
	struct arg_mark *more;
	char name[256];
	bool first = true;
	int id;

	memset(marks, 0, nr * sizeof(*marks));
	if (!proto)
		return false;
	snprintf(name, sizeof(name), CLASS_PREFIX "%s", event);
	id = btf__find_by_name_kind(bn->btf, name, BTF_KIND_FUNC);
	if (id > 0 && same_params(bn->btf, id, proto)) {
		function_marks(bn, id, 1, marks, nr);
		return true;
	}
	/* DEFINE_EVENT: the classes of this prototype sharing most of the name */
	for (size_t i = 0; i < bn->nr_classes; i++) {
		size_t affinity = class_affinity(bn->btf, bn->classes[i], event);

		if (affinity > best && same_params(bn->btf, bn->classes[i], proto))
			best = affinity;
	}
	more = calloc(nr, sizeof(*more));
	if (!more)
		return true;
	for (size_t i = 0; i < bn->nr_classes; i++) {
		if (class_affinity(bn->btf, bn->classes[i], event) != best ||
		    !same_params(bn->btf, bn->classes[i], proto))
			continue;
		memset(more, 0, nr * sizeof(*more));
		function_marks(bn, bn->classes[i], 1, first ? marks : more, nr);
		if (!first)
			intersect_marks(marks, more, nr);
		first = false;
	}
	free(more);
	return true;
}
