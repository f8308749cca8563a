// SPDX-License-Identifier: MIT
/*
 * Facts files.  Each record is written field by field into its line
 * (facts__begin_record()), with no tree built per record or per file; the
 * bytes are the ones jansson would write for the same members.  The lines
 * are kept in one buffer until the
 * translation unit is done, then written to a temporary file beside the target and renamed
 * over it: a build killed halfway, or two `make -j` jobs, never leave a
 * half-written or interleaved file.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib.h"
#include "symbol.h"
#include "token.h"

#include "array.h"
#include "annotations/nullable-attr.h"
#include "atomic-file.h"
#include "ast/ident-name.h"
#include "facts/facts.h"
#include "facts/type-names.h"
#include "sparse-null-version.h"

static const char *facts_dir;
static const char *facts_kind;
static char *current_source;
static int source_stream = -1;	/* the stream named current_source, once seen */

/* The file's bytes so far. */
static struct {
	char *text;
	size_t len, alloc;
	bool open;		/* between the source's facts__begin() and facts__finish() */
} out;
static size_t record_start;	/* where the record being written begins in out.text */

/*
 * Where commas go in the record being written: first[depth] says that
 * nothing was written yet at that depth (0: the record's members).
 */
#define MAX_DEPTH	6
static bool first[MAX_DEPTH];
static int depth;

bool facts__enabled(void)
{
	return facts_dir != NULL;
}

void facts__set_dir(const char *dir)
{
	facts_dir = dir;
}

void facts__set_kind(const char *kind)
{
	facts_kind = kind;
}

static void grow(size_t len)
{
	if (ARRAY_ENSURE(out.text, out.alloc, out.len + len))
		die("out of memory");
}

/* Room for @len more bytes, where they go: the check inline, the growth rare. */
static inline char *reserve(size_t len)
{
	if (out.len + len > out.alloc)
		grow(len);
	return out.text + out.len;
}

/* Called for every few bytes of a facts file. */
static inline void put(const char *text, size_t len)
{
	memcpy(reserve(len), text, len);
	out.len += len;
}

static void put_str(const char *text)
{
	put(text, strlen(text));
}

const char *facts__file_name(struct position pos)
{
	const char *file = stream_name(pos.stream);

	/* Kbuild's -I./include names headers "./include/...". */
	while (!strncmp(file, "./", 2))
		file += 2;
	return file;
}

/* The length of the UTF-8 sequence @s starts, as jansson accepts it, or 0. */
static int utf8_length(const unsigned char *s)
{
	unsigned int c = s[0], min, i, n;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, c &= 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, c &= 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, c &= 0x07, min = 0x10000;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	return n;
}

/*
 * The bytes jansson writes for a string: UTF-8 as it is, '"', '\\' and
 * control characters escaped.  jansson refuses a string that is not
 * UTF-8; so does this, returning false after writing part of it.
 */
static bool put_escaped(const char *s)
{
	/* The bytes written as they are: printable ASCII but '"' and '\\'. */
	static const bool plain[256] = {
		[' ' ... '"' - 1] = true, ['"' + 1 ... '\\' - 1] = true, ['\\' + 1 ... 0x7f] = true,
	};
	static const char hex[] = "0123456789ABCDEF";
	const char *run = s;
	char seq[7], *p;
	unsigned char c;
	int n;

	/* Names, mostly: nothing to escape, the string in one piece. */
	while (plain[(unsigned char)*s])
		s++;
	if (!*s) {
		p = reserve(s - run + 2);
		*p++ = '"';
		memcpy(p, run, s - run);
		p[s - run] = '"';
		out.len += s - run + 2;
		return true;
	}
	put("\"", 1);
	for (;;) {
		while (plain[(unsigned char)*s])
			s++;
		c = *s;
		if (!c)
			break;
		if (c >= 0x80) {
			n = utf8_length((const unsigned char *)s);
			if (!n)
				return false;
			s += n;
			continue;
		}
		put(run, s - run);
		run = ++s;
		switch (c) {
		case '"': put_str("\\\""); break;
		case '\\': put_str("\\\\"); break;
		case '\b': put_str("\\b"); break;
		case '\f': put_str("\\f"); break;
		case '\n': put_str("\\n"); break;
		case '\r': put_str("\\r"); break;
		case '\t': put_str("\\t"); break;
		default:
			memcpy(seq, "\\u00", 4);
			seq[4] = hex[c >> 4];
			seq[5] = hex[c & 15];
			put(seq, 6);
			break;
		}
	}
	put(run, s - run);
	put("\"", 1);
	return true;
}

/*
 * A comma before anything but the first thing at this depth, then "@key":
 * if any.  Keys are the schema's own plain ASCII names: nothing to escape.
 */
