// SPDX-License-Identifier: MIT
/* Open addressing with linear probing, grown at half full. */
#include <stdlib.h>
#include <string.h>

#include "hmap.h"

void hmap__init(struct hmap *map, bool (*equal)(const void *a, const void *b))
{
	map->slots = NULL;
	map->cap = map->nr = 0;
	map->equal = equal;
}

/* Eight bytes at a time: keys are mostly pointers and integers. */
uint64_t hmap__hash(uint64_t hash, const void *data, size_t len)
{
	const unsigned char *p = data;
	uint64_t word;

	for (; len >= sizeof(word); len -= sizeof(word), p += sizeof(word)) {
		memcpy(&word, p, sizeof(word));
		hash = (hash ^ word) * 0x9e3779b97f4a7c15ULL;
		hash ^= hash >> 32;
	}
	while (len--) {
		hash ^= *p++;
		hash *= 0x100000001b3ULL;
	}
	return hash;
}

static struct hmap_slot *slot_of(const struct hmap *map, uint64_t hash, const void *probe)
{
	size_t i = hash & (map->cap - 1);

	while (map->slots[i].item) {
		if (map->slots[i].hash == hash && map->equal(map->slots[i].item, probe))
			break;
		i = (i + 1) & (map->cap - 1);
	}
	return &map->slots[i];
}

void *hmap__find(const struct hmap *map, uint64_t hash, const void *probe)
{
	return map->cap ? slot_of(map, hash, probe)->item : NULL;
}

static struct hmap_slot *empty_slot(const struct hmap *map, uint64_t hash)
{
	size_t i = hash & (map->cap - 1);

	while (map->slots[i].item)
		i = (i + 1) & (map->cap - 1);
	return &map->slots[i];
}

static int grow(struct hmap *map)
{
	size_t cap = map->cap ? 2 * map->cap : 1024, i;
	struct hmap old = *map;

	map->slots = calloc(cap, sizeof(*map->slots));
	if (!map->slots) {
		map->slots = old.slots;
		return -1;
	}
	map->cap = cap;
	for (i = 0; i < old.cap; i++) {
		if (old.slots[i].item)
			*empty_slot(map, old.slots[i].hash) = old.slots[i];
	}
	free(old.slots);
	return 0;
}

void *hmap__add(struct hmap *map, uint64_t hash, void *item)
{
	struct hmap_slot *slot;

	if (2 * (map->nr + 1) > map->cap && grow(map))
		return NULL;
	slot = slot_of(map, hash, item);
	if (slot->item)
		return slot->item;
	slot->hash = hash;
	slot->item = item;
	map->nr++;
	return item;
}

void hmap__free(struct hmap *map)
{
	free(map->slots);
	map->slots = NULL;
	map->cap = map->nr = 0;
}
