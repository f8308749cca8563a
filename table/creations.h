/* SPDX-License-Identifier: MIT */
/*
 * New objects across files: the creations the facts report, some handing
 * the object to functions of other files, and the init records of those
 * functions, which say whether they publish it and what they set.  Once
 * every file is merged, each member a creation may publish unset is
 * marked so (struct field_info's .unset).
 */
#ifndef TABLE_CREATIONS_H
#define TABLE_CREATIONS_H

#include <stdbool.h>
#include <stddef.h>

#include "model.h"

/* What a function does to the object its parameter .param points to (an init record). */
struct init_summary {
	int param;
	const char *struct_name, *struct_file;
	const char **sets;		/* members set on every path to a return */
	size_t nr_sets;
	bool publishes;			/* but by a hand */
	const char **before;		/* members set wherever it publishes it so */
	size_t nr_before;
	struct handed_to *after;	/* whole-object hands returned from on every return */
	size_t nr_after;
	struct handed_to *handed;	/* it publishes the object if one of these does */
	size_t nr_handed;
	bool visiting;			/* while its hands are followed */
	int verdict;			/* publishes, once known (creations.c) */
	struct init_summary *next;	/* of the same function */
};

/* A creation handing the object to parameter .to.param of function .to.fn. */
struct hand_off {
	struct handed_to to;
	bool whole;			/* the object itself: what .to.fn sets counts */
	const char **unset;		/* members unset by then */
	size_t nr_unset;
	struct handed_to *after;
	size_t nr_after;
};

/* A creation of an object holding struct .struct_name, from a create record. */
struct creation {
	const char *struct_name, *struct_file;
	struct place at;
	const char **unset;		/* members unset wherever it is published but by a hand */
	size_t nr_unset;
	struct handed_to *after;	/* unless one of these, returned from before, sets them */
	size_t nr_after;
	struct hand_off *hands;
	size_t nr_hands;
};

/* Keep @c (allocated in the model's arena) until creations__apply(). */
void creations__add(struct model *model, struct creation *c);

/* Function @fn's init record @init (allocated in the model's arena). */
void creations__add_init(struct fn *fn, struct init_summary *init);

/*
 * Mark each member a creation may publish unset, in the order the
 * creations were added: the first one is the one the table names.
 */
void creations__apply(struct model *model);

#endif
