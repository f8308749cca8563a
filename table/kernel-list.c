// SPDX-License-Identifier: MIT
#define _GNU_SOURCE
/*
 * The table against the kernel's own raw_tp_null_args[].  The list is
 * what the kernel already says, and a kernel-facing output only adds
 * safety: the patch keeps every entry and every bit of the list, OR-s the
 * table's bits into the entries it extends and appends the events the
 * list lacks.  Where the table says less than the list (it saw no NULL,
 * or the checked configuration does not build the event) the list stays
 * as it is and compare.txt says why, with the table's evidence.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "atomic-file.h"
#include "facts-schema.h"
#include "raw-tp-list.h"

#include "kernel-list.h"
#include "sparse-null-version.h"
#include "write-text.h"

#define BTF_C		"kernel/bpf/btf.c"
#define CONTEXT		3	/* lines around a change in the patch */
#define MASK_ARGS	16
/* Evidence items shown per argument in compare.txt. */
#define SHOWN_ITEMS	6

/* One list entry as the patch treats it. */
struct entry_plan {
	const struct grade_entry *event;	/* NULL: not built here */
	unsigned long long table, added;	/* the table's mask, its bits the list lacks */
	bool effective;				/* the first of its name: the verifier's */
};

struct list_plan {
	const struct raw_tp_list *list;
	const struct grades *grades;
	struct entry_plan *entries;		/* parallel to list->entries */
	size_t confirmed, kept, unbuilt, extended, added, duplicates;
};

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

static bool in_list(const struct grade_entry *event, void *data)
{
	return raw_tp_list__find(data, event->name) != NULL;
}

static void list_plan__make(struct list_plan *p, const struct raw_tp_list *list,
			    const struct grades *g)
{
	size_t i;

	memset(p, 0, sizeof(*p));
	p->list = list;
	p->grades = g;
	p->entries = calloc(list->nr_entries + 1, sizeof(*p->entries));
	if (!p->entries)
		abort();
	for (i = 0; i < list->nr_entries; i++) {
		const struct raw_tp_entry *le = &list->entries[i];
		struct entry_plan *ep = &p->entries[i];

		ep->effective = raw_tp_list__find(list, le->event) == le;
		if (!ep->effective) {
			p->duplicates++;
			continue;
		}
		ep->event = find_event(g, le->event);
		if (!ep->event) {
			p->unbuilt++;
			continue;
		}
		ep->table = write_text__mask(ep->event);
		ep->added = ep->table & ~le->mask;
		if (le->mask & ~ep->table)
			p->kept++;
		else
			p->confirmed++;
		p->extended += ep->added != 0;
	}
	for (i = 0; i < g->nr_events; i++)
		p->added += write_text__mask(&g->events[i]) && !in_list(&g->events[i], (void *)list);
}

/* The table's evidence for @a: kind and position of each item. */
static void evidence(FILE *out, const struct grade_arg *a)
{
	size_t k;

	fprintf(out, "      evidence:");
	for (k = 0; k < a->nr_items && k < SHOWN_ITEMS; k++) {
		const struct grade_item *item = &a->items[k];

		fprintf(out, " %s %s:%d", facts_evidence__name(item->kind),
			item->file ? item->file : "?", item->line);
		if (item->config)
			fprintf(out, " (%s)", item->config);
		fprintf(out, "%s", k + 1 < a->nr_items && k + 1 < SHOWN_ITEMS ? "," : "");
	}
	if (a->nr_items > SHOWN_ITEMS)
		fprintf(out, " (%zu more in table.json)", a->nr_items - SHOWN_ITEMS);
	fprintf(out, "%s\n", a->nr_items ? "" : " none");
}

/* Why the table lacks the list's bits @missing of @e: they stay. */
static void explain_kept(FILE *out, const struct grade_entry *e, unsigned long long missing)
{
	int arg;

	for (arg = 0; arg < MASK_ARGS; arg++) {
		unsigned int nibble = (missing >> (4 * arg)) & 0xf;
		const struct grade_arg *a = grade__arg(e, arg);

		if (!nibble)
			continue;
		if (!a) {
			fprintf(out, "    argument %d: not a pointer argument in the facts\n", arg);
			continue;
		}
		if (nibble & 1)
			fprintf(out, "    argument %d (%s): verdict %s%s, %d call sites pass non-NULL\n",
				arg, a->name, null_verdict__name(a->verdict),
				a->verdict == NULL_VERDICT_UNKNOWN ? " (no NULL path, no body test)" :
				a->verdict == NULL_VERDICT_UNCALLED ? " (no checked file calls the event)" : "",
				a->nonnull_sites);
		else
			fprintf(out, "    argument %d (%s): no ERR_PTR or invalid-constant path, no IS_ERR test known\n",
				arg, a->name);
		evidence(out, a);
	}
}

