// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "source-cache.h"

static struct func_scan *load(const char *tree, const char *file)
{
	struct func_scan *scan = malloc(sizeof(*scan));
	size_t len = strlen(tree) + strlen(file) + 2;
	char *path = malloc(len);

	if (scan && path) {
		if (file[0] == '/')
			snprintf(path, len, "%s", file);
		else
			snprintf(path, len, "%s/%s", tree, file);
		if (!func_scan__read(scan, path)) {
			free(path);
			return scan;
		}
	}
	free(scan);
	free(path);
	return NULL;
}

const struct func_scan *source_cache__scan(struct source_cache *cache, const char *file)
{
	struct key_map_entry *entry;
	char *name;

	if (!cache->tree)
		return NULL;
	entry = key_map__find(&cache->files, file);
	if (entry)
		return entry->value;
	name = strdup(file);
	entry = name ? key_map__get(&cache->files, name) : NULL;
	if (!entry) {
		free(name);
		return NULL;
	}
	entry->value = load(cache->tree, file);
	return entry->value;
}

void source_cache__free(struct source_cache *cache)
{
	size_t i;

	for (i = 0; i < cache->files.nr_slots; i++) {
		struct key_map_entry *entry = &cache->files.slots[i];

		if (!entry->key)
			continue;
		if (entry->value)
			func_scan__free(entry->value);
		free(entry->value);
		free((char *)entry->key);
	}
	key_map__free(&cache->files);
}
