// SPDX-License-Identifier: MIT
/*
 * Finding a member by name or by offset in a struct, through the
 * anonymous and embedded structs inside it, and naming it (members.h).
 */
#include <stdio.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "facts/facts.h"
#include "facts/members.h"

/* How deep members are looked for inside embedded structs and unions. */
#define MAX_NESTING	4

struct symbol *members__strip(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

bool members__is_aggregate(struct symbol *type)
{
	type = members__strip(type);
	return type && (type->type == SYM_STRUCT || type->type == SYM_UNION);
}

bool members__is_kind(struct symbol *member, enum member_kind kind)
{
	struct symbol *type = members__strip(member), *to;

	if (!type || type->type != SYM_PTR)
		return false;
	to = members__strip(type->ctype.base_type);
	return (to && to->type == SYM_FN) == (kind == MEMBER_FUNCTION);
}

/*
 * @type as a struct or union to look into at nesting @depth, or NULL; it
 * becomes *@named, the nearest named one, when it has a tag.  A union
 * holds no MEMBER_DATA: a store to one of its members changes the others.
 */
static struct symbol *enter(struct symbol *type, int depth, enum member_kind kind,
			    struct symbol **named)
{
	type = members__strip(type);
	if (!members__is_aggregate(type) || depth > MAX_NESTING ||
	    (kind == MEMBER_DATA && type->type == SYM_UNION))
		return NULL;
	if (type->ident)
		*named = type;
	return type;
}

static struct symbol *owner_in(struct symbol *type, struct symbol *member,
			       struct symbol *named, int depth)
{
	struct symbol *m, *found = NULL;

	type = enter(type, depth, MEMBER_FUNCTION, &named);
	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		/* By name: a member read through a const pointer is a qualified copy. */
		if (m->ident == member->ident)
			return named;
		if (!found && members__is_aggregate(m))
			found = owner_in(m, member, named, depth + 1);
	} END_FOR_EACH_PTR(m);
	return found;
}

struct symbol *members__owner(struct symbol *type, struct symbol *member)
{
	if (!member || member->type != SYM_NODE || !member->ident ||
	    !members__is_kind(member, MEMBER_FUNCTION))
		return NULL;
	return owner_in(type, member, NULL, 0);
}

static struct symbol *member_at(struct symbol *type, unsigned long offset, enum member_kind kind,
				struct symbol *named, struct symbol **owner, int depth)
{
	struct symbol *m, *found;

	type = enter(type, depth, kind, &named);
	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, m) {
		struct symbol *mtype = members__strip(m);

		if (m->offset == offset && m->ident && members__is_kind(m, kind)) {
			*owner = named;
			return named ? m : NULL;
		}
		if (members__is_aggregate(mtype) && offset >= m->offset &&
		    offset < m->offset + bits_to_bytes(mtype->bit_size)) {
			found = member_at(mtype, offset - m->offset, kind, named, owner, depth + 1);
			if (found)
				return found;
		}
	} END_FOR_EACH_PTR(m);
	return NULL;
}

struct symbol *members__at(struct symbol *type, unsigned long offset, enum member_kind kind,
			   struct symbol **owner)
{
	return member_at(type, offset, kind, NULL, owner, 0);
}

struct symbol *members__aggregate_at(struct symbol *fn, pseudo_t p)
{
	struct symbol *type;

	switch (p->type) {
	case PSEUDO_SYM:
		type = members__strip(p->sym);
		/* table[i].fn(): an element of an array of structs */
		return type && type->type == SYM_ARRAY ? members__strip(type->ctype.base_type) : type;
	case PSEUDO_ARG:
		type = ptr_list_nth(fn->ctype.base_type->arguments, p->nr - 1);
		break;
	case PSEUDO_REG:
		type = p->def ? p->def->type : NULL;
		break;
	default:
		return NULL;
	}
	type = members__strip(type);
	if (!type || type->type != SYM_PTR)
		return NULL;
	return members__strip(type->ctype.base_type);
}

/* "struct.member" into @buf of @size bytes; returns @buf. */
static const char *member_name(struct symbol *owner, struct symbol *member, char *buf,
			       size_t size)
{
	snprintf(buf, size, "%s.%s", ident__name(owner->ident), ident__name(member->ident));
	return buf;
}

struct symbol *members__at_address(struct symbol *fn, pseudo_t addr, long offset,
				   enum member_kind kind, struct symbol **owner)
{
	struct symbol *type, *member;
	struct instruction *def;
	int depth;

	for (depth = 0; depth <= MAX_NESTING; depth++) {
		type = members__aggregate_at(fn, addr);
		if (type && offset >= 0) {
			member = members__at(type, offset, kind, owner);
			if (member)
				return member;
		}
		def = addr->type == PSEUDO_REG ? addr->def : NULL;
		if (!def)
			return NULL;
		if (def->opcode == OP_PTRCAST || def->opcode == OP_COPY) {
			addr = def->src;
		} else if (def->opcode == OP_ADD && def->src2->type == PSEUDO_VAL) {
			offset += def->src2->value;
			addr = def->src1;
		} else {
			return NULL;
		}
	}
	return NULL;
}

void members__write(const char *key, const char *file_key, struct symbol *owner,
		    struct symbol *member)
{
	char name[256];

	facts__write_string(key, member_name(owner, member, name, sizeof(name)));
	facts__write_file(file_key, owner->pos);
}