/* What backs the table's bits @bits of @e. */
static void explain_added(FILE *out, const struct grade_entry *e, unsigned long long bits)
{
	int arg;

	for (arg = 0; arg < MASK_ARGS; arg++) {
		const struct grade_arg *a = grade__arg(e, arg);

		if (!((bits >> (4 * arg)) & 0xf) || !a)
			continue;
		fprintf(out, "    argument %d (%s): %s%s\n", arg, a->name,
			null_verdict__name(a->verdict), a->err ? ", may be an ERR_PTR or a sentinel" : "");
		evidence(out, a);
	}
}

static void compare(FILE *out, const struct list_plan *p)
{
	const struct raw_tp_list *list = p->list;
	size_t i;

	fprintf(out, "The kernel's raw_tp_null_args[] and the table.  raw_tp_null_args.patch keeps\n"
		     "every entry and bit of the list and only adds the table's.\n");
	fprintf(out, "\nKept: list bits the table does not give (list mask, table mask); the list's bits stay:\n");
	for (i = 0; i < list->nr_entries; i++) {
		const struct entry_plan *ep = &p->entries[i];
		const struct raw_tp_entry *le = &list->entries[i];

		if (!ep->event || !(le->mask & ~ep->table))
			continue;
		fprintf(out, "  kept %s: 0x%llx, 0x%llx\n", le->event, le->mask, ep->table);
		explain_kept(out, ep->event, le->mask & ~ep->table);
	}
	fprintf(out, "\nUntouched: list entries of events the checked configuration does not build\n"
		     "(no facts file defines or calls them):\n");
	for (i = 0; i < list->nr_entries; i++) {
		if (p->entries[i].effective && !p->entries[i].event)
			fprintf(out, "  %s: 0x%llx\n", list->entries[i].event, list->entries[i].mask);
		else if (!p->entries[i].effective)
			fprintf(out, "  %s: 0x%llx (a second entry of the name: the verifier uses the first)\n",
				list->entries[i].event, list->entries[i].mask);
	}
	fprintf(out, "\nExtended: list entries the table adds bits to (list mask -> patched mask):\n");
	for (i = 0; i < list->nr_entries; i++) {
		const struct entry_plan *ep = &p->entries[i];

		if (!ep->added)
			continue;
		fprintf(out, "  %s: 0x%llx -> 0x%llx\n", list->entries[i].event,
			list->entries[i].mask, list->entries[i].mask | ep->added);
		explain_added(out, ep->event, ep->added);
	}
	fprintf(out, "\nAdded: table entries the list lacks (event, mask):\n");
	for (i = 0; i < p->grades->nr_events; i++) {
		const struct grade_entry *e = &p->grades->events[i];
		unsigned long long mask = write_text__mask(e);

		if (!mask || in_list(e, (void *)list))
			continue;
		fprintf(out, "  %s: 0x%llx\n", e->name, mask);
		explain_added(out, e, mask);
	}
	fprintf(out, "\nlist entries %zu: confirmed %zu, kept %zu, not built %zu, duplicates %zu; "
		     "extended %zu; entries added %zu\n", list->nr_entries, p->confirmed, p->kept,
		p->unbuilt, p->duplicates, p->extended, p->added);
}

/* One line of the unified diff: ' ' kept, '-' removed, '+' added. */
struct diff_line {
	char type;
	char *text;		/* with its newline */
};

struct diff {
	struct diff_line *lines;
	size_t nr, alloc;
};

static void diff__add(struct diff *d, char type, char *text)
{
	if (ARRAY_ENSURE(d->lines, d->alloc, d->nr + 1))
		abort();
	d->lines[d->nr].type = type;
	d->lines[d->nr++].text = text;
}

/* @line with " | 0x<added>" after its last mask, before the entry's '}'. */
static char *extend_line(const char *line, unsigned long long added)
{
	const char *name_end = strchr(strchr(line, '"') + 1, '"');
	const char *at = strchr(name_end, '}');
	char *out;

	while (at > name_end && (at[-1] == ' ' || at[-1] == '\t'))
		at--;
	if (asprintf(&out, "%.*s | 0x%llx%s", (int)(at - line), line, added, at) < 0)
		abort();
	return out;
}

