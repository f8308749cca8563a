/* SPDX-License-Identifier: MIT */
/*
 * The trace event macros of one header (DECLARE_EVENT_CLASS, TRACE_EVENT
 * and their variants, DEFINE_EVENT and its variants) and the renaming of
 * one class argument to <name>__nullable through all of them.
 */
#ifndef ANNOTATE_TRACE_HEADER_H
#define ANNOTATE_TRACE_HEADER_H

#include <stddef.h>

#include "token-list.h"
#include "trace-edits.h"

/* A parsed header: its text, tokens and trace macro invocations. */
struct trace_header {
	char *path;		/* relative to the tree, as the table names it */
	char *text;
	size_t len;
	struct token_list tokens;
	struct trace_invocation *calls;
	size_t nr_calls, alloc_calls;
	char *system;		/* TRACE_SYSTEM, or NULL */
};

/*
 * Read and parse @tree/@path.  Returns 0, or a negative errno after
 * writing a message naming the file (and line) into @err.
 */
int trace_header__read(struct trace_header *header, const char *tree,
		       const char *path, char *err, size_t err_size);

void trace_header__free(struct trace_header *header);

/*
 * Rename argument @index of class @class, named @name in the class's
 * TP_PROTO, to <name>__nullable: in the class definition (TP_PROTO,
 * TP_ARGS, TP_CONDITION, TP_STRUCT__entry's expressions, TP_fast_assign)
 * and in every DEFINE_EVENT* of the class (its own TP_PROTO, TP_ARGS,
 * TP_CONDITION).  Appends the edits to @edits.  Returns the number of
 * DEFINE_EVENT*s renamed too, or a negative errno after writing why into
 * @err (-ENOENT: no literal class definition; -EINVAL: TP_PROTO's
 * argument @index is not @name, or TP_PROTO comes from a macro
 * parameter).
 */
int trace_header__rename(const struct trace_header *header, const char *class,
			 int index, const char *name, struct trace_edits *edits,
			 char *err, size_t err_size);

#endif
