/* SPDX-License-Identifier: MIT */
/*
 * A rule id per kind of diagnostic, read from the message: sparse-null's
 * checks by their -W names (nullable-deref, ...), sparse's kinds
 * (address-space, context-imbalance, cast, bitwise, ...), gcc's by the
 * "[-Wflag]" it prints.  The table is in report/README.md.
 */
#ifndef REPORT_RULE_ID_H
#define REPORT_RULE_ID_H

#include "diag-log.h"

/*
 * The rule id of @d: gcc's flag name when the message ends in "[-Wflag]"
 * (written into @buf of @size bytes), else the first rule whose pattern
 * the message holds, else the severity ("warning", "error",
 * "fatal-error").
 */
const char *rule_id__of(const struct diag *d, char *buf, size_t size);

/* A one-line description of rule @id, for SARIF's rule metadata. */
const char *rule_id__describe(const char *id);

#endif
