/* SPDX-License-Identifier: MIT */
/*
 * Opaque marker calls wrapped around values in the syntax tree before
 * linearization: marker(value) is a call sparse's optimizer cannot see
 * through, so the value stays recognisable in the SSA IR as the call's
 * argument, or as its result.  Used for __nullable locals and tracepoint
 * call sites.
 */
#ifndef SPARSE_NULL_MARKER_CALL_H
#define SPARSE_NULL_MARKER_CALL_H

#include "lib.h"

struct expression;
struct symbol;

/*
 * A marker function named @name returning @type, tagged with @kind (a
 * modifier bit sparse leaves unused) and carrying @aux for its user.
 */
struct symbol *marker_call__function(struct position pos, struct ident *name,
				     struct symbol *type, unsigned long kind, void *aux);

/* The call @marker(@value), at @pos, with @value's type. */
struct expression *marker_call__wrap(struct symbol *marker, struct expression *value,
				     struct position pos);

#endif
