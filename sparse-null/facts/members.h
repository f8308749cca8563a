/* SPDX-License-Identifier: MIT */
/*
 * Struct members as the facts name them: the innermost named struct or
 * union declaring the member (an anonymous one inside is looked through),
 * the member's name, and the file declaring that struct, so two private
 * structs of one tag in two drivers stay apart.  Shared by the calls
 * through function-pointer members (member-calls.c) and the loads and
 * stores of pointer members (field-stores.c, field-creations.c).
 */
#ifndef SPARSE_NULL_MEMBERS_H
#define SPARSE_NULL_MEMBERS_H

#include <stdbool.h>

#include "lib.h"

struct symbol;

/* Which members are looked for. */
enum member_kind {
	MEMBER_FUNCTION,	/* pointers to functions */
	MEMBER_DATA,		/* other pointers, never inside a union */
	MEMBER_LOADED,		/* other pointers, also inside a union: what a load reads */
};

/* @type without its SYM_NODE wrappers. */
struct symbol *members__strip(struct symbol *type);

/* Is (stripped) @type a struct or a union? */
bool members__is_aggregate(struct symbol *type);

/* Is @member a pointer of @kind? */
bool members__is_kind(struct symbol *member, enum member_kind kind);

/*
 * The struct or union pointer @p (in function @fn) points to, or symbol @p
 * is (or holds, an array of them); NULL when not known.
 */
struct symbol *members__aggregate_at(struct symbol *fn, pseudo_t p);

/*
 * The member of @kind at byte @offset of aggregate @type, from @type down
 * through embedded structs (and unions, for MEMBER_FUNCTION), with the
 * innermost named struct declaring it in *@owner; or NULL.
 */
struct symbol *members__at(struct symbol *type, unsigned long offset, enum member_kind kind,
			   struct symbol **owner);

/*
 * The member of @kind that a load or store at @offset from address @addr
 * (in function @fn) reaches: through the casts WRITE_ONCE(),
 * rcu_assign_pointer() and READ_ONCE() make of a member's address, and
 * the member offsets added to a struct pointer; or NULL.
 */
struct symbol *members__at_address(struct symbol *fn, pseudo_t addr, long offset,
				   enum member_kind kind, struct symbol **owner);

/*
 * Function-pointer member @member (by name) of aggregate @type: the
 * innermost named struct declaring it, or NULL.
 */
struct symbol *members__owner(struct symbol *type, struct symbol *member);

/*
 * "@key": "struct.member" and "@file_key": the file declaring the struct;
 * NULL keys write them as elements of the array being written.
 */
void members__write(const char *key, const char *file_key, struct symbol *owner,
		    struct symbol *member);

#endif
