/* SPDX-License-Identifier: MIT */
/*
 * Per-file facts for the whole-tree step (-fnull-facts=DIR): JSON Lines,
 * one self-describing record per line, written atomically as
 * DIR/<source path, escaped>.facts.jsonl.  The schema is in
 * schema/FACTS.md; its names come from schema/facts-schema.h, which the
 * readers use too.
 */
#ifndef SPARSE_NULL_FACTS_H
#define SPARSE_NULL_FACTS_H

#include <stdbool.h>

#include "lib.h"
#include "facts-schema.h"


/* Were facts asked for (-fnull-facts=DIR)? */
bool facts__enabled(void);

/* Write facts into @dir (created if missing). */
void facts__set_dir(const char *dir);

/*
 * Name the files of this run DIR/<source>.@kind.facts.jsonl: a second
 * run over the same source keeps the first run's file.
 */
void facts__set_kind(const char *kind);

/* Start the records of translation unit @source. */
void facts__begin(const char *source);

/*
 * Records are written field by field:
 * facts__begin_record(), the members in order, facts__end_record().  A
 * @key is one of the schema's plain ASCII names, written as it is; a
 * @key of NULL writes an element of the array opened last.  A string
 * that is not UTF-8 is left out (member or element), as jansson leaves
 * out a string it refuses.
 */
void facts__begin_record(enum facts_kind kind);
void facts__end_record(void);
void facts__write_string(const char *key, const char *value);
void facts__write_int(const char *key, long long value);
/* "@key": true if @set; a false flag is left out. */
void facts__write_flag(const char *key, bool set);
/* "@key": true or false. */
void facts__write_bool(const char *key, bool value);
/* "@key": null. */
void facts__write_null(const char *key);
/* "static": true if @fn is static. */
void facts__write_static(struct symbol *fn);
/* The file of @pos, as Kbuild named it. */
const char *facts__file_name(struct position pos);
/* "@key": the file of @pos, as Kbuild named it. */
void facts__write_file(const char *key, struct position pos);
/* "file" (left out in the header's source) and "line" of @pos. */
void facts__write_position(struct position pos);
void facts__open_array(const char *key);
void facts__close_array(void);
void facts__open_object(const char *key);
void facts__close_object(void);
/* The record begun last as written so far (@len bytes, not terminated). */
const char *facts__record_text(size_t *len);
/*
 * A parameter as the schema lists it: [index, name, C type].  Returns
 * false, writing nothing, when its name or type is not UTF-8.
 */
bool facts__write_param(int index, struct symbol *param);
/*
 * "params": @fn's pointer parameters, each as facts__write_param() writes
 * it; returns how many were written.
 */
int facts__write_params(struct symbol *fn);
/* "@key": the indexes of @fn's pointer parameters that @has; left out when none. */
void facts__write_param_indexes(struct symbol *fn, const char *key,
				bool (*has)(struct symbol *fn, int index));
/* Forget the record begun last, as if it had never been begun. */
void facts__drop_record(void);

/*
 * Write the records of the current translation unit atomically and drop
 * them.  Returns 0, or a negative errno after printing what failed.
 */
int facts__finish(void);

#endif
