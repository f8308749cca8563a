/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_CALL_FACTS_H
#define SPARSE_NULL_CALL_FACTS_H

#include <stdbool.h>

struct symbol;

/* Does @fn, defined in this file, return NULL on some path? */
bool call_facts__returns_null(struct symbol *fn);

#endif
