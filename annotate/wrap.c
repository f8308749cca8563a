// SPDX-License-Identifier: MIT
/*
 * The words of a mail laid out as a commit message: paragraphs and list
 * items wrapped at 72 columns, the width git log and checkpatch expect.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wrap.h"

#define ITEM_WIDTH 72

void wrap__text(FILE *out, const char *text, int width, const char *indent,
		const char *hang)
{
	const char *p = text, *lead = indent;
	int col = 0;

	while (*p) {
		size_t n;

		while (*p == ' ' || *p == '\n')
			p++;
		if (!*p)
			break;
		n = strcspn(p, " \n");
		if (col && col + 1 + (int)n > width) {
			fputc('\n', out);
			col = 0;
			lead = hang;
		}
		if (!col)
			col = fprintf(out, "%s%.*s", lead, (int)n, p);
		else
			col += fprintf(out, " %.*s", (int)n, p);
		p += n;
	}
	if (col)
		fputc('\n', out);
}

void wrap__item(FILE *out, const char *fmt, ...)
{
	char *text = NULL;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&text, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	wrap__text(out, text, ITEM_WIDTH, "  ", "    ");
	free(text);
}

char *wrap__body(const char *intro, const char *items, const char *outro,
		 const char *found_by)
{
	size_t len = 0;
	char *body = NULL;
	FILE *out = open_memstream(&body, &len);

	if (!out)
		return NULL;
	wrap__text(out, intro, ITEM_WIDTH, "", "");
	fputs(items, out);
	fputc('\n', out);
	wrap__text(out, outro, ITEM_WIDTH, "", "");
	fputc('\n', out);
	wrap__text(out, found_by, ITEM_WIDTH, "", "");
	if (fclose(out)) {
		free(body);
		return NULL;
	}
	return body;
}
