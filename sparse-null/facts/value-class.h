/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_VALUE_CLASS_H
#define SPARSE_NULL_VALUE_CLASS_H

#include "lib.h"

struct null_flow;

enum value_kind {
	VALUE_UNKNOWN,
	VALUE_NULL,		/* NULL, on some path */
	VALUE_TESTED_NULL,	/* a test found it NULL on some path here */
	VALUE_NULLABLE,		/* from a __nullable source, not tested */
	VALUE_CALL,		/* the result of calling .callee */
	VALUE_ERR,		/* an ERR_PTR, or found one by IS_ERR() */
	VALUE_NONNULL,		/* an address, or tested or dereferenced */
	VALUE_PARAM,		/* parameter .param of the function, as passed in */
};

struct value_class {
	enum value_kind kind;
	int param;		/* the parameter it is, whatever .kind says; or -1 */
	struct symbol *callee;
};

/* What pointer @p may be at the instruction the flow analysis is at. */
void value_class__of(struct null_flow *nf, pseudo_t p, struct value_class *out);

/* The name of @kind in facts records ("null", "nonnull", ...). */
const char *value_class__name(enum value_kind kind);

#endif
