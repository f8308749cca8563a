/* SPDX-License-Identifier: MIT */
/*
 * An identifier's spelling without show_ident()'s sprintf(): the facts
 * collectors ask for thousands of names per file, and sparse's identifiers
 * are not NUL-terminated.
 */
#ifndef SPARSE_NULL_IDENT_NAME_H
#define SPARSE_NULL_IDENT_NAME_H

#include <stdbool.h>

struct ident;

/*
 * @ident's name as a C string, "<noident>" for NULL, as show_ident() gives
 * it; the string stays valid for the next three calls.
 */
const char *ident__name(const struct ident *ident);

/* Is @ident (possibly NULL) spelled @name? */
bool ident__is(const struct ident *ident, const char *name);

#endif
