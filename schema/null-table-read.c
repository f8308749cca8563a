// SPDX-License-Identifier: MIT
/*
 * null_table__read(), the reader of the whole table: the document is
 * parsed with jansson, checked record by record (null-table-records.c),
 * and kept alive so that every string of the result points into it
 * instead of being copied.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "null-table.h"
#include "null-table-priv.h"

/*
 * Read section @key into *@entries, sorted by name: event and struct_ops
 * member names are unique; functions of one name are merged.
 */
static int read_section(struct null_table_reader *r, json_t *root,
			const char *key, struct null_table_entry **entries,
			size_t *nr_entries)
{
	json_t *list, *item;
	size_t i, n;
	int err;

	/* A table of no struct_ops member may leave the section out. */
	if (!strcmp(key, "struct_ops") && !json_object_get(root, key))
		return 0;
	err = null_table_reader__member(r, root, key, JSON_ARRAY, &list);
	if (err)
		return err;
	n = json_array_size(list);
	if (!n)
		return 0;
	*entries = calloc(n, sizeof(**entries));
	if (!*entries)
		return -ENOMEM;
	*nr_entries = n;
	r->section = key;
	json_array_foreach(list, i, item) {
		r->entry = i;
		err = null_table_reader__entry(r, item, key, &(*entries)[i]);
		if (err)
			return err;
	}
	return null_table_reader__finish_section(r, key, *entries, nr_entries);
}

/* Parse @path; I/O errors keep their errno, syntax errors are -EINVAL. */
static int load_document(struct null_table_reader *r, json_t **root)
{
	json_error_t jerr;
	FILE *file = fopen(r->path, "r");
	int err = 0;

	if (!file) {
		err = -errno;
		snprintf(r->err, r->err_size, "%s: %s", r->path, strerror(errno));
		return err;
	}
	*root = json_loadf(file, JSON_REJECT_DUPLICATES, &jerr);
	if (ferror(file)) {
		err = errno ? -errno : -EIO;
		snprintf(r->err, r->err_size, "%s: %s", r->path, strerror(-err));
	} else if (!*root) {
		err = -EINVAL;
		snprintf(r->err, r->err_size, "%s:%d:%d: %s", r->path,
			 jerr.line, jerr.column, jerr.text);
	}
	fclose(file);
	if (err && *root) {
		json_decref(*root);
		*root = NULL;
	}
	return err;
}

int null_table__read(const char *path, struct null_table **table,
		     char *err, size_t err_size)
{
	struct null_table_reader r = {
		.path = path, .err = err, .err_size = err_size,
	};
	struct null_table *t;
	json_t *root = NULL;
	int ret;

	*table = NULL;
	ret = load_document(&r, &root);
	if (ret)
		return ret;
	t = calloc(1, sizeof(*t));
	if (!t) {
		json_decref(root);
		return -ENOMEM;
	}
	t->json = root;
	ret = null_table_reader__schema(&r, root);
	if (!ret)
		ret = read_section(&r, root, "events", &t->events, &t->nr_events);
	if (!ret)
		ret = read_section(&r, root, "functions", &t->functions, &t->nr_functions);
	if (!ret)
		ret = read_section(&r, root, "struct_ops", &t->struct_ops, &t->nr_struct_ops);
	if (!ret)
		ret = null_table_reader__bugs(&r, root, t);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "%s: out of memory", path);
	if (ret) {
		null_table__free(t);
		return ret;
	}
	*table = t;
	return 0;
}
