// SPDX-License-Identifier: MIT
/*
 * The kernel's list is plain C the kernel's authors format by hand:
 * the array runs from its declaration to the first line "};" after it,
 * an entry is a line holding a '{' and a quoted event name, its mask
 * every hex number after the name OR-ed ("0x1 | 0x200").  Comments and
 * blank lines in between are kept as lines, never parsed.  A file that
 * never names raw_tp_null_args is a kernel whose verifier keeps no list
 * (Linux 6.1); one that names it without such an array is damaged, or
 * formatted in a way this reader does not know, and is not taken for the
 * former.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "btf-nullable.h"
#include "raw-tp-list.h"

#define NAME		"raw_tp_null_args"
#define DECLARATION	NAME "[] = {"
/* Where kernel/bpf/btf.c gives a tracing program's arguments their types. */
#define CTX_ACCESS	"btf_ctx_access("

static int read_lines(struct raw_tp_list *list, const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, alloc = 0;
	int err = 0;

	if (!f)
		return -errno;
	while (getline(&line, &cap, f) >= 0) {
		if (ARRAY_ENSURE(list->lines, alloc, list->nr_lines + 1))
			abort();
		list->lines[list->nr_lines] = strdup(line);
		if (!list->lines[list->nr_lines++])
			abort();
	}
	/* A directory opens, and fails here: not a file without the array. */
	if (ferror(f))
		err = errno ? -errno : -EIO;
	free(line);
	fclose(f);
	return err;
}

static bool mentions(const struct raw_tp_list *list, const char *text)
{
	size_t i;

	for (i = 0; i < list->nr_lines; i++) {
		if (strstr(list->lines[i], text))
			return true;
	}
	return false;
}

static int find_array(struct raw_tp_list *list)
{
	size_t i;

	if (!mentions(list, NAME))
		return -ENODATA;
	for (i = 0; i < list->nr_lines && !strstr(list->lines[i], DECLARATION); i++)
		;
	list->start = i;
	for (; i < list->nr_lines && strncmp(list->lines[i], "};", 2); i++)
		;
	list->end = i;
	return list->end < list->nr_lines ? 0 : -EINVAL;
}

/* `{ "name", 0x1 | 0x200 },` into @entry; false for other lines. */
static bool parse_entry(const char *line, struct raw_tp_entry *entry)
{
	const char *p = strchr(line, '"'), *q, *brace = strchr(line, '{');

	if (!p || !brace || brace > p || !(q = strchr(p + 1, '"')))
		return false;
	entry->event = strndup(p + 1, q - p - 1);
	if (!entry->event)
		abort();
	entry->mask = 0;
	for (p = q + 1; (p = strstr(p, "0x")); p++)
		entry->mask |= strtoull(p, NULL, 16);
	return true;
}

/* The array's entries among the lines read; find_array()'s errors. */
static int read_entries(struct raw_tp_list *list)
{
	size_t i, alloc = 0;
	int err = find_array(list);

	for (i = list->start + 1; !err && i < list->end; i++) {
		if (ARRAY_ENSURE(list->entries, alloc, list->nr_entries + 1))
			abort();
		if (parse_entry(list->lines[i], &list->entries[list->nr_entries]))
			list->entries[list->nr_entries++].line = i;
	}
	return err;
}

int raw_tp_list__read(struct raw_tp_list *list, const char *path)
{
	int err;

	memset(list, 0, sizeof(*list));
	err = read_lines(list, path) ?: read_entries(list);
	if (err)
		raw_tp_list__free(list);
	return err;
}

int raw_tp_list__read_kernel(struct raw_tp_list *list, const char *path,
			     enum raw_tp_verifier *verifier)
{
	int err;

	memset(list, 0, sizeof(*list));
	*verifier = RAW_TP_VERIFIER_LIST;
	err = read_lines(list, path) ?: read_entries(list);
	if (err == -ENODATA) {
		err = mentions(list, CTX_ACCESS) ? 0 : -ENOTTY;
		*verifier = mentions(list, BTF_NULLABLE_SUFFIX) ? RAW_TP_VERIFIER_NAMES :
			    RAW_TP_VERIFIER_TRUSTS_ALL;
	}
	if (err)
		raw_tp_list__free(list);
	return err;
}

const struct raw_tp_entry *raw_tp_list__find(const struct raw_tp_list *list, const char *event)
{
	size_t i;

	for (i = 0; i < list->nr_entries; i++) {
		if (!strcmp(list->entries[i].event, event))
			return &list->entries[i];
	}
	return NULL;
}

void raw_tp_list__free(struct raw_tp_list *list)
{
	size_t i;

	for (i = 0; i < list->nr_lines; i++)
		free(list->lines[i]);
	for (i = 0; i < list->nr_entries; i++)
		free(list->entries[i].event);
	free(list->lines);
	free(list->entries);
	memset(list, 0, sizeof(*list));
}
