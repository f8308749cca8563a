// SPDX-License-Identifier: MIT
/*
 * null_table__read_exported(), the table reader btf-export uses: it
 * parses the document an entry at a time (skipping unparsed an entry
 * whose text shows it is not exported) and keeps only the entries it
 * returns, each copied out of its document into a block of its own,
 * without the evidence.  What it parses goes through the record checks
 * of null-table-records.c (null-table-priv.h), so that both readers
 * accept the same tables and word their errors alike.
 */
#define _GNU_SOURCE	/* memmem() */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "null-table.h"
#include "null-table-priv.h"

/* The unread rest of the table file, in a buffer that holds one value at least. */
struct table_stream {
	FILE *file;
	char *buf;
	size_t start, end, alloc;	/* buf[start, end) is not consumed yet */
	int line, column;		/* of buf[start] */
	bool eof;
	int error;			/* errno of a failed read */
};

/* Read more; false at the end of the file or on an error. */
static bool stream__fill(struct table_stream *s)
{
	size_t n;

	if (s->eof)
		return false;
	if (s->start) {
		memmove(s->buf, s->buf + s->start, s->end - s->start);
		s->end -= s->start;
		s->start = 0;
	}
	if (s->end == s->alloc) {
		size_t alloc = s->alloc ? 2 * s->alloc : 65536;
		char *buf = realloc(s->buf, alloc);

		if (!buf)
			return false;
		s->buf = buf;
		s->alloc = alloc;
	}
	n = fread(s->buf + s->end, 1, s->alloc - s->end, s->file);
	s->end += n;
	if (!n) {
		s->eof = true;
		if (ferror(s->file))
			s->error = errno ? errno : EIO;
	}
	return n > 0;
}

static void stream__consume(struct table_stream *s, size_t len)
{
	const char *p = s->buf + s->start, *last = p + len;

	for (; p < last; p++) {
		if (*p == '\n') {
			s->line++;
			s->column = 1;
		} else {
			s->column++;
		}
	}
	s->start += len;
}

/* The next character that is not white space, not consumed; -1 at the end. */
static int stream__peek(struct table_stream *s)
{
	for (;;) {
		while (s->start < s->end && strchr(" \t\r\n", s->buf[s->start]))
			stream__consume(s, 1);
		if (s->start < s->end)
			return (unsigned char)s->buf[s->start];
		if (!stream__fill(s))
			return -1;
	}
}

/*
 * The length of the JSON value starting at buf[start] (after white
 * space): brackets and braces balanced outside strings, a scalar up to
 * the next delimiter.  0 when the file ends first (the parser then
 * reports what is wrong).
 */
static size_t stream__value(struct table_stream *s)
{
	size_t i = 0;
	int depth = 0;
	bool string = false, escaped = false;
	char c;

	if (stream__peek(s) < 0)
		return 0;
	for (;; i++) {
		while (s->start + i >= s->end) {
			if (!stream__fill(s))
				return depth || string ? 0 : i;
		}
		c = s->buf[s->start + i];
		if (string) {
			if (escaped)
				escaped = false;
			else if (c == '\\')
				escaped = true;
			else if (c == '"' && (string = false, !depth))
				return i + 1;
			continue;
		}
		if (c == '"') {
			string = true;
		} else if (c == '{' || c == '[') {
			depth++;
		} else if (c == '}' || c == ']') {
			if (!depth)
				return i;
			if (!--depth)
				return i + 1;
		} else if (!depth && (c == ',' || c == ':' || strchr(" \t\r\n", c))) {
			return i;
		}
	}
}

static int stream__syntax(struct null_table_reader *r, struct table_stream *s,
			  int line, int column, const char *what)
{
	snprintf(r->err, r->err_size, "%s:%d:%d: %s", r->path, line, column, what);
	return -EINVAL;
}

/* Parse the value at the stream's position (@flags: jansson's) and consume it. */
static int stream__parse(struct null_table_reader *r, struct table_stream *s, size_t flags,
			 json_t **value)
{
	size_t len = stream__value(s);
	json_error_t jerr;

	if (!len)
		return stream__syntax(r, s, s->line, s->column, stream__peek(s) < 0 ?
				      "unexpected end of the table" : "a value expected");
	*value = json_loadb(s->buf + s->start, len, flags | JSON_DECODE_ANY |
			    JSON_REJECT_DUPLICATES, &jerr);
	if (!*value)
		return stream__syntax(r, s, s->line + jerr.line - 1,
				      jerr.line == 1 ? s->column + jerr.column - 1 : jerr.column,
				      jerr.text);
	stream__consume(s, len);
	return 0;
}

static int stream__expect(struct null_table_reader *r, struct table_stream *s, const char *chars)
{
	int c = stream__peek(s);
	char what[32];

	if (c >= 0 && strchr(chars, c)) {
		stream__consume(s, 1);
		return c;
	}
	snprintf(what, sizeof(what), "'%c' expected", chars[0]);
	return stream__syntax(r, s, s->line, s->column, what);
}

