// SPDX-License-Identifier: MIT
/*
 * Each declarator makes a pointer type of its own, so the parameters of a
 * file's functions name the same few types ("struct super_block *")
 * through thousands of symbols, and show_typename() spells each anew.
 * What it writes for a pointer depends only on what the pointer points
 * to, its qualifiers and its address space (do_show_type() of sparse
 * 0.6.4 reads nothing else of it), so the name is made once for each of
 * those triples and kept for the run.  Other types are spelled each time.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "symbol.h"

#include "hmap.h"

#include "facts/type-names.h"

struct pointer_name {
	struct symbol *target;
	unsigned long modifiers;
	struct ident *as;
	char *name;
};

static struct hmap names;

static bool same_pointer(const void *a, const void *b)
{
	const struct pointer_name *x = a, *y = b;

	return x->target == y->target && x->modifiers == y->modifiers && x->as == y->as;
}

static uint64_t hash_of(const struct pointer_name *p)
{
	uint64_t hash = hmap__hash(HMAP_SEED, &p->target, sizeof(p->target));

	hash = hmap__hash(hash, &p->modifiers, sizeof(p->modifiers));
	return hmap__hash(hash, &p->as, sizeof(p->as));
}

const char *type_names__of(struct symbol *type)
{
	struct pointer_name probe, *known;
	uint64_t hash;

	if (!type || type->type != SYM_PTR)
		return show_typename(type);
	probe = (struct pointer_name){ type->ctype.base_type, type->ctype.modifiers,
				       type->ctype.as, NULL };
	hash = hash_of(&probe);
	if (!names.equal)
		hmap__init(&names, same_pointer);
	known = hmap__find(&names, hash, &probe);
	if (known)
		return known->name;
	known = malloc(sizeof(*known));
	if (!known)
		die("out of memory");
	*known = probe;
	known->name = strdup(show_typename(type));
	if (!known->name || !hmap__add(&names, hash, known))
		die("out of memory");
	return known->name;
}
