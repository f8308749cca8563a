// SPDX-License-Identifier: MIT
/*
 * An object's pointer-sized slots as a bitmap (object-slots.h): what the
 * creation records say is set is the slots a store wrote.
 */
#include <stdlib.h>

#include "lib.h"
#include "symbol.h"
#include "target.h"

#include "objects/object-slots.h"

#define BITS_PER_WORD	(8 * sizeof(unsigned long))

long object_slots__bytes(void)
{
	return bits_in_pointer / 8;
}

int object_slots__words(int nr_slots)
{
	return (nr_slots + BITS_PER_WORD - 1) / BITS_PER_WORD;
}

bool object_slots__test(const unsigned long *bits, int nr_slots, long offset)
{
	long slot = offset / object_slots__bytes();

	/* Before the object (a container_of() folded into a load): none of its slots. */
	if (!bits || offset < 0 || offset % object_slots__bytes() || slot >= nr_slots)
		return false;
	return bits[slot / BITS_PER_WORD] & (1UL << (slot % BITS_PER_WORD));
}

int object_slots__count(struct symbol *type)
{
	return type->bit_size > 0 ? bits_to_bytes(type->bit_size) / object_slots__bytes() + 1 : 1;
}

unsigned long *object_slots__alloc(int nr_slots)
{
	unsigned long *bits = calloc(object_slots__words(nr_slots), sizeof(*bits));

	if (!bits)
		die("out of memory");
	return bits;
}

int object_slots__next(const unsigned long *bits, int nr_slots, int slot)
{
	int i, words = object_slots__words(nr_slots);
	unsigned long word;

	if (slot < 0)
		slot = 0;
	if (slot >= nr_slots)
		return nr_slots;
	i = slot / BITS_PER_WORD;
	word = bits[i] & (~0UL << (slot % BITS_PER_WORD));
	while (!word) {
		if (++i == words)
			return nr_slots;
		word = bits[i];
	}
	slot = i * BITS_PER_WORD + __builtin_ctzl(word);
	return slot < nr_slots ? slot : nr_slots;
}

/* Slots @slot to @end (excluded) of one word of @bits, as a mask of that word. */
static unsigned long word_mask(long slot, long end)
{
	long low = slot % BITS_PER_WORD, n = end - slot;

	if (n >= (long)BITS_PER_WORD - low)
		return ~0UL << low;
	return ((1UL << n) - 1) << low;
}

/* A memset() of a large struct sets hundreds of slots: a word at a time. */
void object_slots__set(unsigned long *bits, int nr_slots, long offset, long bytes, bool set)
{
	long slot, end, next;
	unsigned long mask;

	if (offset < 0) {
		bytes += offset;
		offset = 0;
	}
	/* The slots wholly inside: from the first starting at @offset or after, to @end. */
	slot = (offset + object_slots__bytes() - 1) / object_slots__bytes();
	end = offset + bytes < 0 ? 0 : (offset + bytes) / object_slots__bytes();
	if (end > nr_slots)
		end = nr_slots;
	for (; slot < end; slot = next) {
		next = (slot / BITS_PER_WORD + 1) * BITS_PER_WORD;
		mask = word_mask(slot, end);
		if (set)
			bits[slot / BITS_PER_WORD] |= mask;
		else
			bits[slot / BITS_PER_WORD] &= ~mask;
	}
}

bool object_slots__any(const unsigned long *bits, int nr_slots)
{
	int i, full = nr_slots / BITS_PER_WORD;

	if (!bits)
		return false;
	for (i = 0; i < full; i++) {
		if (bits[i])
			return true;
	}
	return nr_slots % BITS_PER_WORD && (bits[full] & ((1UL << (nr_slots % BITS_PER_WORD)) - 1));
}
