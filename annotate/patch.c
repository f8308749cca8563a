// SPDX-License-Identifier: MIT
/*
 * Diffs and mails for the series.  The diff needs no longest common
 * subsequence: a rename changes lines in place, so unit i of the old text
 * is what became of line i in the new one, and the hunks are the changed
 * units with their context (a rewrapped line is one unit of several lines).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "patch.h"

#define CONTEXT 3
#define ITEM_WIDTH 72

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

/* How many lines unit @i holds. */
static size_t unit_lines(const struct line_units *u, size_t i)
{
	size_t n = 1;
	const char *p;

	for (p = u->units[i]; *p; p++)
		n += *p == '\n';
	return n;
}

/* The line number (from 0) of unit @i's first line. */
static size_t first_line(const struct line_units *u, size_t i)
{
	size_t k, n = 0;

	for (k = 0; k < i; k++)
		n += unit_lines(u, k);
	return n;
}

static bool unit_differs(const struct line_units *a, const struct line_units *b, size_t i)
{
	return strcmp(a->units[i], b->units[i]) != 0;
}

/* Unit @i, each of its lines marked with @mark; returns its line count. */
static size_t put_unit(FILE *out, char mark, const struct line_units *u, size_t i)
{
	const char *p = u->units[i];
	size_t n = 0;

	do {
		size_t len = strcspn(p, "\n");

		fprintf(out, "%c%.*s\n", mark, (int)len, p);
		n++;
		p += len;
	} while (*p++);
	if (i + 1 == u->nr && !u->ends_with_newline)
		fputs("\\ No newline at end of file\n", out);
	return n;
}

/* The hunk starting at the changed unit @first; returns the unit after it. */
static size_t put_hunk(FILE *out, const struct line_units *a, const struct line_units *b,
		       size_t first, struct patch_diff *diff)
{
	size_t from = first > CONTEXT ? first - CONTEXT : 0, to = first, i, na = 0, nb = 0;

	/* extend while the next change is at most two contexts away */
	for (i = first; i < a->nr && i <= to + 2 * CONTEXT + 1; i++) {
		if (unit_differs(a, b, i))
			to = i;
	}
	to = to + CONTEXT + 1 < a->nr ? to + CONTEXT + 1 : a->nr;
	for (i = from; i < to; i++) {
		na += unit_lines(a, i);
		nb += unit_lines(b, i);
	}
	fprintf(out, "@@ -%zu,%zu +%zu,%zu @@\n", first_line(a, from) + 1, na,
		first_line(b, from) + 1, nb);
	for (i = from; i < to; ) {
		size_t run = i, k;

		if (!unit_differs(a, b, i)) {
			put_unit(out, ' ', a, i++);
			continue;
		}
		while (run < to && unit_differs(a, b, run))
			run++;
		for (k = i; k < run; k++)
			diff->removed += put_unit(out, '-', a, k);
		for (k = i; k < run; k++)
			diff->added += put_unit(out, '+', b, k);
		i = run;
	}
	return to;
}

