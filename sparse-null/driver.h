/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_DRIVER_H
#define SPARSE_NULL_DRIVER_H

struct symbol_list;

/*
 * Expand and linearize every symbol of @list once and run every check on
 * each function, in sparse's order.  Exits 1, like sparse, when
 * -Wsparse-error turned a diagnostic into an error.
 */
void driver__check_symbols(struct symbol_list *list);

/*
 * Parse and check one file; with -fnull-facts, gather its facts and write
 * them.  Returns 0, or a negative errno when the facts could not be
 * written (the diagnostics are complete either way).
 */
int driver__check_file(char *file);

#endif
