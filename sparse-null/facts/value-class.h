/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_VALUE_CLASS_H
#define SPARSE_NULL_VALUE_CLASS_H

#include "lib.h"
#include "facts-schema.h"

struct null_flow;

struct value_class {
	enum facts_value kind;
	int param;		/* the parameter it is, whatever .kind says; or -1 */
	struct symbol *callee;
};

/* What pointer @p may be at the instruction the flow analysis is at. */
void value_class__of(struct null_flow *nf, pseudo_t p, struct value_class *out);


#endif
