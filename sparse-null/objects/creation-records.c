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
#include "hmap.h"
#include "lib.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "facts/collector.h"
#include "facts/facts.h"
#include "facts/members.h"
#include "objects/creation-records.h"
#include "objects/object-slots.h"
#include "objects/object-walk.h"

/* How deep embedded structs are walked, and how many elements of an array. */
#define MAX_NESTING	6
#define MAX_ELEMENTS	256

/* How often a member of a named struct was met in an object, and set. */
struct member_tally {
	struct symbol *named, *member;
	int met, set;
};

static struct member_tally *tallies;
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
		tallies[nr_tallies++] = (struct member_tally){ named, member, 0, 0 };
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

/* The records written for this file, as their text up to the creation: each once. */
static char **written;
static size_t *written_len;
static int nr_written;
static size_t alloc_written, alloc_written_len;

/* A new file: no record written yet. */
static void creation_records__begin(void)
{
	int i;

	for (i = 0; i < nr_written; i++)
		free(written[i]);
	nr_written = 0;
}

/* Was the record so far written for this file before?  Remember it. */
static bool already_written(void)
{
	size_t len;
	const char *text = facts__record_text(&len);
	int i;

	for (i = 0; i < nr_written; i++) {
		if (written_len[i] == len && !memcmp(written[i], text, len))
			return true;
	}
	if (ARRAY_ENSURE(written, alloc_written, nr_written + 1) ||
	    ARRAY_ENSURE(written_len, alloc_written_len, nr_written + 1) ||
	    !(written[nr_written] = malloc(len)))
		die("out of memory");
	memcpy(written[nr_written], text, len);
	written_len[nr_written++] = len;
	return false;
}

/* The members of a named struct that one state leaves unset. */
struct member_list {
	struct symbol **members;
	int nr;
};

/* For each of @nr_named structs, the members that @bits (NULL: nothing) leave unset. */
static void find_unset(struct symbol *type, const unsigned long *bits, int nr_slots,
		       struct symbol **named, int nr_named, struct member_list *unset)
{
	int i, n;

	nr_tallies = 0;
	walk_layout(type, 0, NULL, bits, nr_slots, 0);
	for (n = 0; n < nr_named; n++) {
		unset[n].members = malloc(nr_tallies * sizeof(*unset[n].members));
		if (!unset[n].members)
			die("out of memory");
		unset[n].nr = 0;
		for (i = 0; i < nr_tallies; i++) {
			if (tallies[i].named == named[n] && tallies[i].set < tallies[i].met)
				unset[n].members[unset[n].nr++] = tallies[i].member;
		}
	}
}

static void write_members(const char *key, const struct member_list *unset)
{
	int i;

	facts__open_array(key);
	for (i = 0; i < unset->nr; i++)
		facts__write_string(NULL, ident__name(unset->members[i]->ident));
	facts__close_array();
}

/* A record's struct at no single place of the object: no hand is of it whole. */
#define NO_BASE		(-1L)

/*
 * How often struct @named occurs in an object of @type at byte @base
 * (more than once: 2), the last at *@at; unions are skipped, as the
 * layout walk skips them.
 */
static int occurrences(struct symbol *type, struct symbol *named, long base, long *at, int depth)
{
	struct symbol *m, *elem;
	int nr = 0;

	type = members__strip(type);
	if (!type || depth > MAX_NESTING)
		return 0;
	if (type == named) {
		*at = base;
		return 1;
	}
	if (type->type == SYM_ARRAY) {
		elem = members__strip(type->ctype.base_type);
		nr = elem ? occurrences(elem, named, base, at, depth + 1) : 0;
		return nr && elem->bit_size > 0 && type->bit_size > elem->bit_size ? 2 : nr;
	}
	if (type->type != SYM_STRUCT)
		return 0;
	FOR_EACH_PTR(type->symbol_list, m) {
		nr += occurrences(m, named, base + m->offset, at, depth + 1);
	} END_FOR_EACH_PTR(m);
	return nr > 1 ? 2 : nr;
}

/* Where struct @named is in an object of @type, when it is there once; else NO_BASE. */
static long single_base(struct symbol *type, struct symbol *named)
{
	long at = NO_BASE;

	return occurrences(type, named, 0, &at, 0) == 1 ? at : NO_BASE;
}

/*
 * Is hand @i of @fate a call of the same function and parameter as an
 * earlier one that is reached (or with @set, one handed the struct at
 * @base whole that returned where @set was taken)?
 */
