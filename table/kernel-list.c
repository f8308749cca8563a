// SPDX-License-Identifier: MIT
/*
 * The hand-kept list, line by line: the array runs from its declaration
 * to the first line "};" after it, entries are `{ "event", 0x1 | 0x200 },`.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic-file.h"

#include "kernel-list.h"
#include "write-text.h"

#define BTF_C		"kernel/bpf/btf.c"
#define DECLARATION	"raw_tp_null_args[] = {"
#define CONTEXT		3

struct kernel_list {
	char **lines;
	size_t nr_lines, start, end;	/* the declaration and "};" lines, 0-based */
};

static int read_lines(const char *path, struct kernel_list *list)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, alloc = 0;
	ssize_t len;

	if (!f)
		return -errno;
	while ((len = getline(&line, &cap, f)) >= 0) {
		if (list->nr_lines == alloc) {
			alloc = alloc ? 2 * alloc : 8192;
			list->lines = realloc(list->lines, alloc * sizeof(*list->lines));
			if (!list->lines)
				abort();
		}
		list->lines[list->nr_lines++] = strdup(line);
	}
	free(line);
	fclose(f);
	return 0;
}

static int find_array(struct kernel_list *list)
{
	size_t i;

	for (i = 0; i < list->nr_lines && !strstr(list->lines[i], DECLARATION); i++)
		;
	list->start = i;
	for (; i < list->nr_lines && strncmp(list->lines[i], "};", 2); i++)
		;
	list->end = i;
	return list->end < list->nr_lines ? 0 : -ENOENT;
}

/* `{ "name", 0x1 | 0x200 },` -> name and mask; false for other lines. */
static bool parse_entry(const char *line, char *name, size_t size, unsigned long long *mask)
{
	const char *p = strchr(line, '"'), *q;

	if (!p || !strchr(line, '{') || !(q = strchr(p + 1, '"')) || (size_t)(q - p) > size)
		return false;
	snprintf(name, size, "%.*s", (int)(q - p - 1), p + 1);
	*mask = 0;
	for (p = q + 1; (p = strstr(p, "0x")); p++)
		*mask |= strtoull(p, NULL, 16);
	return true;
}

