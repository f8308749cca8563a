// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "func-scan.h"
#include "whole-file.h"

static bool is_ident(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * A line at column 0 that may begin a definition: the identifier just
 * before its first "(" ("static int __init name(void)" -> "name").
 * Preprocessor lines, comments and closing braces begin none.
 */
static char *definition_name(const char *line, size_t len)
{
	const char *paren = memchr(line, '(', len);
	const char *end, *start;
	char *name;

	if (!len || !is_ident(line[0]) || !paren)
		return NULL;
	end = paren;
	while (end > line && end[-1] == ' ')
		end--;
	start = end;
	while (start > line && is_ident(start[-1]))
		start--;
	if (start == end || isdigit((unsigned char)*start))
		return NULL;
	name = malloc(end - start + 1);
	if (name) {
		memcpy(name, start, end - start);
		name[end - start] = '\0';
	}
	return name;
}

static bool ends_statement(const char *line, size_t len)
{
	while (len && isspace((unsigned char)line[len - 1]))
		len--;
	return len && line[len - 1] == ';';
}

struct scanner {
	struct func_scan *scan;
	size_t alloc;
	char *candidate;	/* the name a following "{" would open */
	char *open;		/* the function whose body we are in */
	unsigned int open_line;
};

static int close_body(struct scanner *s, unsigned int line)
{
	struct func_scan *scan = s->scan;
	struct func_span *span;

	if (ARRAY_ENSURE(scan->spans, s->alloc, scan->nr_spans + 1))
		return -ENOMEM;
	span = &scan->spans[scan->nr_spans++];
	span->first = s->open_line;
	span->last = line;
	span->name = s->open;
	s->open = NULL;
	return 0;
}

static void replace(char **slot, char *value)
{
	free(*slot);
	*slot = value;
}

static int scan_line(struct scanner *s, const char *line, size_t len, unsigned int nr)
{
	char *name;

	if (s->open) {
		if (len && line[0] == '}')
			return close_body(s, nr);
		return 0;
	}
	if (len && line[0] == '{') {
		if (s->candidate) {
			s->open = s->candidate;
			s->candidate = NULL;
			s->open_line = nr;
		}
		return 0;
	}
	if (!len || !is_ident(line[0]))
		return 0;
	if (ends_statement(line, len)) {
		replace(&s->candidate, NULL);
		return 0;
	}
	name = definition_name(line, len);
	if (name)
		replace(&s->candidate, name);
	else if (!memchr(line, ',', len))
		replace(&s->candidate, NULL);	/* "struct foo" on its own line, a label */
	return 0;
}

int func_scan__parse(struct func_scan *scan, const char *data, size_t len)
{
	struct scanner s = { .scan = scan };
	const char *line = data, *end = data + len, *nl;
	unsigned int nr = 0;
	int err = 0;

	memset(scan, 0, sizeof(*scan));
	while (line < end && !err) {
		nl = memchr(line, '\n', end - line);
		if (!nl)
			nl = end;
		err = scan_line(&s, line, nl - line, ++nr);
		line = nl + 1;
	}
	free(s.candidate);
	if (!err && s.open)
		err = close_body(&s, nr);	/* a file cut short: its last body runs to the end */
	free(s.open);
	if (err)
		func_scan__free(scan);
	return err;
}

int func_scan__read(struct func_scan *scan, const char *path)
{
	char *data;
	size_t size;
	int err;

	memset(scan, 0, sizeof(*scan));
	err = whole_file__read(path, &data, &size);
	if (err)
		return err;
	err = func_scan__parse(scan, data, size);
	free(data);
	return err;
}

const char *func_scan__lookup(const struct func_scan *scan, unsigned int line)
{
	size_t lo = 0, hi = scan->nr_spans;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const struct func_span *span = &scan->spans[mid];

		if (line < span->first)
			hi = mid;
		else if (line > span->last)
			lo = mid + 1;
		else
			return span->name;
	}
	return NULL;
}

void func_scan__free(struct func_scan *scan)
{
	size_t i;

	for (i = 0; i < scan->nr_spans; i++)
		free(scan->spans[i].name);
	free(scan->spans);
	memset(scan, 0, sizeof(*scan));
}
