// SPDX-License-Identifier: MIT
/*
 * Diffs and mails for the series.  The diff needs no longest common
 * subsequence: a rename changes lines in place, so line i of the old text
 * is line i of the new one and the hunks are the changed lines with their
 * context.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "annotate-patch.h"

#define CONTEXT 3

struct lines {
	const char **start;	/* each line's first byte */
	size_t *len;		/* without its '\n' */
	bool last_has_newline;
	size_t nr;
};

static int lines__split(struct lines *l, const char *text)
{
	size_t cap = 0;
	const char *p = text;

	memset(l, 0, sizeof(*l));
	l->last_has_newline = true;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);

		if (l->nr == cap) {
			cap = cap ? 2 * cap : 256;
			l->start = realloc(l->start, cap * sizeof(*l->start));
			l->len = realloc(l->len, cap * sizeof(*l->len));
			if (!l->start || !l->len)
				return -ENOMEM;
		}
		l->start[l->nr] = p;
		l->len[l->nr++] = n;
		l->last_has_newline = nl != NULL;
		p = nl ? nl + 1 : p + n;
	}
	return 0;
}

static void lines__free(struct lines *l)
{
	free(l->start);
	free(l->len);
}

static bool line_differs(const struct lines *a, const struct lines *b, size_t i)
{
	return a->len[i] != b->len[i] || memcmp(a->start[i], b->start[i], a->len[i]);
}

static void put_line(FILE *out, char mark, const struct lines *l, size_t i)
{
	fprintf(out, "%c%.*s\n", mark, (int)l->len[i], l->start[i]);
	if (i + 1 == l->nr && !l->last_has_newline)
		fputs("\\ No newline at end of file\n", out);
}

/* The hunk starting at the change @first; returns the line after it. */
static size_t put_hunk(FILE *out, const struct lines *a, const struct lines *b,
		       size_t first, struct patch_diff *diff)
{
	size_t from = first > CONTEXT ? first - CONTEXT : 0, to = first, i;

	/* extend while another change lies within two contexts */
	for (i = first; i < a->nr && i <= to + 2 * CONTEXT; i++) {
		if (line_differs(a, b, i))
			to = i;
	}
	to = to + CONTEXT + 1 < a->nr ? to + CONTEXT + 1 : a->nr;
	fprintf(out, "@@ -%zu,%zu +%zu,%zu @@\n", from + 1, to - from, from + 1,
		to - from);
	for (i = from; i < to; ) {
		size_t run = i, k;

		if (!line_differs(a, b, i)) {
			put_line(out, ' ', a, i++);
			continue;
		}
		while (run < to && line_differs(a, b, run))
			run++;
		for (k = i; k < run; k++)
			put_line(out, '-', a, k);
		for (k = i; k < run; k++)
			put_line(out, '+', b, k);
		diff->removed += run - i;
		diff->added += run - i;
		i = run;
	}
	return to;
}

int patch_diff__make(struct patch_diff *diff, const char *path,
		     const char *old, const char *new)
{
	struct lines a, b;
	size_t i, len = 0;
	FILE *out;
	int err;

	memset(diff, 0, sizeof(*diff));
	err = lines__split(&a, old);
	if (!err)
		err = lines__split(&b, new);
	if (!err && a.nr != b.nr)
		err = -EINVAL;	/* renames never add or remove a line */
	out = err ? NULL : open_memstream(&diff->text, &len);
	if (!err && !out)
		err = -ENOMEM;
	if (!err) {
		fprintf(out, "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n", path, path,
			path, path);
		for (i = 0; i < a.nr; ) {
			if (line_differs(&a, &b, i))
				i = put_hunk(out, &a, &b, i, diff);
			else
				i++;
		}
		fclose(out);
	}
	lines__free(&a);
	lines__free(&b);
	diff->path = err ? NULL : strdup(path);
	return err;
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
