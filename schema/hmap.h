/* SPDX-License-Identifier: MIT */
/*
 * A hash set of pointers to items that hold their own keys: the caller
 * gives the hash and the equality.  The table step merges records that
 * several facts files repeat (shards, headers) with it; sparse-null keeps
 * its per-function parameter summaries in one.
 */
#ifndef SCHEMA_HMAP_H
#define SCHEMA_HMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct hmap_slot {
	uint64_t hash;
	void *item;
};

struct hmap {
	struct hmap_slot *slots;
	size_t cap, nr;
	bool (*equal)(const void *a, const void *b);
};

/* An empty set comparing items with @equal. */
void hmap__init(struct hmap *map, bool (*equal)(const void *a, const void *b));

/* The item equal to @probe (whose hash is @hash), or NULL. */
void *hmap__find(const struct hmap *map, uint64_t hash, const void *probe);

/*
 * Add @item unless an equal one is there.  Returns the item now in the
 * set (@item or the older equal one), or NULL when out of memory.
 */
void *hmap__add(struct hmap *map, uint64_t hash, void *item);

/* Free the set, not the items. */
void hmap__free(struct hmap *map);

/* A hash of @len bytes, continuing from @hash (start with HMAP_SEED). */
uint64_t hmap__hash(uint64_t hash, const void *data, size_t len);

#define HMAP_SEED	0xcbf29ce484222325ULL

#endif
