/* SPDX-License-Identifier: MIT */
/*
 * A trace call site's "deref_if": the calls that may prove its value not
 * NULL.  tp-calls.c finds them, the tracepoint registry keeps them with
 * the site's evidence and tp-records.c writes them.
 */
#ifndef SPARSE_NULL_DEREF_IF_H
#define SPARSE_NULL_DEREF_IF_H

struct symbol;

/* How many calls a site's "deref_if" names at most. */
#define MAX_DEREF_IF	4

/*
 * The functions a trace call's value was handed to on every path before
 * the call, as parameter .param[i] of .fn[i], which this file does not
 * know to dereference it: if one of them does (its own file says so), the
 * value is not NULL at the trace call.
 */
struct deref_if {
	int nr;
	struct symbol *fn[MAX_DEREF_IF];
	int param[MAX_DEREF_IF];
};

#endif