static void put_key(const char *key)
{
	size_t len = key ? strlen(key) : 0;
	char *p = reserve(len + 4);

	if (!first[depth])
		*p++ = ',';
	first[depth] = false;
	if (key) {
		*p++ = '"';
		memcpy(p, key, len);
		p += len;
		*p++ = '"';
		*p++ = ':';
	}
	out.len = p - out.text;
}

void facts__begin_record(enum facts_kind kind)
{
	record_start = out.len;
	depth = 0;
	first[0] = true;
	put("{", 1);
	facts__write_string("record", facts_kind__name(kind));
}

void facts__end_record(void)
{
	put("}\n", 2);
}

void facts__drop_record(void)
{
	out.len = record_start;
}

/* An element of the array being written; false, and a part written, if not UTF-8. */
static bool put_string_element(const char *value)
{
	put_key(NULL);
	return put_escaped(value);
}

void facts__write_string(const char *key, const char *value)
{
	size_t mark = out.len;
	bool was_first = first[depth];

	if (!value)
		return;
	put_key(key);
	if (!put_escaped(value)) {
		out.len = mark;
		first[depth] = was_first;
	}
}

/* Lines and indexes by the thousand per file: no printf() for them. */
void facts__write_int(const char *key, long long value)
{
	char digits[24], *p = digits + sizeof(digits);
	unsigned long long n = value < 0 ? -(unsigned long long)value : value;

	do {
		*--p = '0' + n % 10;
		n /= 10;
	} while (n);
	if (value < 0)
		*--p = '-';
	put_key(key);
	put(p, digits + sizeof(digits) - p);
}

void facts__write_flag(const char *key, bool set)
{
	if (set)
		facts__write_bool(key, true);
}

void facts__write_bool(const char *key, bool value)
{
	put_key(key);
	if (value)
		put("true", 4);
	else
		put("false", 5);
}

void facts__write_null(const char *key)
{
	put_key(key);
	put("null", 4);
}

void facts__write_static(struct symbol *fn)
{
	facts__write_flag("static", fn->ctype.modifiers & MOD_STATIC);
}

/*
 * Every record names a file, mostly the same few headers: each stream's
 * name is escaped once, and its JSON string kept for the rest of the run
 * (a stream's name never changes).
 */
struct file_string {
	char *text;		/* the escaped name, quotes included */
	size_t len;
	bool seen, utf8;
};

static struct file_string *file_strings;
static size_t nr_file_strings, alloc_file_strings;

static struct file_string *file_string_of(struct position pos)
{
	struct file_string *f;
	size_t mark;

	if (pos.stream < 0 || pos.stream >= input_stream_nr)
		return NULL;
	if ((size_t)pos.stream >= nr_file_strings) {
		if (ARRAY_ENSURE(file_strings, alloc_file_strings, input_stream_nr))
			die("out of memory");
		memset(file_strings + nr_file_strings, 0,
		       (input_stream_nr - nr_file_strings) * sizeof(*file_strings));
		nr_file_strings = input_stream_nr;
	}
	f = &file_strings[pos.stream];
	if (f->seen)
		return f;
	f->seen = true;
	mark = out.len;
	f->utf8 = put_escaped(facts__file_name(pos));
	f->len = out.len - mark;
	f->text = f->utf8 ? malloc(f->len) : NULL;
	if (f->utf8 && !f->text)
		die("out of memory");
	if (f->utf8)
		memcpy(f->text, out.text + mark, f->len);
	out.len = mark;
	return f;
}

void facts__write_file(const char *key, struct position pos)
{
	struct file_string *f = file_string_of(pos);

	if (!f) {
		facts__write_string(key, facts__file_name(pos));
	} else if (f->utf8) {
		put_key(key);
		put(f->text, f->len);
	}
}

/* Is @pos in the file the header names, whose records leave "file" out? */
static bool in_source(struct position pos)
{
	if (source_stream < 0 && pos.stream >= 0 && pos.stream < input_stream_nr &&
	    !strcmp(facts__file_name(pos), current_source))
		source_stream = pos.stream;
	return pos.stream == source_stream;
}

void facts__write_position(struct position pos)
{
	if (!in_source(pos))
		facts__write_file("file", pos);
	facts__write_int("line", pos.line);
}

/* "@key": then @bracket, an array's or an object's, one level deeper. */
static void open_nested(const char *key, const char *bracket)
{
	put_key(key);
	put(bracket, 1);
	if (depth + 1 >= MAX_DEPTH)
		die("sparse-null: facts nested too deep");
	first[++depth] = true;
}

static void close_nested(const char *bracket)
{
	depth--;
	put(bracket, 1);
}

