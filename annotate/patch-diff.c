// SPDX-License-Identifier: MIT
/*
 * The diff of a file before and after its renames.  It needs no longest
 * common subsequence: a rename changes lines in place, so unit i of the
 * old text is what became of line i in the new one, and the hunks are the
 * changed units with their context (a rewrapped line is one unit of
 * several lines).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "patch-diff.h"

#define CONTEXT 3

/* How many lines unit @i holds. */
static size_t unit_lines(const struct line_units *u, size_t i)
{
	size_t n = 1;
	const char *p;

	for (p = u->units[i]; *p; p++)
		n += *p == '\n';
	return n;
}

/* The line number (from 0) of unit @i's first line. */
static size_t first_line(const struct line_units *u, size_t i)
{
	size_t k, n = 0;

	for (k = 0; k < i; k++)
		n += unit_lines(u, k);
	return n;
}

static bool unit_differs(const struct line_units *a, const struct line_units *b, size_t i)
{
	return strcmp(a->units[i], b->units[i]) != 0;
}

/* Unit @i, each of its lines marked with @mark; returns its line count. */
static size_t put_unit(FILE *out, char mark, const struct line_units *u, size_t i)
{
	const char *p = u->units[i];
	size_t n = 0;

	do {
		size_t len = strcspn(p, "\n");

		fprintf(out, "%c%.*s\n", mark, (int)len, p);
		n++;
		p += len;
	} while (*p++);
	if (i + 1 == u->nr && !u->ends_with_newline)
		fputs("\\ No newline at end of file\n", out);
	return n;
}

/* The hunk starting at the changed unit @first; returns the unit after it. */
static size_t put_hunk(FILE *out, const struct line_units *a, const struct line_units *b,
		       size_t first, struct patch_diff *diff)
{
	size_t from = first > CONTEXT ? first - CONTEXT : 0, to = first, i, na = 0, nb = 0;

	/* extend while the next change is at most two contexts away */
	for (i = first; i < a->nr && i <= to + 2 * CONTEXT + 1; i++) {
		if (unit_differs(a, b, i))
			to = i;
	}
	to = to + CONTEXT + 1 < a->nr ? to + CONTEXT + 1 : a->nr;
	for (i = from; i < to; i++) {
		na += unit_lines(a, i);
		nb += unit_lines(b, i);
	}
	fprintf(out, "@@ -%zu,%zu +%zu,%zu @@\n", first_line(a, from) + 1, na,
		first_line(b, from) + 1, nb);
	for (i = from; i < to; ) {
		size_t run = i, k;

		if (!unit_differs(a, b, i)) {
			put_unit(out, ' ', a, i++);
			continue;
		}
		while (run < to && unit_differs(a, b, run))
			run++;
		for (k = i; k < run; k++)
			diff->removed += put_unit(out, '-', a, k);
		for (k = i; k < run; k++)
			diff->added += put_unit(out, '+', b, k);
		i = run;
	}
	return to;
}

int patch_diff__make(struct patch_diff *diff, const char *path,
		     const struct line_units *old, const struct line_units *new)
{
	size_t i, len = 0;
	FILE *out;

	memset(diff, 0, sizeof(*diff));
	if (old->nr != new->nr)
		return -EINVAL;
	out = open_memstream(&diff->text, &len);
	diff->path = strdup(path);
	if (!out || !diff->path) {
		if (out)
			fclose(out);
		patch_diff__free(diff);
		return -ENOMEM;
	}
	fprintf(out, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", path, path, path, path);
	for (i = 0; i < old->nr; ) {
		if (unit_differs(old, new, i))
			i = put_hunk(out, old, new, i, diff);
		else
			i++;
	}
	fclose(out);
	return 0;
}

void patch_diff__free(struct patch_diff *diff)
{
	free(diff->text);
	free(diff->path);
	memset(diff, 0, sizeof(*diff));
}
