/* SPDX-License-Identifier: MIT */
/*
 * Flow-sensitive nullability over one function's SSA IR.
 *
 * The analysis follows every value that comes from a nullable source (a
 * __nullable parameter, member, global or local, a call of a function
 * returning __nullable) through copies, casts, phi nodes and selects, and
 * computes where each is known not to be NULL: after a NULL test was
 * passed, after it was dereferenced, or when every value merged into it
 * is.  It then walks the function once more and hands each dereference,
 * call and return, with that knowledge, to the hooks its clients (the
 * nullability checks, the fact collectors) registered.  It knows nothing
 * of them; this header is all a client needs.
 */
#ifndef SPARSE_NULL_NULL_FLOW_H
#define SPARSE_NULL_NULL_FLOW_H

#include <stdbool.h>

#include "lib.h"

struct basic_block;
struct entrypoint;
struct instruction;
struct null_flow;

enum null_flow_hook {
	NULL_FLOW_BEGIN,	/* a function's states are solved: (nf, NULL, -1) */
	NULL_FLOW_DEREF,	/* a load or store through followed value: (nf, insn, value) */
	NULL_FLOW_CALL,		/* a call: (nf, insn, -1) */
	NULL_FLOW_RETURN,	/* a return: (nf, insn, -1) */
	NULL_FLOW_RETURNED,	/* a value returned, on its path: the phi source of the
				   return's merge (an OP_PHISOURCE), or a return
				   merging nothing: (nf, insn, -1) */
	NULL_FLOW_STORE,	/* any store: (nf, insn, -1) */
	NULL_FLOW_END,		/* the function is done: (nf, NULL, -1) */
	NULL_FLOW_NR_HOOKS,
};

typedef void (*null_flow_hook_fn)(struct null_flow *nf, struct instruction *insn,
				  int value);

/*
 * A client's hooks, indexed by enum null_flow_hook (NULL where it has
 * none): each is called at its point after those added before.
 */
void null_flow__add_hooks(const null_flow_hook_fn hooks[NULL_FLOW_NR_HOOKS]);

/*
 * Also summarize, for the facts, the flags each function sets through a
 * parameter only together with a pointer (flag-summary.c): hooks on the
 * flow's report pass, so that a function sees those defined above it.
 */
void null_flow__summarize_flags(void);

/*
 * Also follow every pointer parameter and every value handed to a
 * MARKER_FOLLOW_ARG marker, without making them nullable, and analyse
 * every function even when nothing in it is nullable: for the facts.
 */
void null_flow__follow_pointers(void);

/* Analyse one linearized function, calling the hooks. */
void null_flow__check(struct entrypoint *ep);

/* The followed value @p stands for (through copies and casts), or -1. */
int null_flow__value(struct null_flow *nf, pseudo_t p);

/*
 * May followed value @value be NULL at the instruction being checked?
 * Only values from nullable sources may; the others are followed for the
 * facts.
 */
bool null_flow__may_be_null(struct null_flow *nf, int value);

/* Does followed value @value come from a nullable source? */
bool null_flow__nullable(struct null_flow *nf, int value);

/*
 * Is @value known not to be NULL here (tested, or dereferenced before; a
 * merge when every value merged in is, not when one is merely no nullable
 * source)?
 */
bool null_flow__known_nonnull(struct null_flow *nf, int value);

/*
 * Is @value not NULL in the checks' sense: no nullable source and no NULL
 * test reaches it here, though a merge may hold values nothing is known
 * of?
 */
bool null_flow__no_null_path(struct null_flow *nf, int value);

/* Did a test find @value NULL on some path reaching here? */
bool null_flow__tested_null(struct null_flow *nf, int value);

/* Did a test find @value an ERR_PTR on some path reaching here? */
bool null_flow__tested_err(struct null_flow *nf, int value);

/* What happens to a followed value on the paths after an instruction. */
struct null_after {
	bool deref;		/* dereferenced on every path to a return */
	struct position deref_pos;	/* the first dereference found */
	bool tested;		/* tested against NULL by the function itself on some path */
	struct position test_pos;	/* the first such test found */
};

/*
 * Follow the paths from @insn on (not through a redefinition of @value):
 * is @value dereferenced (or passed to a nonnull parameter) before every
 * return, and is it tested against NULL on some path, not by an inlined
 * helper nor by an assertion, before being dereferenced?
 */
void null_flow__after(struct null_flow *nf, struct instruction *insn, int value,
		      struct null_after *out);

/* Does function @fn, analysed before, dereference parameter @index on every path? */
bool null_flow__param_dereferenced(struct symbol *fn, int index);

