/* SPDX-License-Identifier: MIT */
/*
 * The abstract machine state at one instruction: what each register and
 * each 8-byte stack slot of the current frame holds, and which classes
 * (arg-class.h) each argument may still be in.
 */
#ifndef BPF_CHECK_FLOW_STATE_H
#define BPF_CHECK_FLOW_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "arg-class.h"

#define NR_REGS		11
#define STACK_SIZE	512
#define NR_SLOTS	(STACK_SIZE / 8)

enum value_kind {
	VALUE_OTHER,		/* nothing the checker follows */
	VALUE_CTX,		/* the context, plus num */
	VALUE_ARG,		/* argument index, plus num when exact */
	VALUE_STACK,		/* frame index's stack pointer, plus num */
	VALUE_CONST,		/* the number num */
};

struct value {
	uint8_t kind;
	uint8_t index;
	uint8_t exact;		/* VALUE_ARG: num is the known offset */
	int64_t num;
};

struct flow_state {
	struct value regs[NR_REGS];
	struct value slots[NR_SLOTS];	/* slot i: fp - STACK_SIZE + 8 * i */
	uint8_t may[MAX_PROG_ARGS];
};

/* A value of @kind; index and exact cleared. */
struct value value__make(enum value_kind kind, int64_t num);

/* Argument @index at offset 0. */
struct value value__arg(unsigned index);

/* Do @a and @b say the same thing? */
bool value__equal(const struct value *a, const struct value *b);

/*
 * Join @src into @dst, the state where two paths meet: a register or slot
 * that differs holds VALUE_OTHER (the same argument at two offsets stays
 * that argument, offset unknown), argument classes are united.  Returns
 * whether @dst changed.
 */
bool flow_state__join(struct flow_state *dst, const struct flow_state *src);

/* The slot holding stack offset @off (negative), or -1 outside the stack. */
int flow_state__slot(int64_t off);

/* Forget the slots overlapping [@off, @off + @size). */
void flow_state__clobber(struct flow_state *st, int64_t off, int64_t size);

#endif
