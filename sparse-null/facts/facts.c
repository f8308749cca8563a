// SPDX-License-Identifier: MIT
/*
 * Facts files.  Records are kept in memory until the translation unit is
 * done, then written to a temporary file beside the target and renamed
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

#include "atomic-file.h"
#include "facts/facts.h"
#include "sparse-null-version.h"

static const char *facts_dir;
static const char *facts_kind;
static char *current_source;
static json_t *records;

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

json_t *facts__add(enum facts_kind kind)
{
	json_t *record = json_object();

	if (!record || json_object_set_new(record, "record", json_string(facts_kind__name(kind))) ||
	    json_array_append_new(records, record))
		die("out of memory");
	return record;
}

void facts__add_position(json_t *record, struct position pos)
{
	const char *file = stream_name(pos.stream);

	/* Kbuild's -I./include names headers "./include/...". */
	while (!strncmp(file, "./", 2))
		file += 2;
	json_object_set_new(record, "file", json_string(file));
	json_object_set_new(record, "line", json_integer(pos.line));
}

void facts__add_flag(json_t *record, const char *key, bool set)
{
	if (set)
		json_object_set_new(record, key, json_true());
}

void facts__add_static(json_t *record, struct symbol *fn)
{
	facts__add_flag(record, "static", fn->ctype.modifiers & MOD_STATIC);
}

json_t *facts__param(int index, struct symbol *param)
{
	return json_pack("[iss]", index, param->ident ? show_ident(param->ident) : "",
			 show_typename(param->ctype.base_type));
}

void facts__begin(const char *source)
{
	json_t *header;

	json_decref(records);
	records = json_array();
	free(current_source);
	current_source = strdup(source);
	if (!records || !current_source)
		die("out of memory");
	header = facts__add(FACTS_HEADER);
	json_object_set_new(header, "schema", json_integer(FACTS_SCHEMA));
	json_object_set_new(header, "tool", json_string("sparse-null " SPARSE_NULL_VERSION));
	json_object_set_new(header, "source", json_string(source));
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
	size_t i;
	json_t *record;

	json_array_foreach(records, i, record) {
		if (json_dumpf(record, stream, JSON_COMPACT | JSON_PRESERVE_ORDER) ||
		    fputc('\n', stream) == EOF)
			return errno ? -errno : -EIO;
	}
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

	if (!facts_dir || !records)
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
	json_decref(records);
	records = NULL;
	return err;
}
