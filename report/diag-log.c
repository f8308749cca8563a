// SPDX-License-Identifier: MIT
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "diag-log.h"
#include "whole-file.h"

/* What one line of a log turned out to be. */
enum line_kind {
	LINE_DIAG,		/* starts a diagnostic */
	LINE_NOTE,		/* continues the current one */
	LINE_CONTEXT,		/* gcc's "In function", include chains, build noise */
	LINE_SKIPPED,		/* none of these */
};

/* A parsed "file:line[:col]:" prefix. */
struct position {
	char *file;
	unsigned int line, col;
	char *rest;		/* what follows the last colon */
};

/* Digits at @s: their value in @value, the first non-digit returned. */
static char *read_number(char *s, unsigned int *value)
{
	unsigned long n = 0;

	if (!isdigit((unsigned char)*s))
		return NULL;
	while (isdigit((unsigned char)*s)) {
		if (n < 100000000)
			n = n * 10 + (*s - '0');
		s++;
	}
	*value = n;
	return s;
}

/*
 * "file:12:5: rest" or "file:12: rest": the first colon followed by a
 * number and a colon ends the file name.  Cuts @s (a fields copy).
 */
static bool parse_position(char *s, struct position *pos)
{
	char *colon, *after;

	if (!*s || isspace((unsigned char)*s))
		return false;
	for (colon = strchr(s + 1, ':'); colon; colon = strchr(colon + 1, ':')) {
		after = read_number(colon + 1, &pos->line);
		if (!after || *after != ':')
			continue;
		pos->col = 0;
		if (isdigit((unsigned char)after[1])) {
			char *col_end = read_number(after + 1, &pos->col);

			if (*col_end != ':')
				continue;
			after = col_end;
		}
		if (after[1] && after[1] != ' ')
			continue;
		*colon = '\0';
		pos->file = s;
		pos->rest = after + 1;
		return true;
	}
	return false;
}

static const char *const severities[] = { "fatal error", "warning", "error" };

/* " warning: msg" -> "warning" and "msg". */
static bool parse_severity(char *rest, const char **severity, const char **message)
{
	size_t i, len;

	if (*rest != ' ')
		return false;
	rest++;
	for (i = 0; i < sizeof(severities) / sizeof(severities[0]); i++) {
		len = strlen(severities[i]);
		if (!strncmp(rest, severities[i], len) && rest[len] == ':' &&
		    (rest[len + 1] == ' ' || !rest[len + 1])) {
			rest[len] = '\0';
			*severity = rest;
			*message = rest[len + 1] ? rest + len + 2 : rest + len + 1;
			return true;
		}
	}
	return false;
}

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* Kbuild's "  CHECK   kernel/x.c" and make's directory messages. */
static bool is_build_noise(const char *s)
{
	const char *p;

	if (starts_with(s, "make: ") || starts_with(s, "make[")) {
		return strstr(s, ": Entering directory") || strstr(s, ": Leaving directory") ||
		       strstr(s, ": Nothing to be done");
	}
	if (s[0] != ' ' || s[1] != ' ' || !isupper((unsigned char)s[2]))
		return false;
	for (p = s + 2; isupper((unsigned char)*p) || isdigit((unsigned char)*p) || *p == '_'; p++)
		;
	return p - s >= 4 && *p == ' ';
}

/* gcc's "file: In function 'name':" (ASCII or UTF-8 quotes): the name. */
static char *gcc_function_context(char *s)
{
	char *start = strstr(s, ": In function ");
	char *end;

	if (!start)
		return NULL;
	start += strlen(": In function ");
	if (*start == '\'')
		start++;
	else if (starts_with(start, "\xe2\x80\x98"))
		start += 3;
	else
		return NULL;
	end = start;
	while (*end && *end != '\'' && !starts_with(end, "\xe2\x80\x99"))
		end++;
	if (!*end)
		return NULL;
	*end = '\0';
	return start;
}

struct parser {
	struct diag_log *log;
	const char *function;		/* gcc's current function context */
	bool in_include_chain;
};

static int add_diag(struct parser *p, const char *text, struct position *pos,
		    const char *severity, const char *message)
{
	struct diag_log *log = p->log;
	struct diag *d;

	if (ARRAY_ENSURE(log->diags, log->alloc_diags, log->nr_diags + 1))
		return -ENOMEM;
	d = &log->diags[log->nr_diags++];
	memset(d, 0, sizeof(*d));
	d->file = pos->file;
	d->line = pos->line;
	d->col = pos->col;
	d->severity = severity;
	d->message = message;
	d->text = text;
	d->function = p->function;
	d->log_line = log->nr_lines;
	return 0;
}

static int add_note(struct diag *d, const char *text, const struct position *pos)
{
	struct diag_note *n;

	if (ARRAY_ENSURE(d->notes, d->alloc_notes, d->nr_notes + 1))
		return -ENOMEM;
	n = &d->notes[d->nr_notes++];
	n->text = text;
	n->file = pos ? pos->file : NULL;
	n->line = pos ? pos->line : 0;
	n->col = pos ? pos->col : 0;
	return 0;
}

