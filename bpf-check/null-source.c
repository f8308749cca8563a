// SPDX-License-Identifier: MIT
/* A table or a BTF behind one question: what may these arguments hold? */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "null-source.h"
#include "null-table.h"

struct null_source {
	struct null_table *table;
	struct btf *base;
	struct btf *btf;
	struct btf_null *marks;
};

int null_source__open_table(const char *path, struct null_source **srcp,
			    char *err, size_t err_size)
{
	struct null_source *src = calloc(1, sizeof(*src));
	int ret;

	if (!src)
		return -ENOMEM;
	ret = null_table__read(path, &src->table, err, err_size);
	if (ret) {
		free(src);
		return ret;
	}
	*srcp = src;
	return 0;
}

/* libbpf says nothing through errno-less NULL; report its error code. */
static int btf_error(const char *path, const char *what, char *err, size_t err_size)
{
	int error = errno ? -errno : -EINVAL;

	snprintf(err, err_size, "%s: cannot read %s: %s", path, what, strerror(-error));
	return error;
}

static int no_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int null_source__open_btf(const char *path, const char *base_path,
			  struct null_source **srcp, char *err, size_t err_size)
{
	struct null_source *src = calloc(1, sizeof(*src));
	libbpf_print_fn_t old_print = libbpf_set_print(no_print);
	int ret = 0;

	if (!src)
		return -ENOMEM;
	if (access(path, R_OK)) {
		ret = -errno;
		snprintf(err, err_size, "%s: %s", path, strerror(errno));
		libbpf_set_print(old_print);
		free(src);
		return ret;
	}
	errno = 0;
	src->btf = btf__parse(path, NULL);
	if (!src->btf) {
		/* split BTF refers to types and strings of its base */
		errno = 0;
		src->base = btf__parse(base_path, NULL);
		if (!src->base)
			ret = btf_error(base_path, "the base BTF", err, err_size);
		else if (!(src->btf = btf__parse_split(path, src->base)))
			ret = btf_error(path, "BTF (complete or split on the base)", err, err_size);
	}
	libbpf_set_print(old_print);
	if (!ret && btf_null__new(src->btf, &src->marks))
		ret = -ENOMEM;
	if (ret) {
		null_source__free(src);
		return ret;
	}
	*srcp = src;
	return 0;
}

void null_source__free(struct null_source *src)
{
	if (!src)
		return;
	null_table__free(src->table);
	btf_null__free(src->marks);
	btf__free(src->btf);
	btf__free(src->base);
	free(src);
}

static void table_marks(const struct null_table *table, enum attach_kind kind,
			const char *target, struct arg_mark *marks, size_t nr)
{
	const struct null_table_entry *entry =
		kind == ATTACH_EVENT ? null_table__event(table, target) :
		kind == ATTACH_STRUCT_OPS ? null_table__struct_ops(table, target) :
		null_table__function(table, target);

	if (!entry)
		return;
	for (size_t i = 0; i < entry->nr_args; i++) {
		const struct null_table_arg *arg = &entry->args[i];

		if (arg->index < 0 || (size_t)arg->index >= nr)
			continue;
		/* the kernel's own mark makes the verifier check it anyway */
		marks[arg->index].may_null = null_table_arg__may_be_null(arg) || arg->kernel_mark;
		marks[arg->index].may_err = arg->err;
		snprintf(marks[arg->index].name, sizeof(marks[arg->index].name), "%s",
			 arg->name ? arg->name : "");
	}
}

void null_source__marks(const struct null_source *src, enum attach_kind kind,
			const char *target, struct arg_mark *marks, size_t nr)
{
	memset(marks, 0, nr * sizeof(*marks));
	if (src->table)
		table_marks(src->table, kind, target, marks, nr);
	else if (kind == ATTACH_EVENT)
		btf_null__event(src->marks, target, marks, nr);
	else if (kind == ATTACH_FUNCTION)
		btf_null__function(src->marks, target, marks, nr);
}