static bool entry_is_exported(const struct null_table_entry *entry)
{
	size_t i;

	for (i = 0; i < entry->nr_args; i++) {
		if (null_table_arg__may_be_null(&entry->args[i]) || entry->args[i].err)
			return true;
	}
	return false;
}

/*
 * The "@key" members of @text, with any white space around the colon:
 * how many there are, and in *@others how many have a value that is none
 * of @values (NULL-terminated).
 */
static int count_members(const char *text, size_t len, const char *key,
			 const char *const *values, int *others)
{
	size_t klen = strlen(key);
	const char *end = text + len, *p = text;
	const char *const *v;
	int n = 0;

	*others = 0;
	while ((p = memmem(p, end - p, key, klen))) {
		p += klen;
		while (p < end && strchr(" \t\r\n:", *p))
			p++;
		for (v = values; *v; v++) {
			if ((size_t)(end - p) >= strlen(*v) && !memcmp(p, *v, strlen(*v)))
				break;
		}
		*others += !*v;
		n++;
	}
	return n;
}

/*
 * Can the entry whose text is @text be left unparsed: each argument's
 * "verdict" is "nonnull" or "unknown" and its "err" false, one of each per
 * "index"?  Anything else (an exported argument, a missing or odd field)
 * is parsed and checked.
 */
static bool surely_not_exported(const char *text, size_t len)
{
	static const char *const plain[] = { "\"nonnull\"", "\"unknown\"", NULL };
	static const char *const no[] = { "false", NULL };
	static const char *const any[] = { NULL };
	int verdicts, errs, indexes, odd_verdicts, odd_errs, odd;

	verdicts = count_members(text, len, "\"verdict\"", plain, &odd_verdicts);
	errs = count_members(text, len, "\"err\"", no, &odd_errs);
	indexes = count_members(text, len, "\"index\"", any, &odd);
	return !odd_verdicts && !odd_errs && verdicts == errs && errs == indexes;
}

/* Copy @str to *@at and move *@at past the copy; NULL stays NULL. */
static const char *copy_string(char **at, const char *str)
{
	char *copy = *at;
	size_t len;

	if (!str)
		return NULL;
	len = strlen(str) + 1;
	memcpy(copy, str, len);
	*at += len;
	return copy;
}

/*
 * Make @entry independent of the document it was read from: its strings
 * copied into one block (returned; the caller frees it) and its evidence
 * dropped, so that the document can go.  NULL when out of memory.
 */
static char *compact_entry(struct null_table_entry *entry)
{
	size_t i, size = sizeof(struct null_table_arg) * entry->nr_args;
	const char *strings[] = { entry->name, entry->class, entry->file, entry->stub };
	struct null_table_arg *args;
	char *block, *at;

	for (i = 0; i < sizeof(strings) / sizeof(strings[0]); i++)
		size += strings[i] ? strlen(strings[i]) + 1 : 0;
	for (i = 0; i < entry->nr_args; i++) {
		size += strlen(entry->args[i].name) + strlen(entry->args[i].type) + 2;
		if (entry->args[i].kernel_mark)
			size += strlen(entry->args[i].kernel_mark) + 1;
	}
	block = malloc(size ? size : 1);
	if (!block)
		return NULL;
	args = (struct null_table_arg *)block;
	at = block + sizeof(*args) * entry->nr_args;
	for (i = 0; i < entry->nr_args; i++) {
		null_table_arg__free_evidence(&entry->args[i]);
		args[i] = entry->args[i];
		args[i].name = copy_string(&at, entry->args[i].name);
		args[i].type = copy_string(&at, entry->args[i].type);
		args[i].kernel_mark = copy_string(&at, entry->args[i].kernel_mark);
	}
	entry->name = copy_string(&at, entry->name);
	entry->class = copy_string(&at, entry->class);
	entry->file = copy_string(&at, entry->file);
	entry->stub = copy_string(&at, entry->stub);
	free(entry->args);
	entry->args = args;
	entry->args_in_block = true;
	return block;
}

static int keep_entry(struct null_table *t, struct null_table_entry **entries, size_t *nr,
		      size_t *alloc, struct null_table_entry *entry)
{
	char *block;

	if (*nr == *alloc) {
		size_t more = *alloc ? 2 * *alloc : 64;
		struct null_table_entry *grown = realloc(*entries, more * sizeof(*grown));
		void **blocks = realloc(t->blocks, (t->nr_blocks + more - *nr) * sizeof(*blocks));

		if (grown)
			*entries = grown;
		if (blocks)
			t->blocks = blocks;
		if (!grown || !blocks)
			return -ENOMEM;
		*alloc = more;
	}
	block = compact_entry(entry);
	if (!block)
		return -ENOMEM;
	(*entries)[(*nr)++] = *entry;
	t->blocks[t->nr_blocks++] = block;
	return 0;
}

static void drop_entry(struct null_table_entry *entry)
{
	size_t i;

	for (i = 0; entry->args && i < entry->nr_args; i++)
		null_table_arg__free_evidence(&entry->args[i]);
	free(entry->args);
}

