// SPDX-License-Identifier: MIT
/* A patch as the mail `git format-patch` writes and `git am` reads. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "patch-mail.h"

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
