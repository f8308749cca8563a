/* SPDX-License-Identifier: MIT */
/*
 * A version of a file as what became of each of the original's lines:
 * unit i is line i, changed or not, or the lines a rename wrapped it
 * into.  Two versions with the same units diff unit for unit.
 */
#ifndef ANNOTATE_LINE_UNITS_H
#define ANNOTATE_LINE_UNITS_H

#include <stdbool.h>
#include <stddef.h>

/* The units of one version: '\n' between the lines of a wrapped unit. */
struct line_units {
	char **units;
	size_t nr;
	bool ends_with_newline;
};

/* Each line of @text a unit.  Returns 0 or -ENOMEM. */
int line_units__split(struct line_units *u, const char *text);

/* The text of @u, a new string, or NULL. */
char *line_units__join(const struct line_units *u);

void line_units__free(struct line_units *u);

#endif