/* Section @key, an entry at a time; the exported entries are kept. */
static int stream__section(struct null_table_reader *r, struct table_stream *s,
			   struct null_table *t, const char *key)
{
	bool is_event = !strcmp(key, "events"), is_function = !strcmp(key, "functions");
	struct null_table_entry **entries = is_event ? &t->events :
					    is_function ? &t->functions : &t->struct_ops;
	size_t *nr = is_event ? &t->nr_events : is_function ? &t->nr_functions :
		     &t->nr_struct_ops, alloc = 0, len;
	struct null_table_entry entry;
	json_t *doc;
	int err, c;

	err = stream__expect(r, s, "[");
	if (err < 0)
		return err;
	if (stream__peek(s) == ']') {
		stream__consume(s, 1);
		return 0;
	}
	for (r->entry = 0;; r->entry++) {
		len = stream__value(s);
		if (len && surely_not_exported(s->buf + s->start, len)) {
			stream__consume(s, len);
		} else {
			err = stream__parse(r, s, 0, &doc);
			if (err)
				return err;
			r->section = key;
			memset(&entry, 0, sizeof(entry));
			err = null_table_reader__entry(r, doc, key, &entry);
			r->section = NULL;
			if (!err && entry_is_exported(&entry))
				err = keep_entry(t, entries, nr, &alloc, &entry);
			if (err || !entry.args_in_block)
				drop_entry(&entry);
			json_decref(doc);
			if (err)
				return err;
		}
		c = stream__expect(r, s, ",]");
		if (c < 0)
			return c;
		if (c == ']')
			break;
	}
	r->section = key;
	return null_table_reader__finish_section(r, key, *entries, nr);
}

/* The members of the document, the sections an entry at a time. */
static int stream__document(struct null_table_reader *r, struct table_stream *s,
			    struct null_table *t)
{
	json_t *key, *value;
	const char *name;
	int err, c;

	if (stream__peek(s) != '{') {
		/* whatever it is, a syntax error or not a table */
		err = stream__parse(r, s, 0, &value);
		if (err)
			return err;
		json_decref(value);
		return null_table_reader__fail(r, "not a table: the document is not an object");
	}
	stream__consume(s, 1);
	if (stream__peek(s) == '}')
		c = stream__expect(r, s, "}");
	else
		c = ',';
	while (c == ',') {
		err = stream__parse(r, s, 0, &key);
		if (err)
			return err;
		if (!json_is_string(key)) {
			json_decref(key);
			return stream__syntax(r, s, s->line, s->column, "string or '}' expected");
		}
		name = json_string_value(key);
		err = stream__expect(r, s, ":");
		if (err >= 0 && json_object_get(t->json, name))
			err = stream__syntax(r, s, s->line, s->column, "duplicate object key");
		if (err >= 0 && (!strcmp(name, "events") || !strcmp(name, "functions") ||
				 !strcmp(name, "struct_ops"))) {
			err = json_object_set_new(t->json, name, json_null());
			if (!err)
				err = stream__section(r, s, t, name);
		} else if (err >= 0) {
			err = stream__parse(r, s, 0, &value);
			if (!err)
				err = json_object_set_new(t->json, name, value) ? -ENOMEM : 0;
			if (!err && !strcmp(name, "schema"))
				err = null_table_reader__schema(r, t->json);
		}
		json_decref(key);
		if (err < 0)
			return err;
		c = stream__expect(r, s, ",}");
		if (c < 0)
			return c;
	}
	if (stream__peek(s) >= 0)
		return stream__syntax(r, s, s->line, s->column, "end of file expected");
	err = null_table_reader__schema(r, t->json);
	if (!err && !json_object_get(t->json, "events"))
		err = null_table_reader__member(r, t->json, "events", JSON_ARRAY, &value);
	if (!err && !json_object_get(t->json, "functions"))
		err = null_table_reader__member(r, t->json, "functions", JSON_ARRAY, &value);
	if (!err)
		err = null_table_reader__bugs(r, t->json, t);
	return err;
}

int null_table__read_exported(const char *path, struct null_table **table,
			      char *err, size_t err_size)
{
	struct null_table_reader r = {
		.path = path, .err = err, .err_size = err_size,
	};
	struct table_stream s = { .line = 1, .column = 1 };
	struct null_table *t;
	int ret;

	*table = NULL;
	s.file = fopen(path, "r");
	if (!s.file) {
		ret = -errno;
		snprintf(err, err_size, "%s: %s", path, strerror(errno));
		return ret;
	}
	t = calloc(1, sizeof(*t));
	if (t)
		t->json = json_object();
	ret = t && t->json ? stream__document(&r, &s, t) : -ENOMEM;
	if (s.error) {
		ret = -s.error;
		snprintf(err, err_size, "%s: %s", path, strerror(s.error));
	} else if (ret == -ENOMEM) {
		snprintf(err, err_size, "%s: out of memory", path);
	}
	fclose(s.file);
	free(s.buf);
	if (ret) {
		null_table__free(t);
		return ret;
	}
	*table = t;
	return 0;
}
