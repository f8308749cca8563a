// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "func-index.h"

const struct btf_type *btf_type_checked(const struct btf *btf, __u32 id)
{
	if (id >= btf__type_cnt(btf))
		return NULL;
	return btf__type_by_id(btf, id);
}

/* qsort() has no context argument: the BTF being sorted sits here. */
static const struct btf *sorting_btf;

static const char *func_name(const struct btf *btf, __u32 id)
{
	const char *name = btf__name_by_offset(btf, btf__type_by_id(btf, id)->name_off);

	return name ? name : "";
}

/* By name, then by id: the same BTF always gives the same order. */
static int compare_func_names(const void *a, const void *b)
{
	__u32 x = *(const __u32 *)a, y = *(const __u32 *)b;
	int cmp = strcmp(func_name(sorting_btf, x), func_name(sorting_btf, y));

	return cmp ? cmp : (x > y) - (x < y);
}

int func_index__build(struct func_index *index, const struct btf *btf)
{
	__u32 id, count = btf__type_cnt(btf);

	index->btf = btf;
	index->nr_ids = 0;
	index->ids = malloc(sizeof(*index->ids) * count);
	if (!index->ids)
		return -ENOMEM;
	for (id = 1; id < count; id++) {
		if (btf_is_func(btf__type_by_id(btf, id)))
			index->ids[index->nr_ids++] = id;
	}
	sorting_btf = btf;
	qsort(index->ids, index->nr_ids, sizeof(*index->ids), compare_func_names);
	sorting_btf = NULL;
	return 0;
}

void func_index__free(struct func_index *index)
{
	free(index->ids);
	index->ids = NULL;
	index->nr_ids = 0;
}

__u32 func_index__find(const struct func_index *index, const char *name)
{
	size_t low = 0, high = index->nr_ids;

	while (low < high) {
		size_t mid = low + (high - low) / 2;
		int cmp = strcmp(name, func_name(index->btf, index->ids[mid]));

		if (!cmp && mid > low &&
		    !strcmp(name, func_name(index->btf, index->ids[mid - 1])))
			cmp = -1;	/* static functions may share a name: the first */
		if (!cmp)
			return index->ids[mid];
		if (cmp < 0)
			high = mid;
		else
			low = mid + 1;
	}
	return 0;
}
