// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "diag-key.h"
#include "key-map.h"
#include "log-diff.h"

/* The function around @d, when both trees have its file. */
static const char *function_of(struct log_side *side, struct log_side *other,
			       const struct diag *d)
{
	const struct func_scan *scan = source_cache__scan(&side->sources, d->file);

	if (!scan || !source_cache__scan(&other->sources, d->file))
		return NULL;
	return func_scan__lookup(scan, d->line);
}

static int make_keys(struct log_side *side, struct log_side *other)
{
	size_t i, n = side->log.nr_diags;

	side->keys = calloc(n + 1, sizeof(*side->keys));
	side->matched = calloc(n + 1, sizeof(*side->matched));
	side->skipped_matched = calloc(side->log.nr_skipped + 1, sizeof(*side->skipped_matched));
	if (!side->keys || !side->matched || !side->skipped_matched)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct diag *d = &side->log.diags[i];

		side->keys[i] = diag_key__make(d, function_of(side, other, d));
		if (!side->keys[i])
			return -ENOMEM;
	}
	return 0;
}

/* Mark each of @keys that @other_keys also holds, copy for copy. */
static int match_keys(char **keys, size_t nr, bool *matched,
		      char *const *other_keys, size_t nr_other)
{
	struct key_map counts = { 0 };
	struct key_map_entry *entry;
	size_t i;

	for (i = 0; i < nr_other; i++) {
		entry = key_map__get(&counts, other_keys[i]);
		if (!entry) {
			key_map__free(&counts);
			return -ENOMEM;
		}
		entry->count++;
	}
	for (i = 0; i < nr; i++) {
		entry = key_map__find(&counts, keys[i]);
		if (entry && entry->count) {
			entry->count--;
			matched[i] = true;
		}
	}
	key_map__free(&counts);
	return 0;
}

/* Lines neither side could parse are compared as they are. */
static int match_skipped(struct log_side *side, const struct log_side *other)
{
	size_t n = side->log.nr_skipped, m = other->log.nr_skipped, i;
	char **keys = malloc((n + 1) * sizeof(*keys));
	char **other_keys = malloc((m + 1) * sizeof(*other_keys));
	int err = -ENOMEM;

	if (keys && other_keys) {
		for (i = 0; i < n; i++)
			keys[i] = (char *)side->log.skipped[i].text;
		for (i = 0; i < m; i++)
			other_keys[i] = (char *)other->log.skipped[i].text;
		err = match_keys(keys, n, side->skipped_matched, other_keys, m);
	}
	free(keys);
	free(other_keys);
	return err;
}

int log_diff__match(struct log_side *old, struct log_side *new)
{
	int err;

	err = make_keys(old, new);
	if (!err)
		err = make_keys(new, old);
	if (!err)
		err = match_keys(new->keys, new->log.nr_diags, new->matched,
				 old->keys, old->log.nr_diags);
	if (!err)
		err = match_keys(old->keys, old->log.nr_diags, old->matched,
				 new->keys, new->log.nr_diags);
	if (!err)
		err = match_skipped(new, old);
	if (!err)
		err = match_skipped(old, new);
	return err;
}

void log_side__free(struct log_side *side)
{
	size_t i;

	if (side->keys)
		for (i = 0; i < side->log.nr_diags; i++)
			free(side->keys[i]);
	free(side->keys);
	free(side->matched);
	free(side->skipped_matched);
	diag_log__free(&side->log);
	source_cache__free(&side->sources);
	side->keys = NULL;
	side->matched = side->skipped_matched = NULL;
}
