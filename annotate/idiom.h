/* SPDX-License-Identifier: MIT */
/*
 * checkpatch's code idioms on a line a rename touched: a rename makes
 * checkpatch read code it never read before, written before its rules
 * were.  Each rule rewrites one shape it flags into the one it asks for,
 * without changing what the code does:
 *   bare "unsigned"              -> "unsigned int"
 *   "p == NULL" / "p != NULL"    -> "!p" / "p" (or "!!p" as a value)
 *   "(struct x *) p"             -> "(struct x *)p"
 *   "f (a)"                      -> "f(a)"
 */
#ifndef ANNOTATE_IDIOM_H
#define ANNOTATE_IDIOM_H

/*
 * @line (one line of C, no newline) with every rule applied, as a new
 * string; NULL without memory.  A preprocessor line, or one that does not
 * split into tokens (a comment or literal left open), comes back as it is.
 */
char *idiom__mend(const char *line);

#endif
