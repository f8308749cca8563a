/* SPDX-License-Identifier: MIT */
/*
 * What becomes of a new object, as the walk through the function that
 * makes it finds it (object-walk.h) and the records write it
 * (creation-records.h): the slots (object-slots.h) set where it is
 * published, returned, or handed to a function of another file.
 */
#ifndef SPARSE_NULL_OBJECT_FATE_H
#define SPARSE_NULL_OBJECT_FATE_H

struct instruction;
struct symbol;

/* How many functions of other files one object is followed into at most. */
#define OBJECT_MAX_HANDS	16

/*
 * The object handed to a function of another file, which may publish it
 * or set members: the table decides with that file's facts.  The path
 * goes on after the call.
 */
struct object_hand {
	struct instruction *call;
	struct symbol *fn;
	int param;
	long offset;		/* of the address handed, in the object */
	unsigned long *set;	/* the slots set on every path to the call; NULL: none gets there */
};

/* What becomes of a new object, as object-slots.h's slots. */
struct object_fate {
	int nr_slots;
	unsigned long *published;	/* set wherever it is published but by a hand; NULL: nowhere */
	unsigned long *returned;	/* set on every path to a return; NULL: none */
	struct object_hand hands[OBJECT_MAX_HANDS];
	int nr_hands;
};

#endif
