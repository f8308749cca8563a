// SPDX-License-Identifier: MIT
#define _GNU_SOURCE	/* asprintf() */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf-nullable.h"
#include "export-plan.h"
#include "func-index.h"
#include "null-table.h"

/*
 * The table and the BTF name a parameter alike when the names are equal
 * up to the suffix: a tree that already says skb__nullable in TP_PROTO
 * gives that name to both, and a suffix one side lacks changes nothing.
 */
static bool same_param_name(const char *table_name, const char *btf_name)
{
	size_t a = btf_nullable__stem_len(table_name);
	size_t b = btf_nullable__stem_len(btf_name);

	return a == b && !strncmp(table_name, btf_name, a);
}

static const struct btf_type *func_proto(const struct btf *btf, __u32 func_id)
{
	const struct btf_type *func = btf_type_checked(btf, func_id);
	const struct btf_type *proto;

	if (!func || !btf_is_func(func))
		return NULL;
	proto = btf_type_checked(btf, func->type);
	return proto && btf_is_func_proto(proto) ? proto : NULL;
}

const char *btf_func_param_name(const struct btf *btf, __u32 func_id,
				int component)
{
	const struct btf_type *proto = func_proto(btf, func_id);

	if (!proto || component < 0 || component >= btf_vlen(proto))
		return NULL;
	return btf__name_by_offset(btf, btf_params(proto)[component].name_off);
}

/* Follow typedefs and modifiers: is type @id a pointer? */
static bool is_pointer(const struct btf *btf, __u32 id)
{
	const struct btf_type *t = btf_type_checked(btf, id);
	int depth;

	/* a corrupt BTF may loop; real chains are a few links long */
	for (depth = 0; t && depth < 32; depth++) {
		if (btf_is_ptr(t))
			return true;
		if (!btf_is_mod(t) && !btf_is_typedef(t) && !btf_is_type_tag(t))
			return false;
		t = btf_type_checked(btf, t->type);
	}
	return false;
}

/*
 * Follow typedefs and modifiers from pointer type @id to what it points
 * to: a struct?  The verifier takes __nullable on a stub's parameter only
 * there, and refuses the whole struct_ops type otherwise.
 */
static bool points_to_struct(const struct btf *btf, __u32 id)
{
	const struct btf_type *t = btf_type_checked(btf, id);
	bool past_pointer = false;
	int depth;

	for (depth = 0; t && depth < 32; depth++) {
		if (past_pointer && btf_is_struct(t))
			return true;
		if (btf_is_ptr(t)) {
			if (past_pointer)
				return false;
			past_pointer = true;
		} else if (!btf_is_mod(t) && !btf_is_typedef(t) && !btf_is_type_tag(t)) {
			return false;
		}
		t = btf_type_checked(btf, t->type);
	}
	return false;
}

/* Find item->func in @index and check the parameter item->component. */
static int item__match(struct export_item *item, const struct btf *btf,
		       const struct func_index *index)
{
	const struct btf_type *proto;
	const struct btf_param *param;
	const char *name;

	item->func_id = func_index__find(index, item->func);
	if (!item->func_id) {
		item->status = EXPORT_NO_FUNCTION;
		return 0;
	}
	proto = func_proto(btf, item->func_id);
	if (!proto) {
		item->status = EXPORT_BAD_PROTO;
		return 0;
	}
	item->nr_params = btf_vlen(proto);
	if (item->component >= item->nr_params) {
		item->status = EXPORT_BEYOND_PROTO;
		return 0;
	}
	param = &btf_params(proto)[item->component];
	name = btf__name_by_offset(btf, param->name_off);
	item->btf_name = strdup(name ? name : "");
	if (!item->btf_name)
		return -ENOMEM;
	if (!same_param_name(item->arg->name, item->btf_name))
		item->status = EXPORT_NAME_DIFFERS;
	else if (!is_pointer(btf, param->type))
		item->status = EXPORT_NOT_POINTER;
	else if (item->kind == EXPORT_STRUCT_OPS && !points_to_struct(btf, param->type))
		item->status = EXPORT_NOT_STRUCT;
	else
		item->status = EXPORT_MATCHED;
	return 0;
}

static bool arg_is_exported(const struct null_table_arg *arg)
{
	return null_table_arg__may_be_null(arg) || arg->err;
}

/* The function in BTF whose parameters @entry's arguments are, into item->func. */
static int item__name_func(struct export_item *item, const struct null_table_entry *entry)
{
	switch (item->kind) {
	case EXPORT_EVENT:
		return asprintf(&item->func, "__bpf_trace_%s", entry->class);
	case EXPORT_STRUCT_OPS:
		return (item->func = strdup(entry->stub)) ? 0 : -1;
	default:
		return (item->func = strdup(entry->name)) ? 0 : -1;
	}
}

