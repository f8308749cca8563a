// SPDX-License-Identifier: MIT
/* A text as its lines, each of which a rename may turn into several. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "line-units.h"

int line_units__split(struct line_units *u, const char *text)
{
	size_t cap = 1, n;
	const char *p;

	for (p = text; *p; p++)
		cap += *p == '\n';
	memset(u, 0, sizeof(*u));
	u->units = calloc(cap, sizeof(*u->units));
	if (!u->units)
		return -ENOMEM;
	u->ends_with_newline = !*text || text[strlen(text) - 1] == '\n';
	for (p = text; *p; p += n + (p[n] == '\n')) {
		n = strcspn(p, "\n");
		u->units[u->nr] = strndup(p, n);
		if (!u->units[u->nr++])
			return -ENOMEM;
	}
	return 0;
}

char *line_units__join(const struct line_units *u)
{
	size_t i, len = 0;
	char *text = NULL;
	FILE *out = open_memstream(&text, &len);

	if (!out)
		return NULL;
	for (i = 0; i < u->nr; i++) {
		fputs(u->units[i], out);
		if (i + 1 < u->nr || u->ends_with_newline)
			fputc('\n', out);
	}
	return fclose(out) ? NULL : text;
}

void line_units__free(struct line_units *u)
{
	size_t i;

	for (i = 0; i < u->nr; i++)
		free(u->units[i]);
	free(u->units);
	memset(u, 0, sizeof(*u));
}
