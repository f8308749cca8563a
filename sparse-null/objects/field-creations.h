/* SPDX-License-Identifier: MIT */
/*
 * Where structs come into being with their pointer members NULL (or
 * garbage) until something is stored there: an allocation made a struct
 * pointer (`p = kzalloc(...)`), memset() of one, a local struct, a static
 * or global one.  A "create" record names, for a named struct the new
 * object holds (itself, the structs embedded in it), the pointer members
 * not set on some path before the object is published (object-walk.h
 * says when it is).  Such a member is not proven by its stores
 * (field-stores.h); creation-records.h writes the records.
 */
#ifndef SPARSE_NULL_FIELD_CREATIONS_H
#define SPARSE_NULL_FIELD_CREATIONS_H

struct entrypoint;
struct symbol;

/* A new file: no function of it walked yet. */
void field_creations__begin(void);

/* The "create" (and "store") records of static or global object @sym. */
void field_creations__see_symbol(struct symbol *sym);

/* The "create" records of the objects function @ep makes. */
void field_creations__see_function(struct entrypoint *ep);

#endif
