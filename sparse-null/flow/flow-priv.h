/* SPDX-License-Identifier: MIT */
/*
 * Inside the flow analysis: follow.c decides which values are followed,
 * names.c names them, solve.c computes and walks the states, insn-tests.c
 * answers the questions about single instructions they all ask.  Nothing
 * outside flow/ includes it.
 */
#ifndef SPARSE_NULL_FLOW_PRIV_H
#define SPARSE_NULL_FLOW_PRIV_H

#include <stdbool.h>
#include <stdint.h>

#include "lib.h"
#include "linearize.h"

enum origin {
	ORIGIN_PARAM,
	ORIGIN_MEMBER,
	ORIGIN_GLOBAL,
	ORIGIN_CALL,
	ORIGIN_LOCAL,
	ORIGIN_MERGE,
	ORIGIN_VALUE,		/* followed for the facts only */
};

struct followed {
	pseudo_t pseudo;
	enum origin origin;
	bool nullable;		/* from a nullable source: dereferences warn */
	struct symbol *sym;	/* the declaration that says "nullable" */
	pseudo_t base;		/* ORIGIN_MEMBER: the pointer loaded through */
	int from;		/* ORIGIN_MERGE: the followed value merged in */
};

/*
 * A state is four bitsets over the followed values, one after the other:
 * known not NULL (must: intersected at merges), tested NULL and tested
 * ERR_PTR on some path, and weak (may: united at merges).  Weak marks a
 * merge "not NULL" in the checks' sense only: some value merged in is no
 * nullable source, but nothing says it is not NULL either (a parameter, a
 * call's result).  The checks need not warn there; the facts must not
 * call it known.
 */
enum { STATE_NONNULL, STATE_NULL, STATE_ERR, STATE_WEAK, STATE_SETS };

struct solve_readers;
struct feasible_answer;

struct null_flow {
	struct entrypoint *ep;
	struct followed *values;
	int nr;
	size_t alloc;
	int words;		/* unsigned longs per bitset */
	int nr_bbs;
	unsigned long *in;	/* per block: the state on entry */
	unsigned long *out;	/* per block: the state on exit */
	unsigned long *scratch;
	unsigned long *cur;	/* during the report pass */
	struct solve_readers *readers;	/* while solving: which block reads which (solve.c) */
	bool *helper_test;	/* per block: its branch is an inlined helper's test */
	struct basic_block **warn_side;	/* per block: its branch's side that only warns */
	struct basic_block **blocks;	/* by number; with idom, made when first needed */
	int *idom;		/* per block: its immediate dominator's number, or -1 */
	struct basic_block **walk_stack;	/* after.c's, made for its first walk */
	bool *walk_seen;	/* per block: after.c's walk reached it */
	unsigned char *every_path;	/* per block: on every path? (every-path.c's, when first asked) */
	unsigned long *reach;	/* per block: the blocks it reaches (block-reach.c's, made when first needed) */
	unsigned long *reach_forward;	/* the same along forward edges only */
	struct feasible_answer *answers;	/* feasible.c's last answers, when first asked */
	char name[128];
};

/* How deep address arithmetic (p + offset, &p[i]) is looked through. */
#define ADDRESS_DEPTH	8

/* The index of followed pseudo @p itself (not through casts), or -1 (pseudo->priv: follow.c). */
static inline int null_flow_index(struct null_flow *nf, pseudo_t p)
{
	intptr_t i;

	if (!p || !p->priv)
		return -1;
	i = (intptr_t)p->priv - 1;
	if (i < 0 || i >= nf->nr || nf->values[i].pseudo != p)
		return -1;
	return i;
}

/* Set by null_flow__follow_pointers(). */
extern bool follow_pointers;

/* Decide which values to follow: sources, then merges of them (follow.c). */
void null_follow__collect(struct null_flow *nf);

/* Let go of the values (their pseudos' priv fields). */
void null_follow__release(struct null_flow *nf);

/* Parameter @index of function @fn, or NULL. */
struct symbol *null_follow__param(struct symbol *fn, int index);

/*
 * Mark the blocks whose branch is a test written in an inlined helper, not
 * in the checked function (inlined-branches.c); needs the blocks numbered.
 */
