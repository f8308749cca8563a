/* SPDX-License-Identifier: MIT */
/*
 * Which function a line of a C file belongs to, from a scan of the file in
 * kernel style: a function definition starts with a line at column 0 that
 * names it ("static int name(...)") and its body is the block from the
 * next "{" at column 0 to the next "}" at column 0.  Not a C parser: good
 * enough to key diagnostics by function, so that they survive line shifts.
 */
#ifndef REPORT_FUNC_SCAN_H
#define REPORT_FUNC_SCAN_H

#include <stddef.h>

struct func_span {
	unsigned int first, last;	/* lines of the body, inclusive */
	char *name;
};

struct func_scan {
	struct func_span *spans;	/* in line order, not overlapping */
	size_t nr_spans;
};

/*
 * Scan the C source @data of @len bytes.  Returns 0 or -ENOMEM (then
 * @scan holds nothing).
 */
int func_scan__parse(struct func_scan *scan, const char *data, size_t len);

/* Scan the file at @path: 0, or a negative errno when it cannot be read. */
int func_scan__read(struct func_scan *scan, const char *path);

/* The function whose body holds @line, or NULL at file scope. */
const char *func_scan__lookup(const struct func_scan *scan, unsigned int line);

/* Free what @scan holds. */
void func_scan__free(struct func_scan *scan);

#endif
