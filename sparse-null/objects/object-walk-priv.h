/* SPDX-License-Identifier: MIT */
/*
 * The inside of following a new object (object-walk.h), shared by its two
 * halves: object-uses.c turns each use of a pointer to the object into an
 * action, object-walk.c walks the paths over those actions and keeps the
 * summaries of the file's functions.
 *
 * The two call each other, and that is the analysis's own recursion, not
 * a knot to untie: a walk asks object-uses.c for the actions, and the
 * action of handing the object to a function of this file is that
 * function's summary, which object-walk.c makes by walking the object its
 * parameter points to (object_walk_summary()), asking object-uses.c for
 * that walk's actions in turn.
 */
#ifndef SPARSE_NULL_OBJECT_WALK_PRIV_H
#define SPARSE_NULL_OBJECT_WALK_PRIV_H

#include <stdbool.h>

#include "lib.h"
#include "linearize.h"

#include "objects/object-fate.h"

/* Pointers to one new object followed; past that, nothing counts as set. */
#define MAX_TRACKED	64
/* A member address at an offset not known (&p->array[i]). */
#define NO_OFFSET	(-1L)

enum action_kind {
	ACT_STORE,	/* a store into the object */
	ACT_READ,	/* a pointer member read */
	ACT_COPIED,	/* read whole: a copy of it made */
	ACT_ESCAPE,	/* the object's address leaves: published */
	ACT_END,	/* freed: this path publishes nothing */
	ACT_RESET,	/* made again, or zeroed: nothing set from .offset on for .bytes */
	ACT_INIT,	/* passed to a function of this file that sets members (.init) */
	ACT_HAND,	/* passed to a function of another file (.hand) */
};

/* What a function of this file does to an object (object-walk.c). */
struct helper_summary;

struct action {
	struct instruction *insn;
	enum action_kind kind;
	long offset, bytes;
	bool zero;		/* ACT_STORE: of zeros */
	const struct helper_summary *init;	/* ACT_INIT */
	int hand;		/* ACT_HAND: its index in the creation's hands */
};

struct tracked {
	pseudo_t p;
	long offset;		/* from the object's start, or NO_OFFSET */
};

/*
 * One new object followed through the function that makes it: the
 * pointers to it, what each use of them does, and what it has set where
 * it is published, returned or handed.  A state is the object's slots,
 * then one bit for each hand: set after the call handing it returned, on
 * every path.
 */
struct new_object {
	struct symbol *type;		/* the object's */
	struct instruction *at;		/* the creating instruction; NULL: the entry */
	int nr_slots, nr_bits, words;
	struct tracked tracked[MAX_TRACKED];
	int nr_tracked;
	bool overflow;
	struct action *actions;
	int nr_actions;
	size_t alloc_actions;
	unsigned long *published;	/* slots set wherever it is published */
	bool is_published;
	unsigned long *returned;	/* slots set wherever the function returns */
	bool is_returned;
	struct object_hand hands[OBJECT_MAX_HANDS];
	int nr_hands;
};

/* Follow @p, @offset bytes into the object, too. */
void object_walk_track(struct new_object *c, pseudo_t p, long offset);

/* The bytes the object's slots cover, from its start. */
long object_walk_bytes(const struct new_object *c);

/* Is @p the new object's own address (offset 0)? */
bool object_walk_is_object(struct new_object *c, pseudo_t p);

/* The actions of every use of the pointers followed, by instruction. */
void object_walk_find_actions(struct new_object *c);

/* The first action of @insn, the others after it; NULL when it has none. */
const struct action *object_walk_first_action(const struct new_object *c, struct instruction *insn);

/*
 * What function @fn of this file, walked before, does to the object its
 * parameter @param points to, as a struct of @type; NULL when not known.
 */
const struct helper_summary *object_walk_summary(struct symbol *fn, int param, struct symbol *type);

/* Function @fn of this file as walked, or NULL when it is not yet. */
struct entrypoint *object_walk_walked(struct symbol *fn);

#endif
