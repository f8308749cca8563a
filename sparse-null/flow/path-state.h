/* SPDX-License-Identifier: MIT */
/*
 * What one path of the feasible-path search (feasible.c) has shown so
 * far: a small set of facts about values (path-state.c), and what they
 * say of a value or a branch condition (path-eval.c).  Only flow/
 * includes it.
 */
#ifndef SPARSE_NULL_PATH_STATE_H
#define SPARSE_NULL_PATH_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "lib.h"
#include "linearize.h"

/* What a path remembers; past this, branch knowledge goes first. */
#define MAX_FACTS	24

enum known_kind { KNOWN_CONST, KNOWN_NONZERO, KNOWN_ERR };

struct known {
	enum known_kind kind;
	unsigned long long value;	/* KNOWN_CONST */
};

enum fact_tag {
	FACT_PENDING,	/* a merge: the value its last phi-source gave */
	FACT_VALUE,	/* a value: what it is here */
	FACT_IMPLIES,	/* a local flag: not 0, it says .implied is not NULL */
};

struct fact {
	pseudo_t p;
	enum fact_tag tag;
	struct known known;
	pseudo_t implied;	/* FACT_IMPLIES */
};

struct path_state {
	struct fact fact[MAX_FACTS];
	int nr;
	bool carrying;		/* the constant's phi-source has run */
};

/* Are @a and @b the same knowledge? */
bool known__same(struct known a, struct known b);

/* *@to = *@from, copying only the facts it holds: most hold a few. */
void path_state__copy(struct path_state *to, const struct path_state *from);

/* The fact of tag @tag about @p, or NULL. */
struct fact *path_state__find(struct path_state *s, pseudo_t p, enum fact_tag tag);

/* Forget the fact of tag @tag about @p, if any. */
void path_state__forget(struct path_state *s, pseudo_t p, enum fact_tag tag);

/*
 * Remember @known of @p.  When the set is full, the oldest branch
 * knowledge about another value than @keep goes (forgetting only makes
 * more paths possible); with none, the new fact is not kept, unless it is
 * about @keep, for which a merge's fact goes.
 */
void path_state__remember(struct path_state *s, pseudo_t keep, pseudo_t p, enum fact_tag tag,
			  struct known known);

/* Does @s hold fact @x itself? */
bool path_state__holds(const struct path_state *s, const struct fact *x);

/*
 * Into @a, what @a and @b share, but the facts about @keep: a path
 * holding them either way still holds them.
 */
void path_state__join(pseudo_t keep, struct path_state *a, const struct path_state *b);

/* Do @a and @b hold the same facts? */
bool path_state__same(const struct path_state *a, const struct path_state *b);

/* A hash of @s entering block @bb, the same for the same facts in any order. */
uint64_t path_state__hash(struct basic_block *bb, const struct path_state *s);

struct null_flow;

/*
 * What path @s knows of value @p as @branch_bb's branch is taken (NULL:
 * not at a branch) into *@out (path-eval.c); false: nothing.
 */
bool path_eval__value(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		      pseudo_t p, struct known *out);

/* What branch condition @cond is on path @s at @branch_bb's end: 1, 0, or -1 unknown. */
int path_eval__cond(struct null_flow *nf, struct basic_block *branch_bb, struct path_state *s,
		    pseudo_t cond);

#endif
