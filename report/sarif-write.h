/* SPDX-License-Identifier: MIT */
/*
 * A parsed diagnostics log as a SARIF 2.1.0 log: one run, one result per
 * diagnostic with its rule id (rule-id.h), its location, and its
 * continuation lines as related locations; lines of the log that are no
 * diagnostic become tool execution notifications, so nothing is dropped
 * silently.
 */
#ifndef REPORT_SARIF_WRITE_H
#define REPORT_SARIF_WRITE_H

#include <jansson.h>

#include "diag-log.h"

struct sarif_options {
	const char *tool;	/* driver name: "sparse-null" */
	const char *srcroot;	/* absolute directory relative paths are in, or NULL */
};

/* The SARIF document for @log, or NULL when memory ran out. */
json_t *sarif_write__log(const struct diag_log *log, const struct sarif_options *opts);

#endif
