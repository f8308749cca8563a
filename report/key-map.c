// SPDX-License-Identifier: MIT
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "key-map.h"

/* FNV-1a: fast and good enough for text keys. */
static uint64_t hash(const char *s)
{
	uint64_t h = 14695981039346656037ULL;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

/* The slot holding @key, or the empty slot where it would go. */
static struct key_map_entry *probe(struct key_map_entry *slots, size_t nr_slots, const char *key)
{
	size_t i = hash(key) & (nr_slots - 1);

	while (slots[i].key && strcmp(slots[i].key, key))
		i = (i + 1) & (nr_slots - 1);
	return &slots[i];
}

static int resize(struct key_map *map)
{
	size_t nr = map->nr_slots ? map->nr_slots * 2 : 1024, i;
	struct key_map_entry *slots = calloc(nr, sizeof(*slots));

	if (!slots)
		return -1;
	for (i = 0; i < map->nr_slots; i++)
		if (map->slots[i].key)
			*probe(slots, nr, map->slots[i].key) = map->slots[i];
	free(map->slots);
	map->slots = slots;
	map->nr_slots = nr;
	return 0;
}

struct key_map_entry *key_map__get(struct key_map *map, const char *key)
{
	struct key_map_entry *entry;

	/* Keep the load under a half so that probes stay short. */
	if ((map->nr_used + 1) * 2 > map->nr_slots && resize(map))
		return NULL;
	entry = probe(map->slots, map->nr_slots, key);
	if (!entry->key) {
		entry->key = key;
		map->nr_used++;
	}
	return entry;
}

struct key_map_entry *key_map__find(const struct key_map *map, const char *key)
{
	struct key_map_entry *entry;

	if (!map->nr_slots)
		return NULL;
	entry = probe(map->slots, map->nr_slots, key);
	return entry->key ? entry : NULL;
}

void key_map__free(struct key_map *map)
{
	free(map->slots);
	memset(map, 0, sizeof(*map));
}
