/* SPDX-License-Identifier: MIT */
/*
 * A diagnostics log as sparse, sparse-null and gcc print it, parsed into
 * diagnostics: "file:line:col: warning|error: message", each with the
 * lines that continue it (sparse's "file:line:col:    expected ...",
 * gcc's "note:" lines and indented source excerpts).  Lines that are none
 * of these are counted, never silently dropped: a caller must be able to
 * tell "no diagnostics" from "could not read them".
 */
#ifndef REPORT_DIAG_LOG_H
#define REPORT_DIAG_LOG_H

#include <stdbool.h>
#include <stddef.h>

/* A line continuing a diagnostic, as printed, and its position if any. */
struct diag_note {
	const char *text;	/* the whole line, without its newline */
	const char *file;	/* NULL when the line names no position */
	unsigned int line, col;
};

struct diag {
	const char *file;
	unsigned int line, col;		/* col 0: the line named none */
	const char *severity;		/* "warning", "error", "fatal error" */
	const char *message;		/* after "severity: " */
	const char *text;		/* the whole first line */
	const char *function;		/* gcc's "In function 'f'" context */
	struct diag_note *notes;
	size_t nr_notes, alloc_notes;
	size_t log_line;		/* 1-based line in the log */
};

/* A line that is neither a diagnostic, a continuation nor known noise. */
struct diag_skipped {
	const char *text;
	size_t log_line;
};

struct diag_log {
	const char *path;		/* for messages */
	char *buf;			/* the log's lines, as printed */
	char *fields;			/* a second copy, cut into fields */
	struct diag *diags;
	size_t nr_diags, alloc_diags;
	struct diag_skipped *skipped;
	size_t nr_skipped, alloc_skipped;
	size_t nr_lines;
	bool truncated;			/* the last line has no newline */
};

/*
 * Read and parse the log at @path ("-" is standard input).  Returns 0 or
 * a negative errno (the file could not be read, or memory ran out); on
 * error @log holds nothing to free.
 */
int diag_log__read(struct diag_log *log, const char *path);

/*
 * Parse @len bytes of @data, which the log copies.  @path names the log
 * in messages.  Returns 0 or -ENOMEM.
 */
int diag_log__parse(struct diag_log *log, const char *path, const char *data, size_t len);

/* Free everything @log holds. */
void diag_log__free(struct diag_log *log);

#endif
