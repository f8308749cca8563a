// SPDX-License-Identifier: MIT
#define _GNU_SOURCE	/* asprintf() */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf-nullable.h"
#include "export-plan.h"
#include "full-btf.h"
#include "null-table.h"

/* Classify @item; true when it asks for a suffix in its function. */
static bool item__wants_suffix(const struct export_item *item,
			       struct full_counts *counts)
{
	if (item->status != EXPORT_MATCHED)
		return false;
	if (item->kind == EXPORT_FUNCTION) {
		counts->functions++;
		return false;
	}
	if (!null_table_arg__may_be_null(item->arg)) {
		counts->err_only++;
		return false;
	}
	counts->applied++;
	if (item->kind == EXPORT_STRUCT_OPS)
		counts->struct_ops++;
	if (item->arg->err)
		counts->err_dropped++;
	if (btf_nullable__has_suffix(item->btf_name)) {
		counts->already++;
		return false;
	}
	return true;
}

static int compare_items(const void *a, const void *b)
{
	const struct export_item *x = *(const struct export_item *const *)a;
	const struct export_item *y = *(const struct export_item *const *)b;

	if (x->func_id != y->func_id)
		return x->func_id < y->func_id ? -1 : 1;
	return (x->component > y->component) - (x->component < y->component);
}

static bool component_wanted(struct export_item **items, size_t n, int component)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (items[i]->component == component)
			return true;
	}
	return false;
}

/*
 * Copy parameter @k of @proto_id into the prototype being added, suffixed
 * when @suffix.  Adding strings may move libbpf's buffers, so the name is
 * copied before anything is added and types are looked up afresh.
 */
static int clone_param(struct btf *btf, __u32 proto_id, int k, bool suffix)
{
	const struct btf_type *proto = btf__type_by_id(btf, proto_id);
	const struct btf_param *param = &btf_params(proto)[k];
	const char *name = btf__name_by_offset(btf, param->name_off);
	__u32 type = param->type;
	char *copy;
	int err;

	if (asprintf(&copy, "%s%s", name ? name : "", suffix ? BTF_NULLABLE_SUFFIX : "") < 0)
		return -ENOMEM;
	err = btf__add_func_param(btf, copy, type);
	free(copy);
	return err;
}

/* Point FUNC @func_id at a clone of its prototype, suffixing @items' params. */
static int clone_proto(struct btf *btf, __u32 func_id, struct export_item **items,
		       size_t n)
{
	__u32 proto_id = btf__type_by_id(btf, func_id)->type;
	const struct btf_type *proto = btf__type_by_id(btf, proto_id);
	int k, vlen = btf_vlen(proto), new_id, err;
	struct btf_type *func;

	new_id = btf__add_func_proto(btf, proto->type);
	if (new_id < 0)
		return new_id;
	for (k = 0; k < vlen; k++) {
		err = clone_param(btf, proto_id, k, component_wanted(items, n, k));
		if (err)
			return err;
	}
	/* libbpf has no setter; the types are ours once modifiable */
	func = (struct btf_type *)btf__type_by_id(btf, func_id);
	func->type = new_id;
	return 0;
}

int full_btf__build(const struct export_plan *plan, struct btf *btf,
		    struct full_counts *counts)
{
	struct export_item **wanted;
	size_t i, start, n = 0;
	int err = 0;

	memset(counts, 0, sizeof(*counts));
	wanted = calloc(plan->nr_items + 1, sizeof(*wanted));
	if (!wanted)
		return -ENOMEM;
	for (i = 0; i < plan->nr_items; i++) {
		if (item__wants_suffix(&plan->items[i], counts))
			wanted[n++] = &plan->items[i];
	}
	qsort(wanted, n, sizeof(*wanted), compare_items);
	for (start = 0; !err && start < n; start = i) {
		for (i = start; i < n && wanted[i]->func_id == wanted[start]->func_id; i++)
			;
		err = clone_proto(btf, wanted[start]->func_id, wanted + start,
				  i - start);
		if (!err)
			counts->clones++;
	}
	free(wanted);
	return err;
}
