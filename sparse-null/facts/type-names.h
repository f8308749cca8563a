/* SPDX-License-Identifier: MIT */
/*
 * C type names for the facts' parameter lists, each spelled once per run:
 * show_typename() formats the type anew on every call, and a file lists
 * the same few types thousands of times.
 */
#ifndef SPARSE_NULL_TYPE_NAMES_H
#define SPARSE_NULL_TYPE_NAMES_H

struct symbol;

/* show_typename(@type), kept for the rest of the run. */
const char *type_names__of(struct symbol *type);

#endif
