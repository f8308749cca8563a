/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_VALUE_CLASS_H
#define SPARSE_NULL_VALUE_CLASS_H

#include "lib.h"
#include "facts-schema.h"

struct expression;
struct null_flow;

struct value_class {
	enum facts_value kind;
	int param;		/* the parameter it is, whatever .kind says; or -1 */
	struct symbol *callee;
	struct symbol *field, *owner;	/* FACTS_VALUE_FIELD: the member, its struct */
};

/*
 * A constant neither NULL nor a valid address: a small integer cast to a
 * pointer (SEND_SIG_PRIV is (struct kernel_siginfo *)1, ZERO_SIZE_PTR
 * (void *)16), inside the first page, which the kernel never maps.
 */
bool value_class__is_sentinel(pseudo_t p);

/*
 * What a static initializer's pointer value is: NULL, an address (a
 * string, &object, an array or a function, decaying), or unknown.
 */
enum facts_value value_class__of_initializer(struct expression *init);

/* Is @asm_insn an asm that does nothing: its template empty? */
bool value_class__asm_is_empty(struct instruction *asm_insn);

/*
 * The value an asm that does nothing hands back as @output: an empty
 * template whose output is tied to an input ("=r" with "0"), which
 * RELOC_HIDE() uses to hide per_cpu_ptr()'s arithmetic from the compiler.
 * NULL for any other asm.
 */
pseudo_t value_class__asm_tied_input(struct instruction *asm_insn, pseudo_t output);

/* Does @kind say a NULL may be there (a merge with NULL, tested NULL, __nullable)? */
bool value_class__may_be_null(enum facts_value kind);

/*
 * Is a value of class @kind one that what its function does before or
 * after can still prove not NULL: nothing known of it, a parameter, a
 * call's result, a member's value?
 */
bool value_class__unproven(enum facts_value kind);

/* What pointer @p may be at instruction @at, where the flow analysis is. */
void value_class__of(struct null_flow *nf, struct instruction *at, pseudo_t p,
		     struct value_class *out);

/*
 * The same, but a test the flow saw does not make @p tested NULL (nor a
 * __nullable source nullable): what @p is where it comes from, for the
 * operand of a conversion whose own test would count otherwise.
 */
void value_class__origin(struct null_flow *nf, struct instruction *at, pseudo_t p,
			 struct value_class *out);

#endif