static const struct grade_entry *find_event(const struct grades *g, const char *name)
{
	size_t lo = 0, hi = g->nr_events;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(g->events[mid].name, name);

		if (!c)
			return &g->events[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* Why the table lacks the bits @missing of @event. */
static void explain(FILE *out, const struct grade_entry *e, unsigned long long missing)
{
	size_t k;
	int arg;

	for (arg = 0; arg < 16; arg++) {
		unsigned int nibble = (missing >> (4 * arg)) & 0xf;
		const struct grade_arg *a = NULL;

		if (!nibble)
			continue;
		for (k = 0; k < e->nr_args; k++) {
			if (e->args[k].index == arg)
				a = &e->args[k];
		}
		if (!a)
			fprintf(out, "    argument %d: not a pointer argument in the facts\n", arg);
		else if (nibble & 1)
			fprintf(out, "    argument %d (%s): verdict %s%s, %d call sites pass non-NULL\n",
				arg, a->name, null_verdict__name(a->verdict),
				a->verdict == NULL_VERDICT_UNKNOWN ? " (no NULL path, no body test)" : "",
				a->nonnull_sites);
		else
			fprintf(out, "    argument %d (%s): no ERR_PTR path or IS_ERR test known\n",
				arg, a->name);
	}
}

static void compare(FILE *out, const struct kernel_list *list, const struct grades *g)
{
	char name[256];
	unsigned long long mask, table;
	size_t i, confirmed = 0, missed = 0, lacking = 0, entries = 0;
	char *seen = calloc(g->nr_events + 1, 1);

	if (!seen)
		abort();
	fprintf(out, "Entries of the hand-kept list the table misses (list mask, table mask):\n");
	for (i = list->start + 1; i < list->end; i++) {
		const struct grade_entry *e;

		if (!parse_entry(list->lines[i], name, sizeof(name), &mask))
			continue;
		entries++;
		e = find_event(g, name);
		table = e ? write_text__mask(e) : 0;
		if (e)
			seen[e - g->events] = 1;
		if ((mask & table) == mask) {
			confirmed++;
			continue;
		}
		missed++;
		fprintf(out, "  %s: 0x%llx, 0x%llx\n", name, mask, table);
		if (!e)
			fprintf(out, "    no facts file defines or calls the event\n");
		else
			explain(out, e, mask & ~table);
	}
	fprintf(out, "\nTable entries the list lacks (event, mask):\n");
	for (i = 0; i < g->nr_events; i++) {
		if (seen[i] || !(mask = write_text__mask(&g->events[i])))
			continue;
		lacking++;
		fprintf(out, "  %s: 0x%llx\n", g->events[i].name, mask);
	}
	fprintf(out, "\nlist entries %zu: confirmed %zu, missed %zu; table entries the list lacks %zu\n",
		entries, confirmed, missed, lacking);
	free(seen);
}

static void patch(FILE *out, const struct kernel_list *list, const struct grades *g)
{
	size_t from = list->start >= CONTEXT ? list->start - CONTEXT : 0;
	size_t to = list->end + CONTEXT < list->nr_lines ? list->end + CONTEXT : list->nr_lines - 1;
	char *generated = NULL;
	size_t size = 0, i, new_lines = 0;
	FILE *mem = open_memstream(&generated, &size);

	if (!mem)
		abort();
	write_text__null_args(mem, g);
	fclose(mem);
	for (i = 0; i < size; i++)
		new_lines += generated[i] == '\n';
	fprintf(out, "--- a/%s\n+++ b/%s\n", BTF_C, BTF_C);
	fprintf(out, "@@ -%zu,%zu +%zu,%zu @@\n", from + 1, to - from + 1, from + 1,
		(list->start - from) + new_lines + (to - list->end));
	for (i = from; i < list->start; i++)
		fprintf(out, " %s", list->lines[i]);
	for (i = list->start; i <= list->end; i++)
		fprintf(out, "-%s", list->lines[i]);
	for (i = 0; i < size; i++)
		fprintf(out, "%s%c", i == 0 || generated[i - 1] == '\n' ? "+" : "", generated[i]);
	for (i = list->end + 1; i <= to; i++)
		fprintf(out, " %s", list->lines[i]);
	free(generated);
}

static int write_with(const char *outdir, const char *name, const struct kernel_list *list,
		      const struct grades *g,
		      void (*writer)(FILE *, const struct kernel_list *, const struct grades *))
{
	struct atomic_file file;
	char path[4096];
	int err;

	snprintf(path, sizeof(path), "%s/%s", outdir, name);
	err = atomic_file__open(&file, path);
	if (!err) {
		writer(file.stream, list, g);
		err = atomic_file__commit(&file);
	}
	if (err)
		fprintf(stderr, "sparse-null-table: cannot write %s: %s\n", path, strerror(-err));
	return err;
}

int kernel_list__compare(const char *tree, const char *outdir, const struct grades *grades)
{
	struct kernel_list list = { NULL };
	char path[4096];
	size_t i;
	int err;

	snprintf(path, sizeof(path), "%s/%s", tree, BTF_C);
	err = read_lines(path, &list);
	if (err)
		fprintf(stderr, "sparse-null-table: %s: %s\n", path, strerror(-err));
	else if ((err = find_array(&list)))
		fprintf(stderr, "sparse-null-table: %s: no raw_tp_null_args[] array\n", path);
	if (!err)
		err = write_with(outdir, "compare.txt", &list, grades, compare) ?:
		      write_with(outdir, "raw_tp_null_args.patch", &list, grades, patch);
	for (i = 0; i < list.nr_lines; i++)
		free(list.lines[i]);
	free(list.lines);
	return err;
}