/* The table's entries the list lacks, as lines to insert before "};". */
static void added_entries(struct diff *d, const struct list_plan *p)
{
	char *text = NULL, *line, *next;
	size_t size = 0;
	FILE *mem = open_memstream(&text, &size);

	if (!mem)
		abort();
	fprintf(mem, "\t/* Added by sparse-null-table %s: a call path of the checked configuration\n"
		     "\t * passes NULL or an invalid pointer (its compare.txt gives the evidence). */\n",
		SPARSE_NULL_VERSION);
	write_text__entries(mem, p->grades, in_list, (void *)p->list);
	fclose(mem);
	for (line = text; *line; line = next) {
		next = strchr(line, '\n') + 1;
		diff__add(d, '+', strndup(line, next - line));
	}
	free(text);
}

/* The whole file as kept, removed and added lines. */
static void diff__make(struct diff *d, const struct list_plan *p)
{
	const struct raw_tp_list *list = p->list;
	size_t i, k = 0;

	for (i = 0; i < list->nr_lines; i++) {
		if (i == list->end && p->added)
			added_entries(d, p);
		if (k < list->nr_entries && list->entries[k].line == i && p->entries[k].added) {
			diff__add(d, '-', list->lines[i]);
			diff__add(d, '+', extend_line(list->lines[i], p->entries[k].added));
		} else {
			diff__add(d, ' ', list->lines[i]);
		}
		k += k < list->nr_entries && list->entries[k].line == i;
	}
}

/* Hunks with CONTEXT lines around each change, merged where they would overlap. */
static void diff__write(FILE *out, const struct diff *d)
{
	size_t i = 0, old_line = 1, new_line = 1, from, to, last, k, old_nr, new_nr;

	fprintf(out, "--- a/%s\n+++ b/%s\n", BTF_C, BTF_C);
	while (i < d->nr) {
		if (d->lines[i].type == ' ') {
			old_line++, new_line++, i++;
			continue;
		}
		from = i >= CONTEXT ? i - CONTEXT : 0;
		for (last = to = i; to < d->nr && to <= last + 2 * CONTEXT; to++) {
			if (d->lines[to].type != ' ')
				last = to;
		}
		to = last + CONTEXT < d->nr ? last + CONTEXT + 1 : d->nr;
		old_nr = new_nr = 0;
		for (k = from; k < to; k++) {
			old_nr += d->lines[k].type != '+';
			new_nr += d->lines[k].type != '-';
		}
		old_line -= i - from, new_line -= i - from;
		fprintf(out, "@@ -%zu,%zu +%zu,%zu @@\n", old_line, old_nr, new_line, new_nr);
		for (k = from; k < to; k++)
			fprintf(out, "%c%s", d->lines[k].type, d->lines[k].text);
		old_line += old_nr, new_line += new_nr;
		i = to;
	}
}

static void patch(FILE *out, const struct list_plan *p)
{
	struct diff d = { NULL };
	size_t i;

	if (!p->extended && !p->added)
		return;
	diff__make(&d, p);
	diff__write(out, &d);
	for (i = 0; i < d.nr; i++) {
		if (d.lines[i].type == '+')
			free(d.lines[i].text);
	}
	free(d.lines);
}

static int write_with(const char *outdir, const char *name, const struct list_plan *plan,
		      void (*writer)(FILE *, const struct list_plan *))
{
	struct atomic_file file;
	char path[4096];
	int err;

	snprintf(path, sizeof(path), "%s/%s", outdir, name);
	err = atomic_file__open(&file, path);
	if (!err) {
		writer(file.stream, plan);
		err = atomic_file__commit(&file);
	}
	if (err)
		fprintf(stderr, "sparse-null-table: cannot write %s: %s\n", path, strerror(-err));
	return err;
}

int kernel_list__compare(const char *tree, const char *outdir, const struct grades *grades)
{
	struct raw_tp_list list;
	struct list_plan plan;
	char path[4096];
	int err;

	snprintf(path, sizeof(path), "%s/%s", tree, BTF_C);
	err = raw_tp_list__read(&list, path);
	if (err == -ENODATA) {
		fprintf(stderr, "sparse-null-table: %s has no raw_tp_null_args[]: that kernel's"
			" verifier keeps no list, so there is none to compare or patch\n", path);
		return 0;
	}
	if (err == -EINVAL)
		fprintf(stderr, "sparse-null-table: %s: names raw_tp_null_args but has no array"
			" from a line \"raw_tp_null_args[] = {\" to a line \"};\"\n", path);
	else if (err)
		fprintf(stderr, "sparse-null-table: %s: %s\n", path, strerror(-err));
	if (err)
		return err;
	list_plan__make(&plan, &list, grades);
	err = write_with(outdir, "compare.txt", &plan, compare) ?:
	      write_with(outdir, "raw_tp_null_args.patch", &plan, patch);
	free(plan.entries);
	raw_tp_list__free(&list);
	return err;
}
