/* SPDX-License-Identifier: MIT */
/*
 * A kernel's own raw_tp_null_args[] (kernel/bpf/btf.c), read line by
 * line: the table adds to it, bpf-null-check predicts that kernel's
 * verifier from it.
 */
#ifndef SCHEMA_RAW_TP_LIST_H
#define SCHEMA_RAW_TP_LIST_H

#include <stddef.h>

/* One `{ "event", 0x1 | 0x200 },` line of the array. */
struct raw_tp_entry {
	char *event;
	unsigned long long mask;	/* a nibble per argument: 0x1 NULL, 0x2 ERR_PTR */
	size_t line;			/* 0-based index into .lines */
};

struct raw_tp_list {
	char **lines;			/* the whole file, each with its newline */
	size_t nr_lines;
	size_t start, end;		/* the declaration and "};" lines, 0-based */
	struct raw_tp_entry *entries;	/* in the file's order */
	size_t nr_entries;
};

/* What a kernel's verifier makes of tracepoint arguments, by its kernel/bpf/btf.c. */
enum raw_tp_verifier {
	RAW_TP_VERIFIER_LIST,		/* raw_tp_null_args[] says which may be NULL */
	RAW_TP_VERIFIER_NAMES,		/* no array: __nullable parameter names only */
	RAW_TP_VERIFIER_TRUSTS_ALL,	/* neither (Linux 6.1): every argument trusted */
};

/*
 * Read @path into @list: 0; -ENODATA when the file never names
 * raw_tp_null_args (a kernel without the list); -EINVAL when it names it
 * but holds no "raw_tp_null_args[] = {" line with a "};" line after it;
 * or the negative errno of reading the file.
 */
int raw_tp_list__read(struct raw_tp_list *list, const char *path);

/*
 * Read a kernel's kernel/bpf/btf.c @path into @list and say in *@verifier
 * what its verifier checks: the array when there is one, else (an empty
 * list) __nullable names when the file spells the suffix, else nothing.
 * Returns 0; -ENOTTY when @path has neither the array nor the
 * btf_ctx_access() that types tracepoint arguments (not that file);
 * raw_tp_list__read()'s -EINVAL for a damaged array; or the negative
 * errno of reading it.
 */
int raw_tp_list__read_kernel(struct raw_tp_list *list, const char *path,
			     enum raw_tp_verifier *verifier);

/*
 * The entry the verifier uses for @event: the first of that name, as
 * btf_ctx_access() stops at the first match; NULL when there is none.
 */
const struct raw_tp_entry *raw_tp_list__find(const struct raw_tp_list *list, const char *event);

/* Free what raw_tp_list__read() allocated. */
void raw_tp_list__free(struct raw_tp_list *list);

#endif
