/* SPDX-License-Identifier: MIT */
/*
 * A value's "deref_if": the calls it was handed to on every path before a
 * call site (a trace call, or a direct call passing it on), which may
 * prove it not NULL there.  tp-calls.c and call-facts.c look for them
 * (deref_if__search()); tp-records.c and call-facts.c write them.
 */
#ifndef SPARSE_NULL_DEREF_IF_H
#define SPARSE_NULL_DEREF_IF_H

struct instruction;
struct null_flow;
struct symbol;

/* How many calls a site's "deref_if" names at most. */
#define MAX_DEREF_IF	4

/*
 * The functions a value was handed to on every path before the site, as
 * parameter .param[i] of .fn[i], which this file does not know to
 * dereference it: if one of them does (its own file says so), the value
 * is not NULL at the site.
 */
struct deref_if {
	int nr;
	struct symbol *fn[MAX_DEREF_IF];
	int param[MAX_DEREF_IF];
};

/* What deref_if__search() found before a site. */
struct deref_if_search {
	struct deref_if candidates;	/* functions that may prove it */
	struct instruction *proof;	/* a call of this file's function proving it, or NULL */
};

/*
 * The calls flow value @value was handed to on every path to @insn, the
 * nearest first: the first whose callee this file shows dereferencing
 * the parameter ends the search as ->proof, the others (at most
 * MAX_DEREF_IF) are ->candidates.
 */
void deref_if__search(struct null_flow *nf, struct instruction *insn, int value,
		      struct deref_if_search *found);

/*
 * Each function of @d as an element of the array open in the record
 * being written: [function, parameter], with "static" for a function
 * static here; with @arg >= 0 (a call record's), [arg, function, ...].
 */
void deref_if__write(const struct deref_if *d, int arg);

#endif
