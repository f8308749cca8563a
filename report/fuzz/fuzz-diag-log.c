// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: any bytes as a diagnostics log, parsed, keyed, diffed
 * against themselves and converted to SARIF.  A crash, a leak or a
 * sanitizer report is a bug; so is a log that does not match itself.
 */
#include <stdint.h>
#include <stdlib.h>

#include "diag-key.h"
#include "log-diff.h"
#include "sarif-write.h"

static void check_self_match(const uint8_t *data, size_t size)
{
	struct log_side old = { 0 }, new = { 0 };
	size_t i;

	if (diag_log__parse(&old.log, "old", (const char *)data, size) ||
	    diag_log__parse(&new.log, "new", (const char *)data, size))
		goto out;
	if (log_diff__match(&old, &new))
		goto out;
	for (i = 0; i < new.log.nr_diags; i++)
		if (!new.matched[i])
			abort();
out:
	log_side__free(&old);
	log_side__free(&new);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sarif_options opts = { .tool = "sparse-null", .srcroot = "/src" };
	struct diag_log log;

	check_self_match(data, size);
	if (diag_log__parse(&log, "fuzz", (const char *)data, size))
		return 0;
	json_decref(sarif_write__log(&log, &opts));
	diag_log__free(&log);
	return 0;
}