static bool repeats(const struct object_fate *fate, int i, const unsigned long *set, long base)
{
	const struct object_hand *a = &fate->hands[i], *b;
	int j;

	for (j = 0; j < i; j++) {
		b = &fate->hands[j];
		if (b->fn == a->fn && b->param == a->param && b->set &&
		    (!set || (b->offset == base && object_walk__after_hand(fate, set, j))))
			return true;
	}
	return false;
}

/*
 * "after": the hands of the record's struct whole (its address, at @base
 * in the object) whose calls returned on every path to where @set was
 * taken; what they set counts as set.
 */
static void write_after(const struct object_fate *fate, const unsigned long *set, long base)
{
	const struct object_hand *h;
	bool any = false;
	int i;

	for (i = 0; base != NO_BASE && i < fate->nr_hands; i++) {
		h = &fate->hands[i];
		if (h->offset != base || !object_walk__after_hand(fate, set, i) ||
		    repeats(fate, i, set, base))
			continue;
		if (!any)
			facts__open_array("after");
		any = true;
		facts__open_array(NULL);
		facts__write_string(NULL, ident__name(h->fn->ident));
		facts__write_int(NULL, h->param);
		facts__close_array();
	}
	if (any)
		facts__close_array();
}

/* "handed": each hand with a member of this struct (at @base) unset by then. */
static void write_handed(const struct object_fate *fate, const struct member_list *unset, int n,
			 int nr_named, long base)
{
	const struct object_hand *h;
	bool any = false;
	int i;

	for (i = 0; i < fate->nr_hands; i++) {
		h = &fate->hands[i];
		if (!h->set || !unset[(i + 1) * nr_named + n].nr)
			continue;
		if (!any)
			facts__open_array("handed");
		any = true;
		facts__open_object(NULL);
		facts__write_string("function", ident__name(h->fn->ident));
		facts__write_int("param", h->param);
		facts__write_flag("whole", base != NO_BASE && h->offset == base);
		write_members("unset", &unset[(i + 1) * nr_named + n]);
		write_after(fate, h->set, base);
		facts__close_object();
	}
	if (any)
		facts__close_array();
}

static bool hands_leave_unset(const struct object_fate *fate, const struct member_list *unset, int n,
			      int nr_named)
{
	int i;

	for (i = 0; i < fate->nr_hands; i++) {
		if (fate->hands[i].set && unset[(i + 1) * nr_named + n].nr)
			return true;
	}
	return false;
}

/*
 * The record of named struct @n of the object of @type, once per file
 * for each text; none when every member is set wherever it is published.
 * @unset: per state (the published one, then each hand's), per struct.
 */
static void write_creation(struct symbol *type, const struct object_fate *fate, struct symbol **named,
			   int n, int nr_named, const struct member_list *unset, struct symbol *fn,
			   struct position pos)
{
	long base = fate->nr_hands ? single_base(type, named[n]) : NO_BASE;

	if (!unset[n].nr && !hands_leave_unset(fate, unset, n, nr_named))
		return;
	facts__begin_record(FACTS_CREATE);
	facts__write_string("struct", ident__name(named[n]->ident));
	facts__write_file("struct_file", named[n]->pos);
	write_members("unset", &unset[n]);
	if (unset[n].nr && fate->published)
		write_after(fate, fate->published, base);
	write_handed(fate, unset, n, nr_named, base);
	if (already_written()) {
		facts__drop_record();
		return;
	}
	if (fn) {
		facts__write_string("function", ident__name(fn->ident));
		facts__write_static(fn);
	}
	facts__write_position(pos);
	facts__end_record();
}

/* The named structs the tallies count members of, into @named; how many. */
static int find_named(struct symbol **named)
{
	int i, j, nr = 0;

	for (i = 0; i < nr_tallies; i++) {
		for (j = 0; j < nr; j++) {
			if (named[j] == tallies[i].named)
				break;
		}
		if (j == nr)
			named[nr++] = tallies[i].named;
	}
	return nr;
}

void creation_records__write(struct symbol *type, const struct object_fate *fate,
			    struct symbol *fn, struct position pos)
{
	struct symbol **named;
	struct member_list *unset;
	int nr_named, i, n;

