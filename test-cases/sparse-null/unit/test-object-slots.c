// SPDX-License-Identifier: MIT
/* What an object has set, as slots: the bitmap helpers of objects/object-slots.c. */
#include <check.h>
#include <stdlib.h>

#include "objects/object-slots.h"
#include "suites.h"

/* Slots of a 200-slot object: four words on 64 bits, three boundaries to cross. */
#define NR_SLOTS	200

/* Slot by slot, as a slot is set: wholly inside bytes @offset to @offset + @bytes. */
static void set_one_by_one(bool *slots, long offset, long bytes, bool set)
{
	long size = object_slots__bytes(), slot;

	for (slot = 0; slot < NR_SLOTS; slot++) {
		if (slot * size >= offset && (slot + 1) * size <= offset + bytes)
			slots[slot] = set;
	}
}

/* The first slot where @bits and @slots differ, or -1. */
static long first_difference(const unsigned long *bits, const bool *slots)
{
	long slot;

	for (slot = 0; slot < NR_SLOTS; slot++) {
		if (object_slots__test(bits, NR_SLOTS, slot * object_slots__bytes()) != slots[slot])
			return slot;
	}
	return -1;
}

/* Every start and length around the word boundaries, set on clear slots and cleared on set ones. */
START_TEST(set_sets_the_slots_wholly_inside)
{
	long size = object_slots__bytes(), offset, bytes;
	unsigned long *bits = object_slots__alloc(NR_SLOTS);
	bool slots[NR_SLOTS];
	int pass, slot;

	for (pass = 0; pass < 2; pass++) {
		for (offset = -3 * size; offset < (NR_SLOTS + 2) * size; offset += size / 2 + 1) {
			for (bytes = 0; bytes < 140 * size; bytes += 7 * size / 2 + 1) {
				for (slot = 0; slot < NR_SLOTS; slot++)
					slots[slot] = pass;
				object_slots__set(bits, NR_SLOTS, 0, NR_SLOTS * size, pass);
				object_slots__set(bits, NR_SLOTS, offset, bytes, !pass);
				set_one_by_one(slots, offset, bytes, !pass);
				ck_assert_msg(first_difference(bits, slots) < 0,
					      "slot %ld after bytes %ld + %ld", first_difference(bits, slots),
					      offset, bytes);
			}
		}
	}
	free(bits);
}
END_TEST

START_TEST(set_stops_at_the_last_slot)
{
	unsigned long *bits = object_slots__alloc(NR_SLOTS);

	object_slots__set(bits, NR_SLOTS, 0, 10 * NR_SLOTS * object_slots__bytes(), true);
	ck_assert_int_eq(object_slots__next(bits, NR_SLOTS, 0), 0);
	ck_assert(object_slots__test(bits, NR_SLOTS, (NR_SLOTS - 1) * object_slots__bytes()));
	ck_assert_int_eq(object_slots__words(NR_SLOTS), (NR_SLOTS + 8 * sizeof(long) - 1) /
			 (8 * sizeof(long)));
	ck_assert_uint_eq(bits[object_slots__words(NR_SLOTS) - 1] >> (NR_SLOTS % (8 * sizeof(long))),
			  0);
	free(bits);
}
END_TEST

Suite *object_slots_suite(void)
{
	Suite *s = suite_create("object-slots");
	TCase *tc = tcase_create("set");

	tcase_add_test(tc, set_sets_the_slots_wholly_inside);
	tcase_add_test(tc, set_stops_at_the_last_slot);
	suite_add_tcase(s, tc);
	return s;
}
