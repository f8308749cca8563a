// SPDX-License-Identifier: MIT
/*
 * struct_ops.txt: what the calls through each struct_ops member pass,
 * against what the kernel says of the argument.  "confirmed": a call
 * passes NULL and the kernel marks it; "missing": the kernel marks it and
 * no call the facts show passes NULL (a member called through a
 * trampoline, or a NULL behind a condition the facts drop); "added": a
 * call passes NULL and nothing in the kernel marks it, so the verifier
 * trusts it; "suspect": only a chain some paths avoid passes NULL.
 */
#include <string.h>

#include "atomic-file.h"

#include "struct-ops-compare.h"

enum agreement { AGREE_NONE, AGREE_CONFIRMED, AGREE_MISSING, AGREE_ADDED, AGREE_SUSPECT,
		 NR_AGREEMENTS };

static const char *const agreement_names[NR_AGREEMENTS] = {
	[AGREE_CONFIRMED] = "confirmed",
	[AGREE_MISSING] = "missing",
	[AGREE_ADDED] = "added",
	[AGREE_SUSPECT] = "suspect",
};

/* The first item naming a call that passes NULL, or NULL. */
static const struct grade_item *null_call(const struct grade_arg *a)
{
	size_t i;

	for (i = 0; i < a->nr_items; i++) {
		if (a->items[i].kind != FACTS_EV_DECLARED && a->items[i].via &&
		    a->items[i].walk != PROPAGATE_ERR)
			return &a->items[i];
	}
	return NULL;
}

static enum agreement agreement(const struct grade_arg *a)
{
	bool found = a->verdict == NULL_VERDICT_NULLABLE && null_call(a) && !a->suspect;

	if (found)
		return a->kernel_mark ? AGREE_CONFIRMED : AGREE_ADDED;
	if (a->kernel_mark)
		return AGREE_MISSING;
	return a->suspect ? AGREE_SUSPECT : AGREE_NONE;
}

static void write_line(FILE *out, const struct grade_entry *e, const struct grade_arg *a,
		       enum agreement how)
{
	const struct grade_item *item = null_call(a);

	fprintf(out, "%s\t%s\t%d\t%s\t%s\t%s", agreement_names[how], e->name, a->index,
		a->name ? a->name : "", a->kernel_mark ? a->kernel_mark : "-", e->stub);
	if (item)
		fprintf(out, "\t%s:%d %s\n", item->file, item->line, item->function);
	else
		fputs("\t-\n", out);
}

int struct_ops_compare__write(const char *path, const struct grades *g)
{
	int counts[NR_AGREEMENTS] = { 0 };
	struct atomic_file file;
	enum agreement how;
	size_t i, k;
	int err = atomic_file__open(&file, path);

	if (err)
		return err;
	fputs("# verdict\tmember\targ\tname\tkernel\tstub\tcall passing NULL\n", file.stream);
	for (i = 0; i < g->nr_struct_ops; i++) {
		for (k = 0; k < g->struct_ops[i].nr_args; k++) {
			how = agreement(&g->struct_ops[i].args[k]);
			counts[how]++;
			if (how != AGREE_NONE)
				write_line(file.stream, &g->struct_ops[i], &g->struct_ops[i].args[k],
					   how);
		}
	}
	fprintf(file.stream, "# %d confirmed, %d missing, %d added, %d suspect\n",
		counts[AGREE_CONFIRMED], counts[AGREE_MISSING], counts[AGREE_ADDED],
		counts[AGREE_SUSPECT]);
	return atomic_file__commit(&file);
}

void struct_ops_compare__summary(FILE *out, const struct grades *g)
{
	int verdicts[NR_NULL_VERDICTS] = { 0 }, counts[NR_AGREEMENTS] = { 0 }, nr_args = 0;
	int nr_types = 0;
	size_t i, k;

	if (!g->nr_struct_ops)
		return;
	for (i = 0; i < g->nr_struct_ops; i++) {
		if (!i || strcmp(g->struct_ops[i].struct_ops, g->struct_ops[i - 1].struct_ops))
			nr_types++;
		for (k = 0; k < g->struct_ops[i].nr_args; k++) {
			verdicts[g->struct_ops[i].args[k].verdict]++;
			counts[agreement(&g->struct_ops[i].args[k])]++;
			nr_args++;
		}
	}
	fprintf(out, "sparse-null-table: struct_ops: %d types, %zu members, %d pointer arguments:"
		" %d nullable, %d nonnull, %d unknown; against the kernel's marks: %d confirmed,"
		" %d missing, %d added (struct_ops.txt)\n", nr_types, g->nr_struct_ops, nr_args,
		verdicts[NULL_VERDICT_NULLABLE], verdicts[NULL_VERDICT_NONNULL],
		verdicts[NULL_VERDICT_UNKNOWN], counts[AGREE_CONFIRMED], counts[AGREE_MISSING],
		counts[AGREE_ADDED]);
}
