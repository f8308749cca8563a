/* SPDX-License-Identifier: MIT */
/*
 * Memory for the merged model: millions of small items that all live
 * until the table is written, taken from large blocks and freed at once.
 */
#ifndef TABLE_ARENA_H
#define TABLE_ARENA_H

#include <stddef.h>

struct arena {
	struct arena_block *blocks;
	size_t used;		/* in the first block */
	size_t total;		/* bytes handed out, for the summary */
};

/* @size zeroed bytes, aligned for any type; the program dies when out of memory. */
void *arena__alloc(struct arena *arena, size_t size);

/* A copy of @s. */
char *arena__strdup(struct arena *arena, const char *s);

/* Free every block. */
void arena__free(struct arena *arena);

#endif