/* Add an item for each exported argument of @entry. */
static int plan__add_entry(struct export_plan *plan,
			   const struct null_table_entry *entry, enum export_kind kind,
			   const struct btf *btf, const struct func_index *index)
{
	bool is_event = kind == EXPORT_EVENT;
	struct export_item *item;
	size_t i;
	int err;

	for (i = 0; i < entry->nr_args; i++) {
		if (!arg_is_exported(&entry->args[i]))
			continue;
		item = &plan->items[plan->nr_items++];
		item->kind = kind;
		item->entry = entry->name;
		item->arg = &entry->args[i];
		/* __bpf_trace_<class> takes void *__data first */
		item->component = entry->args[i].index + (is_event ? 1 : 0);
		if (is_event && !entry->class) {
			item->status = EXPORT_NO_CLASS;
			continue;
		}
		if (item__name_func(item, entry) < 0) {
			item->func = NULL;
			return -ENOMEM;
		}
		err = item__match(item, btf, index);
		if (err)
			return err;
	}
	return 0;
}

static size_t count_exported(const struct null_table_entry *entries, size_t n)
{
	size_t i, j, count = 0;

	for (i = 0; i < n; i++) {
		for (j = 0; j < entries[i].nr_args; j++)
			count += arg_is_exported(&entries[i].args[j]);
	}
	return count;
}

int export_plan__build(struct export_plan *plan, const struct null_table *table,
		       const struct btf *base)
{
	struct func_index index = { 0 };
	size_t i, n;
	int err;

	plan->nr_items = 0;
	n = count_exported(table->events, table->nr_events) +
	    count_exported(table->functions, table->nr_functions) +
	    count_exported(table->struct_ops, table->nr_struct_ops);
	plan->items = calloc(n ? n : 1, sizeof(*plan->items));
	if (!plan->items)
		return -ENOMEM;
	err = func_index__build(&index, base);
	for (i = 0; !err && i < table->nr_events; i++)
		err = plan__add_entry(plan, &table->events[i], EXPORT_EVENT, base, &index);
	for (i = 0; !err && i < table->nr_functions; i++)
		err = plan__add_entry(plan, &table->functions[i], EXPORT_FUNCTION, base, &index);
	for (i = 0; !err && i < table->nr_struct_ops; i++)
		err = plan__add_entry(plan, &table->struct_ops[i], EXPORT_STRUCT_OPS, base, &index);
	func_index__free(&index);
	return err;
}

void export_plan__free(struct export_plan *plan)
{
	size_t i;

	for (i = 0; i < plan->nr_items; i++) {
		free(plan->items[i].func);
		free(plan->items[i].btf_name);
	}
	free(plan->items);
	plan->items = NULL;
	plan->nr_items = 0;
}

size_t export_plan__matched(const struct export_plan *plan)
{
	size_t i, count = 0;

	for (i = 0; i < plan->nr_items; i++)
		count += plan->items[i].status == EXPORT_MATCHED;
	return count;
}

const char *export_item__reason(const struct export_item *item, char *buf,
				size_t size)
{
	switch (item->status) {
	case EXPORT_MATCHED:
		snprintf(buf, size, "%s", "");
		break;
	case EXPORT_NO_CLASS:
		snprintf(buf, size, "the table does not know the event's class");
		break;
	case EXPORT_NO_FUNCTION:
		snprintf(buf, size, "%s is absent from the base BTF", item->func);
		break;
	case EXPORT_BAD_PROTO:
		snprintf(buf, size, "%s in the base BTF has no function prototype",
			 item->func);
		break;
	case EXPORT_BEYOND_PROTO:
		snprintf(buf, size, "%s has %d parameters in the base BTF, this is parameter %d",
			 item->func, item->nr_params, item->component);
		break;
	case EXPORT_NAME_DIFFERS:
		snprintf(buf, size, "parameter %d of %s is '%s' in the base BTF",
			 item->component, item->func, item->btf_name);
		break;
	case EXPORT_NOT_POINTER:
		snprintf(buf, size, "parameter %d of %s is not a pointer in the base BTF",
			 item->component, item->func);
		break;
	case EXPORT_NOT_STRUCT:
		snprintf(buf, size, "parameter %d of %s points to no struct in the base BTF: "
			 "the verifier refuses __nullable there", item->component, item->func);
		break;
	}
	return buf;
}
