/* SPDX-License-Identifier: MIT */
/*
 * What a pointer argument may hold, as a set of three classes: NULL, an
 * ERR_PTR (the top 4095 addresses) or a valid pointer (anything else).
 * Conditional jumps split the set between their two successors.
 */
#ifndef BPF_CHECK_ARG_CLASS_H
#define BPF_CHECK_ARG_CLASS_H

#include <stdbool.h>
#include <stdint.h>

/* The BPF trampoline passes at most 12 arguments. */
#define MAX_PROG_ARGS	12

#define ARG_MAY_NULL	0x1
#define ARG_MAY_ERR	0x2
#define ARG_MAY_VALID	0x4
#define ARG_MAY_ANY	(ARG_MAY_NULL | ARG_MAY_ERR | ARG_MAY_VALID)

/*
 * The classes of @may for which "(arg + @offset) OP @k" can be @taken,
 * where @op is a BPF_JMP comparison (BPF_JEQ, BPF_JNE, BPF_JGT, BPF_JGE,
 * BPF_JLT, BPF_JLE, unsigned, 64-bit).  Other operations keep @may whole.
 * An empty result means the branch cannot be taken.
 */
unsigned arg_class__refine(unsigned may, int64_t offset, unsigned op,
			   uint64_t k, bool taken);

/* @op with its operands swapped ("k OP x" as "x OP' k"). */
unsigned arg_class__swap_op(unsigned op);

#endif
