// SPDX-License-Identifier: MIT
#include <stdalign.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"

#define BLOCK_SIZE	(4u << 20)

struct arena_block {
	struct arena_block *next;
	size_t size;
	max_align_t data[];
};

void *arena__alloc(struct arena *arena, size_t size)
{
	struct arena_block *b = arena->blocks;
	size_t align = alignof(max_align_t);
	void *p;

	size = (size + align - 1) & ~(align - 1);
	if (!b || arena->used + size > b->size) {
		size_t block = size > BLOCK_SIZE ? size : BLOCK_SIZE;

		b = malloc(sizeof(*b) + block);
		if (!b) {
			fprintf(stderr, "sparse-null-table: out of memory\n");
			exit(2);
		}
		b->size = block;
		b->next = arena->blocks;
		arena->blocks = b;
		arena->used = 0;
	}
	p = (char *)b->data + arena->used;
	arena->used += size;
	arena->total += size;
	memset(p, 0, size);
	return p;
}

char *arena__strdup(struct arena *arena, const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(arena__alloc(arena, len), s, len);
}

void arena__free(struct arena *arena)
{
	struct arena_block *b, *next;

	for (b = arena->blocks; b; b = next) {
		next = b->next;
		free(b);
	}
	arena->blocks = NULL;
	arena->used = arena->total = 0;
}
