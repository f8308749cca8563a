// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "diag-key.h"

/* A growing string. */
struct text {
	char *buf;
	size_t len, alloc;
	bool failed;
};

static void put(struct text *t, const char *s, size_t len)
{
	if (t->failed)
		return;
	if (ARRAY_ENSURE(t->buf, t->alloc, t->len + len + 1)) {
		t->failed = true;
		return;
	}
	memcpy(t->buf + t->len, s, len);
	t->len += len;
	t->buf[t->len] = '\0';
}

static bool ends_token(char c)
{
	return !c || isspace((unsigned char)c) || strchr("'\"(`,", c);
}

/* Is the token ending just before @colon a file name ("dir/x.c", "x.h#")? */
static bool names_file(const char *start, const char *colon)
{
	const char *p = colon;

	while (p > start && !ends_token(p[-1])) {
		if (p[-1] == '.')
			return true;
		p--;
	}
	return false;
}

/* Append @s with "file.c:12:5" as "file.c:#:#" and gcc's "  12 |" as "#|". */
static void put_normalized(struct text *t, const char *s)
{
	const char *p = s, *digits;

	while (*p == ' ')
		p++;
	digits = p;
	while (isdigit((unsigned char)*p))
		p++;
	if (p > digits && !strncmp(p, " |", 2)) {
		put(t, "#", 1);
		s = p;
	}
	for (p = s; *p; p++) {
		if (*p == ':' && isdigit((unsigned char)p[1]) && names_file(s, p)) {
			put(t, ":#", 2);
			while (isdigit((unsigned char)p[1]))
				p++;
			continue;
		}
		put(t, p, 1);
	}
}

char *diag_key__make(const struct diag *d, const char *function)
{
	struct text t = { 0 };
	size_t i;

	put(&t, d->file, strlen(d->file));
	put(&t, "\x1f", 1);
	if (function)
		put(&t, function, strlen(function));
	put(&t, "\x1f", 1);
	put(&t, d->severity, strlen(d->severity));
	put(&t, "\x1f", 1);
	put_normalized(&t, d->message);
	for (i = 0; i < d->nr_notes; i++) {
		put(&t, "\x1f", 1);
		put_normalized(&t, d->notes[i].text);
	}
	if (t.failed) {
		free(t.buf);
		return NULL;
	}
	return t.buf;
}