static int add_skipped(struct diag_log *log, const char *text)
{
	struct diag_skipped *s;

	if (ARRAY_ENSURE(log->skipped, log->alloc_skipped, log->nr_skipped + 1))
		return -ENOMEM;
	s = &log->skipped[log->nr_skipped++];
	s->text = text;
	s->log_line = log->nr_lines;
	return 0;
}

static struct diag *current_diag(struct parser *p)
{
	struct diag_log *log = p->log;

	return log->nr_diags ? &log->diags[log->nr_diags - 1] : NULL;
}

/* A line with a position: a diagnostic, a continuation, or neither. */
static enum line_kind classify_positioned(struct parser *p, struct position *pos,
					  const char **severity, const char **message)
{
	char *rest = pos->rest;

	if (parse_severity(rest, severity, message))
		return LINE_DIAG;
	if (!current_diag(p))
		return LINE_SKIPPED;
	/* sparse's info lines are "pos:    text"; gcc's are "pos: note: text". */
	if (starts_with(rest, "  ") || starts_with(rest, " note: "))
		return LINE_NOTE;
	return LINE_SKIPPED;
}

/* A line without a position. */
static enum line_kind classify_plain(struct parser *p, char *fields)
{
	char *function;

	if (!*fields || is_build_noise(fields))
		return LINE_CONTEXT;
	/* sparse's "file.c: note: in included file (through a.h, b.h):" */
	if (strstr(fields, ": note: in included file"))
		return LINE_CONTEXT;
	function = gcc_function_context(fields);
	if (function) {
		p->function = function;
		return LINE_CONTEXT;
	}
	if (strstr(fields, ": At top level:")) {
		p->function = NULL;
		return LINE_CONTEXT;
	}
	if (isspace((unsigned char)*fields) && current_diag(p))
		return LINE_NOTE;
	return LINE_SKIPPED;
}

/*
 * gcc's "In file included from a.c:3:" and its "                 from b.h:4:"
 * lines: they carry positions, so they must be told apart first.
 */
static bool is_include_chain(struct parser *p, const char *fields)
{
	const char *s = fields;

	if (starts_with(s, "In file included from ")) {
		p->in_include_chain = true;
		return true;
	}
	if (!p->in_include_chain)
		return false;
	while (*s == ' ')
		s++;
	if (s > fields && starts_with(s, "from "))
		return true;
	p->in_include_chain = false;
	return false;
}

static int parse_line(struct parser *p, const char *text, char *fields)
{
	struct position pos;
	const char *severity = NULL, *message = NULL;
	bool positioned;

	if (is_include_chain(p, fields))
		return 0;
	positioned = parse_position(fields, &pos);

	switch (positioned ? classify_positioned(p, &pos, &severity, &message) :
		classify_plain(p, fields)) {
	case LINE_DIAG:
		return add_diag(p, text, &pos, severity, message);
	case LINE_NOTE:
		return add_note(current_diag(p), text, positioned ? &pos : NULL);
	case LINE_CONTEXT:
		return 0;
	case LINE_SKIPPED:
		break;
	}
	return add_skipped(p->log, text);
}

static void cut_line_end(char *line, size_t len)
{
	if (len && line[len - 1] == '\r')
		line[len - 1] = '\0';
}

int diag_log__parse(struct diag_log *log, const char *path, const char *data, size_t len)
{
	struct parser p = { .log = log };
	size_t start = 0, end;
	int err = 0;

	memset(log, 0, sizeof(*log));
	log->path = path;
	log->buf = malloc(len + 1);
	log->fields = malloc(len + 1);
	if (!log->buf || !log->fields) {
		diag_log__free(log);
		return -ENOMEM;
	}
	memcpy(log->buf, data, len);
	log->buf[len] = '\0';
	log->truncated = len && data[len - 1] != '\n';
	for (end = 0; end < len; end++) {
		if (!log->buf[end])
			log->buf[end] = ' ';	/* a NUL byte must not cut the line */
		if (log->buf[end] == '\n')
			log->buf[end] = '\0';
	}
	memcpy(log->fields, log->buf, len + 1);
	while (start < len && !err) {
		end = start + strlen(log->buf + start);
		cut_line_end(log->buf + start, end - start);
		cut_line_end(log->fields + start, end - start);
		log->nr_lines++;
		err = parse_line(&p, log->buf + start, log->fields + start);
		start = end + 1;
	}
	if (err)
		diag_log__free(log);
	return err;
}

int diag_log__read(struct diag_log *log, const char *path)
{
	char *data;
	size_t len;
	int err;

	memset(log, 0, sizeof(*log));
	if (!strcmp(path, "-"))
		err = whole_file__read_stream(stdin, &data, &len);
	else
		err = whole_file__read(path, &data, &len);
	if (err)
		return err;
	err = diag_log__parse(log, path, data, len);
	free(data);
	return err;
}

void diag_log__free(struct diag_log *log)
{
	size_t i;

	for (i = 0; i < log->nr_diags; i++)
		free(log->diags[i].notes);
	free(log->diags);
	free(log->skipped);
	free(log->buf);
	free(log->fields);
	memset(log, 0, sizeof(*log));
}