	type = members__strip(type);
	nr_tallies = 0;
	walk_layout(type, 0, NULL, NULL, 0, 0);
	named = malloc(nr_tallies * sizeof(*named));
	unset = calloc((fate->nr_hands + 1) * (nr_tallies + 1), sizeof(*unset));
	if (!named || !unset)
		die("out of memory");
	nr_named = find_named(named);
	if (fate->published)
		find_unset(type, fate->published, fate->nr_slots, named, nr_named, unset);
	for (i = 0; i < fate->nr_hands; i++) {
		if (fate->hands[i].set)
			find_unset(type, fate->hands[i].set, fate->nr_slots, named, nr_named,
				   unset + (i + 1) * nr_named);
	}
	for (n = 0; n < nr_named; n++)
		write_creation(type, fate, named, n, nr_named, unset, fn, pos);
	for (i = 0; i < (fate->nr_hands + 1) * nr_named; i++)
		free(unset[i].members);
	free(unset);
	free(named);
}

/* Does @fate set any slot?  One that only reads or hands on tells the table nothing. */
static bool does_anything(const struct object_fate *fate)
{
	return object_slots__any(fate->returned, fate->nr_slots) ||
	       object_slots__any(fate->published, fate->nr_slots);
}

/* "handed" of an init record: [function, parameter] of each hand that is reached. */
static void write_init_hands(const struct object_fate *fate)
{
	bool any = false;
	int i;

	for (i = 0; i < fate->nr_hands; i++) {
		if (!fate->hands[i].set || repeats(fate, i, NULL, NO_BASE))
			continue;
		if (!any)
			facts__open_array("handed");
		any = true;
		facts__open_array(NULL);
		facts__write_string(NULL, ident__name(fate->hands[i].fn->ident));
		facts__write_int(NULL, fate->hands[i].param);
		facts__close_array();
	}
	if (any)
		facts__close_array();
}

/*
 * The pointer members of struct @type itself (also those of the anonymous
 * structs in it, not of named ones or arrays) whose slots @bits set,
 * written as @key.
 */
static void write_own_set(const char *key, struct symbol *type, long base,
			  const unsigned long *bits, int nr_slots, bool open)
{
	struct symbol *m, *t;

	if (open)
		facts__open_array(key);
	FOR_EACH_PTR(type->symbol_list, m) {
		t = members__strip(m);
		if (m->ident && members__is_kind(m, MEMBER_DATA)) {
			if (object_slots__test(bits, nr_slots, base + m->offset))
				facts__write_string(NULL, ident__name(m->ident));
		} else if (t && t->type == SYM_STRUCT && !t->ident) {
			write_own_set(key, t, base + m->offset, bits, nr_slots, false);
		}
	} END_FOR_EACH_PTR(m);
	if (open)
		facts__close_array();
}

void creation_records__write_init(struct symbol *fn, int param, struct symbol *type,
				  const struct object_fate *fate)
{
	if (!does_anything(fate))
		return;
	facts__begin_record(FACTS_INIT);
	facts__write_string("function", ident__name(fn->ident));
	facts__write_static(fn);
	facts__write_int("param", param);
	facts__write_string("struct", ident__name(type->ident));
	facts__write_file("struct_file", type->pos);
	write_own_set("sets", type, 0, fate->returned, fate->nr_slots, true);
	facts__write_bool("publishes", fate->published);
	if (fate->published)
		write_own_set("before", type, 0, fate->published, fate->nr_slots, true);
	if (fate->returned)
		write_after(fate, fate->returned, 0);
	write_init_hands(fate);
	facts__write_position(fn->pos);
	facts__end_record();
}

/* Types asked about, with the answer: the same few struct types, asked again and again. */
struct type_fields {
	struct symbol *type;
	bool has_fields;
};

static struct hmap fields_of;

static bool same_type(const void *a, const void *b)
{
	return ((const struct type_fields *)a)->type == ((const struct type_fields *)b)->type;
}

bool creation_records__has_fields(struct symbol *type)
{
	struct type_fields probe = { type }, *known;
	uint64_t hash = hmap__hash(HMAP_SEED, &type, sizeof(type));

	if (!fields_of.equal)
		hmap__init(&fields_of, same_type);
	known = hmap__find(&fields_of, hash, &probe);
	if (known)
		return known->has_fields;
	nr_tallies = 0;
	walk_layout(type, 0, NULL, NULL, 0, 0);
	known = malloc(sizeof(*known));
	if (!known)
		die("out of memory");
	*known = (struct type_fields){ type, nr_tallies > 0 };
	if (!hmap__add(&fields_of, hash, known))
		die("out of memory");
	return known->has_fields;
}

const struct facts_collector collect_creation_records = {
	.begin_file = creation_records__begin,
};
