/* SPDX-License-Identifier: MIT */
/*
 * A hash table from strings to a count and a pointer: multisets of
 * diagnostic keys, caches of source scans.  Keys are borrowed, not
 * copied: they must outlive the table.
 */
#ifndef REPORT_KEY_MAP_H
#define REPORT_KEY_MAP_H

#include <stddef.h>

struct key_map_entry {
	const char *key;	/* NULL: an empty slot */
	size_t count;
	void *value;
};

struct key_map {
	struct key_map_entry *slots;
	size_t nr_slots, nr_used;
};

/*
 * The entry of @key, added (count 0, value NULL) when missing.  NULL when
 * memory ran out.
 */
struct key_map_entry *key_map__get(struct key_map *map, const char *key);

/* The entry of @key, or NULL when there is none. */
struct key_map_entry *key_map__find(const struct key_map *map, const char *key);

/* Free the table (not the keys nor the values). */
void key_map__free(struct key_map *map);

#endif
