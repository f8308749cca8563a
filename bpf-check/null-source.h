/* SPDX-License-Identifier: MIT */
/*
 * Where the checker learns which arguments may be NULL: the nullability
 * table (table.json), or a BTF (a file, or the running kernel's).
 */
#ifndef BPF_CHECK_NULL_SOURCE_H
#define BPF_CHECK_NULL_SOURCE_H

#include <stddef.h>

#include "btf-null.h"

struct null_source;

enum attach_kind {
	ATTACH_EVENT,		/* tp_btf/, raw_tp/: a tracepoint */
	ATTACH_FUNCTION,	/* fentry/, fexit/: a kernel function */
	ATTACH_STRUCT_OPS,	/* struct_ops/: a member of an ops struct */
};

/*
 * Open table @path (schema/TABLE.md).  Returns 0 and sets *@src, or a
 * negative errno after writing a message naming the file into @err.
 */
int null_source__open_table(const char *path, struct null_source **src,
			    char *err, size_t err_size);

/*
 * Open BTF @path: a raw BTF or an ELF with .BTF, complete, or split on
 * top of the base BTF @base_path (read only when @path is split).
 * Returns 0 or a negative errno, as above.
 */
int null_source__open_btf(const char *path, const char *base_path,
			  struct null_source **src, char *err, size_t err_size);

/* Free a source; NULL is fine. */
void null_source__free(struct null_source *src);

/*
 * The marks of the arguments of @target, an event, a function or a
 * struct_ops member ("sched_ext_ops.dispatch"), into @marks (@nr
 * entries; all clear when the source does not know it).  Only a table
 * knows struct_ops members: BTF does not say which stub is a member's.
 */
void null_source__marks(const struct null_source *src, enum attach_kind kind,
			const char *target, struct arg_mark *marks, size_t nr);

#endif
