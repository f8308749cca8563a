// SPDX-License-Identifier: MIT
/*
 * Edits of a text, collected apart and applied at once, so that token
 * offsets stay those of the original text until the end.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "btf-nullable.h"
#include "trace-edits.h"

int trace_edits__add_suffix(struct trace_edits *e, const struct token *tok)
{
	if (ARRAY_ENSURE(e->edits, e->alloc, e->nr + 1))
		return -ENOMEM;
	e->edits[e->nr++] = (struct trace_edit){
		.start = tok->start + tok->len, .len = 0, .text = BTF_NULLABLE_SUFFIX,
	};
	return 0;
}

int trace_edits__append(struct trace_edits *into, const struct trace_edits *from)
{
	if (!from->nr)
		return 0;
	if (ARRAY_ENSURE(into->edits, into->alloc, into->nr + from->nr))
		return -ENOMEM;
	memcpy(into->edits + into->nr, from->edits, from->nr * sizeof(*from->edits));
	into->nr += from->nr;
	return 0;
}

static int compare_edits(const void *a, const void *b)
{
	const struct trace_edit *x = a, *y = b;

	return (x->start > y->start) - (x->start < y->start);
}

char *trace_edits__apply(const struct trace_edits *edits, const char *text,
			 size_t len)
{
	struct trace_edit *sorted;
	size_t i, extra = 0, at = 0, out = 0;
	char *result;

	sorted = malloc((edits->nr + 1) * sizeof(*sorted));
	if (!sorted)
		return NULL;
	memcpy(sorted, edits->edits, edits->nr * sizeof(*sorted));
	qsort(sorted, edits->nr, sizeof(*sorted), compare_edits);
	for (i = 0; i < edits->nr; i++)
		extra += strlen(sorted[i].text);
	result = malloc(len + extra + 1);
	for (i = 0; result && i < edits->nr; i++) {
		memcpy(result + out, text + at, sorted[i].start - at);
		out += sorted[i].start - at;
		memcpy(result + out, sorted[i].text, strlen(sorted[i].text));
		out += strlen(sorted[i].text);
		at = sorted[i].start + sorted[i].len;
	}
	if (result) {
		memcpy(result + out, text + at, len - at);
		result[out + len - at] = '\0';
	}
	free(sorted);
	return result;
}

void trace_edits__free(struct trace_edits *edits)
{
	free(edits->edits);
	edits->edits = NULL;
	edits->nr = 0;
	edits->alloc = 0;
}
