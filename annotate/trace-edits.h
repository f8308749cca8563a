/* SPDX-License-Identifier: MIT */
/*
 * The edits a rename makes to a file's text: each one appends the suffix
 * to a token, kept apart from the text until every rename is decided,
 * then applied at once.
 */
#ifndef ANNOTATE_TRACE_EDITS_H
#define ANNOTATE_TRACE_EDITS_H

#include <stddef.h>

#include "token-list.h"

/* A replacement of bytes [start, start + len) of the header by @text. */
struct trace_edit {
	size_t start;
	size_t len;
	const char *text;	/* inserted; a static string */
};

struct trace_edits {
	struct trace_edit *edits;
	size_t nr, alloc;
};

/*
 * Add the edit appending BTF_NULLABLE_SUFFIX to token @tok (a rename is
 * collected in a list of its own until it has fully succeeded).  Returns
 * 0 or -ENOMEM.
 */
int trace_edits__add_suffix(struct trace_edits *e, const struct token *tok);

/* Add the edits of @from to @into (a rename that succeeded).  0 or -ENOMEM. */
int trace_edits__append(struct trace_edits *into, const struct trace_edits *from);

/* @text (@len bytes) with @edits applied (a new string), or NULL. */
char *trace_edits__apply(const struct trace_edits *edits, const char *text,
			 size_t len);

void trace_edits__free(struct trace_edits *edits);

#endif
