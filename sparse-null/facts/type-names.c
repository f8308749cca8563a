// SPDX-License-Identifier: MIT
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "symbol.h"

#include "hmap.h"
#include "facts/type-names.h"

struct type_name {
	struct symbol *type;
	char name[];
};

static struct hmap names;

static bool same_type(const void *a, const void *b)
{
	return ((const struct type_name *)a)->type == ((const struct type_name *)b)->type;
}

static uint64_t hash_of(struct symbol *type)
{
	return hmap__hash(HMAP_SEED, &type, sizeof(type));
}

const char *type_names__of(struct symbol *type)
{
	struct type_name probe = { .type = type }, *found;
	uint64_t hash = hash_of(type);
	const char *name;
	size_t len;

	if (!names.equal)
		hmap__init(&names, same_type);
	found = hmap__find(&names, hash, &probe);
	if (found)
		return found->name;
	name = show_typename(type);
	len = strlen(name) + 1;
	found = malloc(sizeof(*found) + len);
	if (!found)
		die("out of memory");
	found->type = type;
	memcpy(found->name, name, len);
	if (!hmap__add(&names, hash, found))
		die("out of memory");
	return found->name;
}