void facts__open_array(const char *key)
{
	open_nested(key, "[");
}

void facts__close_array(void)
{
	close_nested("]");
}

void facts__open_object(const char *key)
{
	open_nested(key, "{");
}

void facts__close_object(void)
{
	close_nested("}");
}

const char *facts__record_text(size_t *len)
{
	*len = out.len - record_start;
	return out.text + record_start;
}

bool facts__write_param(int index, struct symbol *param)
{
	size_t mark = out.len;
	bool was_first = first[depth];
	const char *type = type_names__of(param->ctype.base_type);
	const char *name = param->ident ? ident__name(param->ident) : "";

	facts__open_array(NULL);
	facts__write_int(NULL, index);
	if (!put_string_element(name) || !put_string_element(type)) {
		depth--;
		out.len = mark;
		first[depth] = was_first;
		return false;
	}
	facts__close_array();
	return true;
}

/* The indexes of @fn's pointer parameters that @has, as @key, if any. */
void facts__write_param_indexes(struct symbol *fn, const char *key,
				bool (*has)(struct symbol *fn, int index))
{
	struct symbol *param;
	int index = 0;
	bool any = false;

	FOR_EACH_PTR(fn->ctype.base_type->arguments, param) {
		if (nullable_attr__is_pointer(param) && has(fn, index)) {
			if (!any)
				facts__open_array(key);
			any = true;
			facts__write_int(NULL, index);
		}
		index++;
	} END_FOR_EACH_PTR(param);
	if (any)
		facts__close_array();
}

/* "params", the pointer parameters of @fn; returns how many were written. */
int facts__write_params(struct symbol *fn)
{
	struct symbol *param;
	int index = 0, written = 0;

	facts__open_array("params");
	FOR_EACH_PTR(fn->ctype.base_type->arguments, param) {
		if (nullable_attr__is_pointer(param))
			written += facts__write_param(index, param);
		index++;
	} END_FOR_EACH_PTR(param);
	facts__close_array();
	return written;
}

void facts__begin(const char *source)
{
	out.len = 0;
	out.open = true;
	free(current_source);
	current_source = strdup(source);
	if (!current_source)
		die("out of memory");
	source_stream = -1;
	facts__begin_record(FACTS_HEADER);
	facts__write_int("schema", FACTS_SCHEMA);
	facts__write_string("tool", "sparse-null " SPARSE_NULL_VERSION);
	facts__write_string("source", source);
	facts__end_record();
}

/* "kernel/sched/core.c" -> "kernel%2Fsched%2Fcore.c": distinct paths, distinct names. */
static char *escaped_name(const char *source)
{
	size_t len = strlen(source);
	char *name = malloc(3 * len + 2 + (facts_kind ? strlen(facts_kind) : 0) +
			    sizeof(".facts.jsonl"));
	char *out = name;
	const char *in;

	if (!name)
		die("out of memory");
	for (in = source; *in; in++) {
		if (*in == '/' || *in == '%')
			out += sprintf(out, "%%%02X", (unsigned char)*in);
		else
			*out++ = *in;
	}
	if (facts_kind)
		out += sprintf(out, ".%s", facts_kind);
	strcpy(out, ".facts.jsonl");
	return name;
}

static int make_dir(const char *dir)
{
	char *path = strdup(dir), *p;
	int err = 0;

	if (!path)
		return -ENOMEM;
	for (p = path + 1; ; p++) {
		if (*p && *p != '/')
			continue;
		char saved = *p;

		*p = '\0';
		if (mkdir(path, 0777) && errno != EEXIST)
			err = -errno;
		*p = saved;
		if (err || !saved)
			break;
	}
	free(path);
	return err;
}

static int write_records(FILE *stream)
{
	if (fwrite(out.text, 1, out.len, stream) != out.len)
		return errno ? -errno : -EIO;
	return 0;
}

static int write_atomically(const char *path)
{
	struct atomic_file file;
	int err;

	err = atomic_file__open(&file, path);
	if (err)
		return err;
	errno = 0;
	err = write_records(file.stream);
	if (err) {
		atomic_file__abort(&file);
		return err;
	}
	return atomic_file__commit(&file);
}

int facts__finish(void)
{
	char *name, *path;
	int err;

	if (!facts_dir || !out.open)
		return 0;
	name = escaped_name(current_source);
	path = xasprintf("%s/%s", facts_dir, name);
	err = make_dir(facts_dir);
	if (!err)
		err = write_atomically(path);
	if (err)
		fprintf(stderr, "sparse-null: cannot write the facts of %s to %s: %s\n",
			current_source, path, strerror(-err));
	free(name);
	out.open = false;
	return err;
}
