/* SPDX-License-Identifier: MIT */
/*
 * Which diagnostics of a new log are new, and which of an old log went
 * away: each side's diagnostics are keyed (diag-key.h) and matched as
 * multisets, so a second copy of an old diagnostic is new.  The enclosing
 * function is part of a key only when the file's source can be read in
 * both trees; otherwise the two sides would never agree.
 */
#ifndef REPORT_LOG_DIFF_H
#define REPORT_LOG_DIFF_H

#include <stdbool.h>

#include "diag-log.h"
#include "source-cache.h"

struct log_side {
	struct diag_log log;
	struct source_cache sources;	/* .tree set by the caller, or NULL */
	char **keys;			/* one per diagnostic */
	bool *matched;			/* has a counterpart on the other side */
	bool *skipped_matched;		/* per skipped line: the other side has it too */
};

/* Key and match the diagnostics of @old and @new: 0 or -ENOMEM. */
int log_diff__match(struct log_side *old, struct log_side *new);

/* Free what log_diff__match() and the caller's log and sources hold. */
void log_side__free(struct log_side *side);

#endif
