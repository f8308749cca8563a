/* SPDX-License-Identifier: MIT */
#ifndef TABLE_WRITE_JSON_H
#define TABLE_WRITE_JSON_H

#include "grade.h"

/*
 * Write table.json (schema/TABLE.md) to @path atomically, with a
 * combined table's configurations when @grades has them: 0 or a negative
 * errno.
 */
int write_json__table(const char *path, const struct grades *grades);

#endif