void null_inlined_branches__mark(struct null_flow *nf);

/*
 * Find the branches one side of which only warns and falls through to the
 * other (WARN_ON() and friends, assertions.c); needs the blocks numbered.
 */
void null_assertions__mark(struct null_flow *nf);

/* The immediate dominator of block @bb (dominators.c); NULL for the entry or an unreachable block. */
struct basic_block *null_flow_idom(struct null_flow *nf, struct basic_block *bb);

/*
 * Summarize which of the function's pointer parameters it dereferences on
 * every path (param-summary.c); for the facts, after the states are solved.
 */
void null_param_derefs__summarize(struct null_flow *nf);

/*
 * Function @fn dereferences the parameters whose bits (bit i: parameter
 * i, from 0) @derefs sets on every path (param-derefs.c).
 */
void null_param_derefs__remember(struct symbol *fn, unsigned long derefs);

/*
 * The parameters (bit i: parameter i) function @fn, defined above, has
 * found not NULL wherever it stores a constant other than 0 through its
 * parameter @index, and stores nothing else there; 0 when it is no such
 * flag.
 */
unsigned long null_flow__flag_implies(struct symbol *fn, int index);

/* ---- insn-tests.c: what every step asks of one instruction ----------- */

/*
 * Does asm @insn read or write the memory its memory operands name
 * (atomics, bit operations on a member)?  Not with an empty template (a
 * compiler barrier names memory it never touches), nor a prefetch, which
 * does not fault, nor a per-CPU access (%gs:), whose operand is an offset
 * into this CPU's area: 0 is a valid one, nor one with an exception table
 * entry (get_user(), copy_from_kernel_nofault()): its fault is handled.
 */
bool null_flow_asm_accesses(struct instruction *insn);

/* Is address @addr computed from followed value @value (p, p + offset, &p[i])?  @depth: 0. */
bool null_flow_computed_from(struct null_flow *nf, pseudo_t addr, int value, int depth);

/* Does return @ret return a merge (of its function's return paths)? */
bool null_flow_merged_return(struct instruction *ret);

/* Is @phisrc one path's value of the merge its function returns? */
bool null_flow_returned_source(struct instruction *phisrc);

/*
 * Do @a and @b test the same thing: the same value, or two loads of the
 * same member through the same pointer with nothing stored to it anywhere
 * in the function (calls in between are taken to leave it alone)?
 */
bool null_flow_same_test(struct null_flow *nf, pseudo_t a, pseudo_t b);

/* Is followed value @value known not NULL as block @bb ends, where its branch tests (solve.c)? */
bool null_flow_nonnull_leaving(struct null_flow *nf, int value, struct basic_block *bb);

/* Does block number @from reach block @to, or is it @to (block-reach.c)? */
bool null_flow_block_reaches(struct null_flow *nf, int from, struct basic_block *to);

/* The same along forward edges only: not back to a block dominating the edge's source. */
bool null_flow_block_reaches_forward(struct null_flow *nf, int from, struct basic_block *to);

/* A set of values (deciding-values.c). */
struct deciding_values {
	uintptr_t *keys;
	unsigned int *generations;	/* per slot: the question it was filled for */
	unsigned int generation;
	size_t cap, nr;
	bool everything;	/* too many to keep apart: every value counts */
	bool informative;	/* some merges a constant or loads a local flag */
};

/*
 * Into @set, the values that can decide whether a path reaches @at after
 * @from: the conditions of branches one side of which cannot reach one of
 * them, and what they are computed from (deciding-values.c).
 */
void null_flow_deciding_values(struct null_flow *nf, struct instruction *at,
			       struct instruction *from, struct deciding_values *set);

/* Is @p in @set (or a load of the same member as one in it)? */
bool null_flow_deciding(const struct deciding_values *set, pseudo_t p);

/*
 * Does constant phi-source @phisrc of merge @phi reach @at on a path whose
 * branches agree with what the path has shown (feasible.c)?  True when
 * the search cannot tell.
 */
bool null_flow_feasible(struct null_flow *nf, struct instruction *phisrc,
			struct instruction *phi, struct instruction *at);

#endif
