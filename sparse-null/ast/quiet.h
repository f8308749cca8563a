/* SPDX-License-Identifier: MIT */
/*
 * Work sparse itself never does (a second linearization, a function sparse
 * never linearizes) must not add to what sparse prints: between
 * quiet__begin() and quiet__end() diagnostics go to /dev/null, and the
 * counters that decide which later diagnostics sparse prints are kept.
 */
#ifndef SPARSE_NULL_QUIET_H
#define SPARSE_NULL_QUIET_H

struct quiet {
	int saved_stderr;
	unsigned int fmax_warnings;
	int Wsparse_error, has_error, die_if_error;
};

/* Send diagnostics to /dev/null without counting them as sparse's. */
void quiet__begin(struct quiet *q);

/* Print again, with sparse's counters as quiet__begin() found them. */
void quiet__end(struct quiet *q);

#endif
