// SPDX-License-Identifier: MIT
/*
 * "create" records (creation-records.h).  An object's layout is walked for
 * each named struct it holds (itself, embedded ones, array elements), and
 * each pointer member counted where it is met and where its slot is set;
 * a member unset in any place is unset.
 */
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "lib.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "facts/creation-records.h"
#include "facts/facts.h"
#include "facts/members.h"
#include "facts/object-slots.h"

/* How deep embedded structs are walked, and how many elements of an array. */
#define MAX_NESTING	6
#define MAX_ELEMENTS	256

/* How often a member of a named struct was met in an object, and set. */
struct tally {
	struct symbol *named, *member;
	int met, set;
};

static struct tally *tallies;
static int nr_tallies;
static size_t alloc_tallies;

static void count_member(struct symbol *named, struct symbol *member, bool set)
{
	int i;

	for (i = 0; i < nr_tallies; i++) {
		if (tallies[i].named == named && tallies[i].member == member)
			break;
	}
	if (i == nr_tallies) {
		if (ARRAY_ENSURE(tallies, alloc_tallies, nr_tallies + 1))
			die("out of memory");
		tallies[nr_tallies++] = (struct tally){ named, member, 0, 0 };
	}
	tallies[i].met++;
	tallies[i].set += set;
}

static void walk_layout(struct symbol *type, long base, struct symbol *named,
			const unsigned long *bits, int nr_slots, int depth);

/* Each element of an array; those past MAX_ELEMENTS count as unset. */
static void walk_elements(struct symbol *array, long base, struct symbol *named,
			  const unsigned long *bits, int nr_slots, int depth)
{
	struct symbol *elem = members__strip(array->ctype.base_type);
	long i, nr;

	if (!elem || elem->bit_size <= 0 || array->bit_size <= 0)
		return;
	nr = array->bit_size / elem->bit_size;
	/* With nothing set, one element tells what all do. */
	if (!bits && nr > 1)
		nr = 1;
	for (i = 0; i < nr && i < MAX_ELEMENTS; i++)
		walk_layout(elem, base + i * bits_to_bytes(elem->bit_size), named, bits,
			    nr_slots, depth + 1);
	if (nr > MAX_ELEMENTS)
		walk_layout(elem, base, named, NULL, 0, depth + 1);
}

/*
 * Count the pointer members of each named struct in an object of @type at
 * byte @base; unions are skipped, their members are never proven.
 */
static void walk_layout(struct symbol *type, long base, struct symbol *named,
			const unsigned long *bits, int nr_slots, int depth)
{
	struct symbol *m;

	type = members__strip(type);
	if (!type || depth > MAX_NESTING)
		return;
	if (type->type == SYM_ARRAY) {
		walk_elements(type, base, named, bits, nr_slots, depth);
		return;
	}
	if (type->type != SYM_STRUCT)
		return;
	if (type->ident)
		named = type;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (named && m->ident && members__is_kind(m, MEMBER_DATA))
			count_member(named, m, object_slots__test(bits, nr_slots, base + m->offset));
		else
			walk_layout(m, base + m->offset, named, bits, nr_slots, depth + 1);
	} END_FOR_EACH_PTR(m);
}

/* The records written for this file: a struct and the members left unset. */
struct written {
	struct symbol *named;
	struct symbol **unset;
	int nr_unset;
};

static struct written *written;
static int nr_written;
static size_t alloc_written;

void creation_records__begin(void)
{
	int i;

	for (i = 0; i < nr_written; i++)
		free(written[i].unset);
	nr_written = 0;
}

/* The members of @named that the tallies leave unset, into @unset; how many. */
static int unset_members(struct symbol *named, struct symbol **unset)
{
	int i, nr = 0;

	for (i = 0; i < nr_tallies; i++) {
		if (tallies[i].named == named && tallies[i].set < tallies[i].met)
			unset[nr++] = tallies[i].member;
	}
	return nr;
}

/* Was a record with these unset members of @named written for this file?  Remember it. */
static bool already_written(struct symbol *named, struct symbol **unset, int nr)
{
	int i;

	for (i = 0; i < nr_written; i++) {
		if (written[i].named == named && written[i].nr_unset == nr &&
		    !memcmp(written[i].unset, unset, nr * sizeof(*unset)))
			return true;
	}
	if (ARRAY_ENSURE(written, alloc_written, nr_written + 1))
		die("out of memory");
	written[nr_written].unset = malloc(nr * sizeof(*unset));
	if (!written[nr_written].unset)
		die("out of memory");
	memcpy(written[nr_written].unset, unset, nr * sizeof(*unset));
	written[nr_written].named = named;
	written[nr_written++].nr_unset = nr;
	return false;
}

/*
 * A record for @named when the object leaves some of its members unset,
 * once per file for each struct and set of members.
 */
static void write_creation(struct symbol *named, struct symbol *fn, struct position pos)
{
	struct symbol **unset = malloc(nr_tallies * sizeof(*unset));
	int i, nr;

	if (!unset)
		die("out of memory");
	nr = unset_members(named, unset);
	if (nr && !already_written(named, unset, nr)) {
		facts__begin_record(FACTS_CREATE);
		facts__write_string("struct", ident__name(named->ident));
		facts__write_file("struct_file", named->pos);
		facts__open_array("unset");
		for (i = 0; i < nr; i++)
			facts__write_string(NULL, ident__name(unset[i]->ident));
		facts__close_array();
		if (fn) {
			facts__write_string("function", ident__name(fn->ident));
			facts__write_static(fn);
		}
		facts__write_position(pos);
		facts__end_record();
	}
	free(unset);
}

void creation_records__write(struct symbol *type, const unsigned long *bits, int nr_slots,
			    struct symbol *fn, struct position pos)
{
	int i, j;

	nr_tallies = 0;
	walk_layout(type, 0, NULL, bits, nr_slots, 0);
	for (i = 0; i < nr_tallies; i++) {
		for (j = 0; j < i; j++) {
			if (tallies[j].named == tallies[i].named)
				break;
		}
		if (j == i)
			write_creation(tallies[i].named, fn, pos);
	}
}

bool creation_records__has_fields(struct symbol *type)
{
	nr_tallies = 0;
	walk_layout(type, 0, NULL, NULL, 0, 0);
	return nr_tallies > 0;
}
