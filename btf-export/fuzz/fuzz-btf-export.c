// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: arbitrary bytes as the base BTF, through both outputs,
 * with a table naming the fixture's classes, a function and a struct_ops
 * member's stub.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "export-plan.h"
#include "full-btf.h"
#include "null-table.h"
#include "split-btf.h"

static struct null_table *table;

static const char table_text[] =
	"{\"schema\": 3, \"events\": ["
	"{\"event\": \"a\", \"class\": \"a\", \"file\": \"t.h\", \"line\": 1, \"args\": ["
	" {\"index\": 0, \"name\": \"p\", \"type\": \"t\", \"verdict\": \"nullable\", \"err\": true},"
	" {\"index\": 1, \"name\": \"q\", \"type\": \"t\", \"verdict\": \"guarded\", \"err\": false}]},"
	"{\"event\": \"b\", \"class\": \"a\", \"file\": \"t.h\", \"line\": 2, \"args\": ["
	" {\"index\": 2, \"name\": \"r\", \"type\": \"t\", \"verdict\": \"unknown\", \"err\": true}]}],"
	" \"functions\": [{\"function\": \"f\", \"file\": \"f.c\", \"line\": 3, \"params\": ["
	" {\"index\": 0, \"name\": \"p\", \"type\": \"t\", \"verdict\": \"nullable\", \"err\": false}]}],"
	" \"struct_ops\": [{\"struct_ops\": \"o\", \"member\": \"o.m\", \"stub\": \"f\","
	" \"file\": \"f.c\", \"line\": 4, \"args\": ["
	" {\"index\": 0, \"name\": \"p\", \"type\": \"t\", \"verdict\": \"nullable\", \"err\": false}]}]}";

static int quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char path[64], err[512];
	FILE *file;

	libbpf_set_print(quiet);
	snprintf(path, sizeof(path), "/tmp/fuzz-btf-export.%ld.json", (long)getpid());
	file = fopen(path, "w");
	if (!file || fputs(table_text, file) < 0 || fclose(file))
		abort();
	if (null_table__read(path, &table, err, sizeof(err)))
		abort();
	unlink(path);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct export_plan plan = { 0 };
	struct split_counts split_counts;
	struct full_counts full_counts;
	struct btf *base, *split;
	__u32 out_size;

	base = btf__new(data, size);
	if (!base)
		return 0;
	if (!export_plan__build(&plan, table, base)) {
		if (!split_btf__build(&plan, base, &split, &split_counts)) {
			btf__raw_data(split, &out_size);
			btf__free(split);
		}
		if (!full_btf__build(&plan, base, &full_counts))
			btf__raw_data(base, &out_size);
	}
	export_plan__free(&plan);
	btf__free(base);
	return 0;
}
