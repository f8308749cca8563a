// SPDX-License-Identifier: MIT
/*
 * The facts reader (the schema's names are facts-names.c's, each record
 * kind's fields are read by facts-records.c).  A facts file is validated
 * as a whole when it is opened: a consumer merging many
 * files can then drop a bad one entirely instead of keeping the half
 * before the damage.
 *
 * A tree's facts are millions of small JSON values that all die together
 * when their file is merged, so while a reader parses, jansson allocates
 * from the reader's own arena (a thread-local pointer says which; other
 * jansson users of the process keep malloc), and closing a reader frees
 * its blocks instead of every value.  Readers may be opened on several
 * threads at once.
 */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "facts-schema.h"
#include "facts-reader-priv.h"

/* Every value of a reader's records, freed with the reader. */
struct chunk {
	struct chunk *next;
	size_t used, size;
	max_align_t data[];
};

#define CHUNK_SIZE	(64 * 1024)

struct facts_reader {
	const char *name;
	struct facts_record *records;
	size_t nr_records, next;
	struct chunk *chunks;
	/* while validating */
	int line;
	char *err;
	size_t err_size;
};

void *facts_reader_alloc(struct facts_reader *r, size_t size)
{
	struct chunk *c = r->chunks;
	size_t need = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
	void *p;

	if (!c || c->size - c->used < need) {
		size_t data = need > CHUNK_SIZE ? need : CHUNK_SIZE;

		c = malloc(sizeof(*c) + data);
		if (!c)
			return NULL;
		c->used = 0;
		c->size = data;
		/* a big one-off block goes behind the current one, which has room left */
		if (need > CHUNK_SIZE && r->chunks) {
			c->next = r->chunks->next;
			r->chunks->next = c;
		} else {
			c->next = r->chunks;
			r->chunks = c;
		}
	}
	p = (char *)c->data + c->used;
	c->used += need;
	return p;
}

/* The reader whose arena jansson allocates from on this thread, if any. */
static __thread struct facts_reader *parsing;

static void *json_alloc(size_t size)
{
	return parsing ? facts_reader_alloc(parsing, size) : malloc(size);
}

/* Arena values die with their reader; a value made by malloc never meets an arena. */
static void json_release(void *p)
{
	if (!parsing)
		free(p);
}

static void setup_jansson(void)
{
	json_set_alloc_funcs(json_alloc, json_release);
	json_object_seed(0);
}

static pthread_once_t jansson_once = PTHREAD_ONCE_INIT;

int facts_reader_fail(struct facts_reader *r, const char *fmt, ...)
{
	size_t len;
	va_list ap;

	len = snprintf(r->err, r->err_size, "%s:%d: ", r->name, r->line);
	if (len < r->err_size) {
		va_start(ap, fmt);
		vsnprintf(r->err + len, r->err_size - len, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

/* The record kind, and the header's place: first, once, schema FACTS_SCHEMA. */
static int check_kind(struct facts_reader *r, json_t *o, enum facts_kind *kind)
{
	json_t *name = json_object_get(o, "record");
	int k;

	if (!json_is_string(name))
		return facts_reader_fail(r, "\"record\" %s", name ? "is not a string" : "missing");
	k = facts_kind__parse(json_string_value(name));
	if (k < 0)
		return facts_reader_fail(r, "unknown record kind \"%s\"", json_string_value(name));
	if ((k == FACTS_HEADER) != (r->nr_records == 0))
		return facts_reader_fail(r, k == FACTS_HEADER ? "a second header" :
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
		return facts_reader_fail(r, "empty line");
	o = json_loadb(line, len, 0, &error);
	if (!o)
		return facts_reader_fail(r, "not JSON: %s (column %d)", error.text, error.column);
	if (!json_is_object(o))
		return facts_reader_fail(r, "not a JSON object");
	memset(rec, 0, sizeof(*rec));
	if (check_kind(r, o, &kind))
		return -EINVAL;
	rec->kind = kind;
	rec->facts_line = r->line;
	r->nr_records++;
	if (facts_record__read(r, o, kind, rec))
		return -EINVAL;
	if (kind == FACTS_HEADER && rec->schema != FACTS_SCHEMA)
		return facts_reader_fail(r, "facts schema %d; this reader reads schema %d",
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
		return facts_reader_fail(r, "out of memory");
	for (p = data, r->line = 1; p < end; p = nl + 1, r->line++) {
		nl = memchr(p, '\n', end - p);
		if (!nl)
			return facts_reader_fail(r, "truncated: the last line has no newline");
		if (read_line(r, p, nl - p))
			return -EINVAL;
	}
	if (!r->nr_records)
		return facts_reader_fail(r, "empty file: no header record");
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
	pthread_once(&jansson_once, setup_jansson);
	parsing = r;
	ret = read_lines(r, data, len);
	parsing = NULL;
	if (ret) {
		facts_reader__close(r);
		return -EINVAL;
	}
	r->err = NULL;
	*reader = r;
	return 0;
}

static int read_file(const char *path, char **data, size_t *len)
{
	FILE *f = fopen(path, "rb");
	long size = 0;
	int err = 0;

	if (!f)
		return -errno;
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		err = -errno;
	} else if (!(*data = malloc(size + 1))) {
		err = -ENOMEM;
	} else if (fread(*data, 1, size, f) != (size_t)size) {
		err = ferror(f) ? -EIO : -EAGAIN;
		free(*data);
	}
	*len = size;
	fclose(f);
	return err;
}

int facts_reader__open(struct facts_reader **reader, const char *path,
		       char *err, size_t err_size)
{
	char *data = NULL;
	size_t len = 0;
	int ret;

	*reader = NULL;
	ret = read_file(path, &data, &len);
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
	struct chunk *c, *next;

	if (!reader)
		return;
	for (c = reader->chunks; c; c = next) {
		next = c->next;
		free(c);
	}
	free(reader->records);
	free((char *)reader->name);
	free(reader);
}
