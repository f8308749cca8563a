/* SPDX-License-Identifier: MIT */
/*
 * What an object has set, as a bitmap of its pointer-sized slots (slot n
 * is bytes 8n to 8n + 7 on 64 bits): a new object's, as its creation is
 * followed (field-creations.c), and what the records then report
 * (creation-records.c).
 */
#ifndef SPARSE_NULL_OBJECT_SLOTS_H
#define SPARSE_NULL_OBJECT_SLOTS_H

#include <stdbool.h>

struct symbol;

/* How many bytes a slot is: a pointer's. */
long object_slots__bytes(void);

/* How many slots an object of @type has (one more than it fills). */
int object_slots__count(struct symbol *type);

/* How many unsigned longs a bitmap of @nr_slots slots takes. */
int object_slots__words(int nr_slots);

/* A bitmap of @nr_slots slots, all clear. */
unsigned long *object_slots__alloc(int nr_slots);

/* Is the slot at byte @offset set?  A NULL bitmap, or one before the object, is not. */
bool object_slots__test(const unsigned long *bits, int nr_slots, long offset);

/* Is any of the first @nr_slots slots of @bits (NULL: none) set? */
bool object_slots__any(const unsigned long *bits, int nr_slots);

/* The first set slot at or after slot @slot of @bits, or @nr_slots when none is. */
int object_slots__next(const unsigned long *bits, int nr_slots, int slot);

/* Set (or clear) each slot wholly inside bytes @offset to @offset + @bytes, of the object's. */
void object_slots__set(unsigned long *bits, int nr_slots, long offset, long bytes, bool set);

#endif
