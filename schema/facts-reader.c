// SPDX-License-Identifier: MIT
/*
 * The facts reader (the schema's names are facts-names.c's, each record
 * kind's fields are read by facts-records.c, the values live in the
 * reader's arena, facts-arena.c).  A facts file is validated as a whole
 * when it is opened: a consumer merging many files can then drop a bad
 * one entirely instead of keeping the half before the damage.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "facts-schema.h"
#include "facts-reader-priv.h"
#include "whole-file.h"

/* The record kind, and the header's place: first, once, schema FACTS_SCHEMA. */
static int check_kind(struct facts_reader *r, json_t *o, enum facts_kind *kind)
{
	json_t *name = json_object_get(o, "record");
	int k;

	if (!json_is_string(name))
		return facts_record__fail(r, "\"record\" %s", name ? "is not a string" : "missing");
	k = facts_kind__parse(json_string_value(name));
	if (k < 0)
		return facts_record__fail(r, "unknown record kind \"%s\"", json_string_value(name));
	if ((k == FACTS_HEADER) != (r->nr_records == 0))
		return facts_record__fail(r, k == FACTS_HEADER ? "a second header" :
				          "the first record is \"%s\", not the header",
				          json_string_value(name));
	*kind = k;
	return 0;
}

static int read_line(struct facts_reader *r, const char *line, size_t len)
{
	struct facts_record *rec = &r->records[r->nr_records];
	json_error_t error;
	enum facts_kind kind = FACTS_HEADER;
	json_t *o;

	if (!len)
		return facts_record__fail(r, "empty line");
	o = json_loadb(line, len, 0, &error);
	if (!o)
		return facts_record__fail(r, "not JSON: %s (column %d)", error.text, error.column);
	if (!json_is_object(o))
		return facts_record__fail(r, "not a JSON object");
	memset(rec, 0, sizeof(*rec));
	if (check_kind(r, o, &kind))
		return -EINVAL;
	rec->kind = kind;
	rec->facts_line = r->line;
	r->nr_records++;
	if (facts_record__read(r, o, kind, rec))
		return -EINVAL;
	if (kind == FACTS_HEADER && rec->schema != FACTS_SCHEMA)
		return facts_record__fail(r, "facts schema %d; this reader reads schema %d",
				          rec->schema, FACTS_SCHEMA);
	return 0;
}

static int read_lines(struct facts_reader *r, const char *data, size_t len)
{
	const char *end = data + len, *p, *nl;
	size_t lines = 0;

	for (p = data; p < end && (nl = memchr(p, '\n', end - p)); p = nl + 1)
		lines++;
	r->records = calloc(lines + 1, sizeof(*r->records));
	if (!r->records)
		return facts_record__fail(r, "out of memory");
	for (p = data, r->line = 1; p < end; p = nl + 1, r->line++) {
		nl = memchr(p, '\n', end - p);
		if (!nl)
			return facts_record__fail(r, "truncated: the last line has no newline");
		if (read_line(r, p, nl - p))
			return -EINVAL;
	}
	if (!r->nr_records)
		return facts_record__fail(r, "empty file: no header record");
	return 0;
}

int facts_reader__open_mem(struct facts_reader **reader, const char *name,
			   const char *data, size_t len, char *err, size_t err_size)
{
	struct facts_reader *r = calloc(1, sizeof(*r));
	int ret;

	*reader = NULL;
	if (!r) {
		snprintf(err, err_size, "%s: out of memory", name);
		return -ENOMEM;
	}
	r->name = strdup(name);
	r->err = err;
	r->err_size = err_size;
	r->line = 1;
	if (!r->name) {
		free(r);
		snprintf(err, err_size, "%s: out of memory", name);
		return -ENOMEM;
	}
	facts_arena__parse_into(&r->arena);
	ret = read_lines(r, data, len);
	facts_arena__parse_into(NULL);
	if (ret) {
		facts_reader__close(r);
		return -EINVAL;
	}
	r->err = NULL;
	*reader = r;
	return 0;
}

int facts_reader__open(struct facts_reader **reader, const char *path,
		       char *err, size_t err_size)
{
	char *data = NULL;
	size_t len = 0;
	int ret;

	*reader = NULL;
	ret = whole_file__read(path, &data, &len);
	if (ret) {
		snprintf(err, err_size, "%s: %s", path, strerror(-ret));
		return ret;
	}
	ret = facts_reader__open_mem(reader, path, data, len, err, err_size);
	free(data);
	return ret;
}

bool facts_reader__next(struct facts_reader *reader, struct facts_record *record)
{
	if (reader->next >= reader->nr_records)
		return false;
	*record = reader->records[reader->next++];
	return true;
}

void facts_reader__rewind(struct facts_reader *reader)
{
	reader->next = 0;
}

const char *facts_reader__source(const struct facts_reader *reader)
{
	return reader->records[0].name;
}

void facts_reader__close(struct facts_reader *reader)
{
	if (!reader)
		return;
	facts_arena__free(&reader->arena);
	free(reader->records);
	free((char *)reader->name);
	free(reader);
}
