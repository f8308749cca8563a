// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "btf-nullable.h"
#include "export-plan.h"
#include "null-table.h"
#include "split-btf.h"

struct tag {
	__u32 func_id;
	int component;
	const char *name;
};

static int compare_tags(const void *a, const void *b)
{
	const struct tag *x = a, *y = b;

	if (x->func_id != y->func_id)
		return x->func_id < y->func_id ? -1 : 1;
	if (x->component != y->component)
		return x->component < y->component ? -1 : 1;
	return strcmp(x->name, y->name);
}

static bool same_tag(const struct tag *x, const struct tag *y)
{
	return !compare_tags(x, y);
}

/* The tags @plan asks for, sorted, one of each. */
static struct tag *collect_tags(const struct export_plan *plan, size_t *nr_tags,
				size_t *applied)
{
	struct tag *tags = calloc(2 * plan->nr_items + 1, sizeof(*tags));
	const struct export_item *item;
	size_t i, n = 0, unique = 0;

	if (!tags)
		return NULL;
	*applied = 0;
	for (i = 0; i < plan->nr_items; i++) {
		item = &plan->items[i];
		if (item->status != EXPORT_MATCHED)
			continue;
		(*applied)++;
		if (null_table_arg__may_be_null(item->arg))
			tags[n++] = (struct tag){ item->func_id, item->component,
						  BTF_NULLABLE_TAG };
		if (item->arg->err)
			tags[n++] = (struct tag){ item->func_id, item->component,
						  BTF_ERR_PTR_TAG };
	}
	qsort(tags, n, sizeof(*tags), compare_tags);
	for (i = 0; i < n; i++) {
		if (!unique || !same_tag(&tags[unique - 1], &tags[i]))
			tags[unique++] = tags[i];
	}
	*nr_tags = unique;
	return tags;
}

int split_btf__build(const struct export_plan *plan, struct btf *base,
		     struct btf **split, struct split_counts *counts)
{
	struct tag *tags;
	size_t i;
	int err = 0;

	memset(counts, 0, sizeof(*counts));
	tags = collect_tags(plan, &counts->tags, &counts->applied);
	if (!tags)
		return -ENOMEM;
	*split = btf__new_empty_split(base);
	if (!*split) {
		free(tags);
		return -errno;
	}
	for (i = 0; i < counts->tags; i++) {
		err = btf__add_decl_tag(*split, tags[i].name, tags[i].func_id,
					tags[i].component);
		if (err < 0)
			break;
		err = 0;
		if (!i || tags[i].func_id != tags[i - 1].func_id)
			counts->funcs++;
	}
	free(tags);
	if (err) {
		btf__free(*split);
		*split = NULL;
	}
	return err;
}
