// SPDX-License-Identifier: MIT
/*
 * The facts reader's memory.  A tree's facts are millions of small JSON
 * values that all die together when their file is merged, so while a
 * reader parses, jansson allocates from the reader's own arena (a
 * thread-local pointer says which; other jansson users of the process
 * keep malloc), and closing a reader frees its blocks instead of every
 * value.  Readers may be opened on several threads at once.
 */
#include <pthread.h>
#include <stdlib.h>

#include <jansson.h>

#include "facts-reader-priv.h"

struct facts_chunk {
	struct facts_chunk *next;
	size_t used, size;
	max_align_t data[];
};

#define CHUNK_SIZE	(64 * 1024)

void *facts_arena__alloc(struct facts_arena *arena, size_t size)
{
	struct facts_chunk *c = arena->chunks;
	size_t need = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
	void *p;

	if (!c || c->size - c->used < need) {
		size_t data = need > CHUNK_SIZE ? need : CHUNK_SIZE;

		c = malloc(sizeof(*c) + data);
		if (!c)
			return NULL;
		c->used = 0;
		c->size = data;
		/* a big one-off block goes behind the current one, which has room left */
		if (need > CHUNK_SIZE && arena->chunks) {
			c->next = arena->chunks->next;
			arena->chunks->next = c;
		} else {
			c->next = arena->chunks;
			arena->chunks = c;
		}
	}
	p = (char *)c->data + c->used;
	c->used += need;
	return p;
}

void facts_arena__free(struct facts_arena *arena)
{
	struct facts_chunk *c, *next;

	for (c = arena->chunks; c; c = next) {
		next = c->next;
		free(c);
	}
	arena->chunks = NULL;
}

/* The arena jansson allocates from on this thread, if any. */
static __thread struct facts_arena *parsing;

static void *json_alloc(size_t size)
{
	return parsing ? facts_arena__alloc(parsing, size) : malloc(size);
}

/* Arena values die with their arena; a value made by malloc never meets an arena. */
static void json_release(void *p)
{
	if (!parsing)
		free(p);
}

static void setup_jansson(void)
{
	json_set_alloc_funcs(json_alloc, json_release);
	json_object_seed(0);
}

static pthread_once_t jansson_once = PTHREAD_ONCE_INIT;

void facts_arena__parse_into(struct facts_arena *arena)
{
	pthread_once(&jansson_once, setup_jansson);
	parsing = arena;
}
