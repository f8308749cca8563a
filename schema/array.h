/* SPDX-License-Identifier: MIT */
/*
 * Growable arrays: a pointer, a count and a capacity the caller keeps,
 * grown by doubling, as libbpf's libbpf_ensure_mem() does.
 */
#ifndef SCHEMA_ARRAY_H
#define SCHEMA_ARRAY_H

#include <stddef.h>

/*
 * Make room in *@data, an array of elements of @elem_size bytes with
 * room for *@cap, for at least @need elements.  Returns 0, or -ENOMEM
 * with the array untouched.
 */
int array__ensure(void **data, size_t *cap, size_t elem_size, size_t need);

/* array__ensure() on a typed array: ARRAY_ENSURE(list->items, list->cap, n). */
#define ARRAY_ENSURE(data, cap, need) \
	array__ensure((void **)&(data), &(cap), sizeof(*(data)), (need))

#endif