int patch_diff__make(struct patch_diff *diff, const char *path,
		     const struct line_units *old, const struct line_units *new)
{
	size_t i, len = 0;
	FILE *out;

	memset(diff, 0, sizeof(*diff));
	if (old->nr != new->nr)
		return -EINVAL;
	out = open_memstream(&diff->text, &len);
	diff->path = strdup(path);
	if (!out || !diff->path) {
		if (out)
			fclose(out);
		patch_diff__free(diff);
		return -ENOMEM;
	}
	fprintf(out, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", path, path, path, path);
	for (i = 0; i < old->nr; ) {
		if (unit_differs(old, new, i))
			i = put_hunk(out, old, new, i, diff);
		else
			i++;
	}
	fclose(out);
	return 0;
}

void patch_diff__free(struct patch_diff *diff)
{
	free(diff->text);
	free(diff->path);
	memset(diff, 0, sizeof(*diff));
}

void patch__wrap(FILE *out, const char *text, int width, const char *indent,
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

void patch__put_item(FILE *out, const char *fmt, ...)
{
	char *text = NULL;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&text, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	patch__wrap(out, text, ITEM_WIDTH, "  ", "    ");
	free(text);
}

char *patch__body(const char *intro, const char *items, const char *outro,
		  const char *found_by)
{
	size_t len = 0;
	char *body = NULL;
	FILE *out = open_memstream(&body, &len);

	if (!out)
		return NULL;
	patch__wrap(out, intro, ITEM_WIDTH, "", "");
	fputs(items, out);
	fputc('\n', out);
	patch__wrap(out, outro, ITEM_WIDTH, "", "");
	fputc('\n', out);
	patch__wrap(out, found_by, ITEM_WIDTH, "", "");
	if (fclose(out)) {
		free(body);
		return NULL;
	}
	return body;
}

/* " include/trace/events/sched.h | 4 ++--" and the summary line. */
static void put_diffstat(FILE *out, const struct patch_diff *diffs, int n)
{
	int i, width = 0, added = 0, removed = 0, k;

	for (i = 0; i < n; i++) {
		if ((int)strlen(diffs[i].path) > width)
			width = strlen(diffs[i].path);
	}
	for (i = 0; i < n; i++) {
		int changes = diffs[i].added + diffs[i].removed;
		int plus = diffs[i].added, minus = diffs[i].removed;

		/* git scales the bar to keep it within 40 columns */
		if (changes > 40) {
			plus = (plus * 40 + changes - 1) / changes;
			minus = 40 - plus;
		}
		fprintf(out, " %-*s | %d ", width, diffs[i].path, changes);
		for (k = 0; k < plus; k++)
			fputc('+', out);
		for (k = 0; k < minus; k++)
			fputc('-', out);
		fputc('\n', out);
		added += diffs[i].added;
		removed += diffs[i].removed;
	}
	fprintf(out, " %d file%s changed, %d insertion%s(+), %d deletion%s(-)\n",
		n, n == 1 ? "" : "s", added, added == 1 ? "" : "s", removed,
		removed == 1 ? "" : "s");
}

void patch_mail__write(const struct patch_mail *mail, FILE *out)
{
	char date[64];
	struct tm tm;
	int i;

	gmtime_r(&mail->date, &tm);
	strftime(date, sizeof(date), "%a, %-d %b %Y %H:%M:%S +0000", &tm);
	fprintf(out, "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n");
	fprintf(out, "From: %s\nDate: %s\n", mail->author, date);
	fprintf(out, "Subject: [%s %0*d/%d] %s\n\n", mail->tag,
		snprintf(NULL, 0, "%d", mail->total), mail->number, mail->total,
		mail->subject);
	fputs(mail->body, out);
	if (mail->number)
		fprintf(out, "\nSigned-off-by: %s\n", mail->author);
	fputs("---\n", out);
	if (mail->nr_diffs)
		put_diffstat(out, mail->diffs, mail->nr_diffs);
	fputc('\n', out);
	for (i = 0; mail->number && i < mail->nr_diffs; i++)
		fputs(mail->diffs[i].text, out);
	fprintf(out, "-- \n%s\n\n", mail->signature);
}

char *patch_mail__file_name(int number, const char *subject)
{
	char *name = malloc(strlen(subject) + 16);
	size_t n = 0;
	const char *p;
	bool dash = false;

	if (!name)
		return NULL;
	n = sprintf(name, "%04d-", number);
	for (p = subject; *p && n < 5 + 52; p++) {
		if (isalnum((unsigned char)*p) || *p == '_' || *p == '.') {
			if (dash)
				name[n++] = '-';
			name[n++] = *p;
			dash = false;
		} else {
			dash = n > 5;
		}
	}
	strcpy(name + n, ".patch");
	return name;
}
