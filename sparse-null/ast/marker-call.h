/* SPDX-License-Identifier: MIT */
/*
 * Opaque marker calls wrapped around values in the syntax tree before
 * sparse-null's own linearization: marker(value) is a call sparse's
 * optimizer cannot see through, so the value stays recognisable in the
 * SSA IR as the call's argument, or as its result.  A marker's role tells
 * the flow analysis what to do with it, without knowing who made it.
 */
#ifndef SPARSE_NULL_MARKER_CALL_H
#define SPARSE_NULL_MARKER_CALL_H

#include <stdbool.h>

#include "lib.h"

struct expression;
struct symbol;

enum marker_role {
	MARKER_NONE,		/* not a marker */
	MARKER_FOLLOW_ARG,	/* follow the argument: a tracepoint argument */
	MARKER_NULLABLE_RESULT,	/* the result is nullable: a __nullable local's value */
	MARKER_BRANCH,		/* an unknown condition: may an asm goto jump */
};

/*
 * A marker function named @name returning @type, with @role, carrying
 * @aux for its maker (marker_call__aux()).
 */
struct symbol *marker_call__function(struct position pos, struct ident *name,
				     struct symbol *type, enum marker_role role, void *aux);

/* The call @marker(), at @pos, with the type @marker returns. */
struct expression *marker_call__call(struct symbol *marker, struct position pos);

/* The call @marker(@value), at @pos, with @value's type. */
struct expression *marker_call__wrap(struct symbol *marker, struct expression *value,
				     struct position pos);

/* The role of function @fn: MARKER_NONE for any function not made here. */
enum marker_role marker_call__role(struct symbol *fn);

/* What marker @fn's maker gave marker_call__function(). */
void *marker_call__aux(struct symbol *fn);

#endif
