// SPDX-License-Identifier: MIT
/*
 * The one list of sparse-null's own checks.  A check is a file
 * check-<name>.c defining `const struct nullable_check check_<name>`;
 * naming it below registers its -W flag, its --help line and its hooks.
 */
#include <string.h>

#include "nullable-checks/nullable-checks.h"

#define NULLABLE_CHECKS(CHECK)		\
	CHECK(nullable_deref)		\
	CHECK(nullable_arg)		\
	CHECK(nullable_return)		\
	CHECK(nullable_attr)		\
	/* the end of the list: each entry above ends its line with a backslash */

#define DECLARE_CHECK(name)	extern const struct nullable_check check_##name;
#define LIST_CHECK(name)	&check_##name,

NULLABLE_CHECKS(DECLARE_CHECK)

const struct nullable_check *const nullable_checks[] = {
	NULLABLE_CHECKS(LIST_CHECK)
	NULL
};

const struct nullable_check *nullable_checks__find(const char *name)
{
	const struct nullable_check *const *check;

	for (check = nullable_checks; *check; check++) {
		if (!strcmp((*check)->name, name))
			return *check;
	}
	return NULL;
}

void nullable_checks__symbol(struct symbol *sym)
{
	const struct nullable_check *const *check;

	for (check = nullable_checks; *check; check++) {
		if ((*check)->symbol)
			(*check)->symbol(sym);
	}
}
