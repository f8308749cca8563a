/* SPDX-License-Identifier: MIT */
/*
 * The function scans of the source files a log names, each file read
 * once, relative to the tree the log was made from.
 */
#ifndef REPORT_SOURCE_CACHE_H
#define REPORT_SOURCE_CACHE_H

#include "func-scan.h"
#include "key-map.h"

struct source_cache {
	const char *tree;	/* NULL: no sources, every lookup fails */
	struct key_map files;	/* file name -> struct func_scan *, NULL when unreadable */
};

/*
 * The scan of @file (relative to the tree unless absolute), or NULL when
 * there is no tree or the file cannot be read.
 */
const struct func_scan *source_cache__scan(struct source_cache *cache, const char *file);

/* Free every scan and name the cache holds. */
void source_cache__free(struct source_cache *cache);

#endif