/*
 * Is a value handed to parameter @index of @fn not NULL afterwards: the
 * parameter declared nonnull, or dereferenced on every path (above)?
 */
bool null_flow__param_rules_out_null(struct symbol *fn, int index);

/*
 * Called for a direct call handed @value (or an address computed from it)
 * as argument @index of @callee; returns whether to go on.
 */
typedef bool null_passed_fn(struct symbol *callee, int index, struct instruction *call,
			    void *data);

/*
 * Visit the direct calls (not markers) handed @value on every path to
 * @insn, the nearest first.
 */
void null_flow__passed_before(struct null_flow *nf, struct instruction *insn, int value,
			      null_passed_fn *visit, void *data);

/*
 * Can the constant phi source @phisrc gives @phi still be the value at
 * @at?  Not when it came in on one side of a test and @at runs only on
 * the other side of the same test made again (correlated.c).
 */
bool null_flow__source_reaches(struct null_flow *nf, struct instruction *phisrc,
			       struct instruction *phi, struct instruction *at);

/* A NULL given only where a test finds another value NULL. */
struct null_guard {
	pseudo_t tested;	/* x: the value the test finds NULL */
	pseudo_t otherwise;	/* what is given where x is not NULL */
	bool exact;		/* that is x or &x->m: NULL exactly when x is */
};

/*
 * Is @p `x ? y : NULL`, or a merge of NULL where a test finds x NULL with
 * y where it does not (conditional-nulls.c)?  Fills @g.
 */
bool null_flow__null_guard(struct null_flow *nf, pseudo_t p, struct null_guard *g);

/*
 * Is every NULL merged into @p that can reach @at given under a test an
 * inlined helper makes (a helper's `return NULL` for a case its caller
 * may never meet), and is there one?
 */
bool null_flow__only_helper_nulls(struct null_flow *nf, pseudo_t p, struct instruction *at);

/* Does every path from the entry to a return pass through block @bb (every-path.c)? */
bool null_flow__on_every_path(struct null_flow *nf, struct basic_block *bb);

/*
 * Can a NULL some test found @p to be still be @p at @at, on a path whose
 * branches agree with it (feasible.c)?  sk && ... && end_cookie before a
 * call made only when the whole condition holds finds sk NULL on no path
 * to the call.  True when the search cannot tell.
 */
bool null_flow__tested_null_reaches(struct null_flow *nf, pseudo_t p, struct instruction *at);

/*
 * Can select @sel (x ? y : NULL) be NULL at @at, on a path whose branches
 * agree with it (feasible.c)?  drm_gem_mmap()'s node, NULL where the
 * lookup's `node && node->start == start` fails, leaves obj NULL, and
 * `if (!obj) return` comes before the call.  True when the search cannot tell.
 */
bool null_flow__select_null_reaches(struct null_flow *nf, struct instruction *sel,
				    struct instruction *at);

/* The live conditional branch ending @bb with two distinct targets, or NULL. */
struct instruction *null_flow__two_way_branch(struct basic_block *bb);

/* Does every path from the entry to block @bb pass through block @dom? */
bool null_flow__dominates(struct null_flow *nf, struct basic_block *dom, struct basic_block *bb);

/* The parameter index (from 0) @value is, or -1. */
int null_flow__param(struct null_flow *nf, int value);

/* The expression a followed value names in messages ("pi_task", "get()"). */
const char *null_flow__name(struct null_flow *nf, int value);

/*
 * Where @value's nullability comes from: the declaration saying
 * "__nullable" and what it declares ("parameter", "member", "global",
 * "return value of", "local variable").
 */
struct symbol *null_flow__source(struct null_flow *nf, int value, const char **what);

/* The function being checked. */
struct symbol *null_flow__function(struct null_flow *nf);

/*
 * The IR being checked: sparse-null's own, which the function's ep (what
 * sparse's checks read) is not when the function was linearized again.
 */
struct entrypoint *null_flow__ir(struct null_flow *nf);

/*
 * The function @call (a call, or an inlined call's note) calls directly, or
 * NULL (a call through a pointer).
 */
struct symbol *null_flow__callee(struct instruction *call);

/*
 * The loads, stores, calls, returns, phi nodes and their sources, selects,
 * pointer casts, asms and inlined calls' notes of @ep, in block order,
 * dead ones its blocks still hold included (insn->bb NULL); *@nr of them.
 * The list is made once for the IR and stays valid until it is asked for
 * another (insn-index.c).
 */
struct instruction *const *null_flow__insns(struct entrypoint *ep, int *nr);

/* Those of block number @block of @ep (from 0, in the order of ep->bbs); *@nr of them. */
struct instruction *const *null_flow__block_insns(struct entrypoint *ep, int block, int *nr);

#endif
