// SPDX-License-Identifier: MIT
/*
 * Joining two states must only ever lose information, so that following
 * a loop reaches a fixed point: every value can change at most twice
 * (exact to inexact argument, then to VALUE_OTHER) and argument classes
 * only grow.
 */
#include <string.h>

#include "flow-state.h"

struct value value__make(enum value_kind kind, int64_t num)
{
	struct value v;

	memset(&v, 0, sizeof(v));
	v.kind = kind;
	v.num = num;
	return v;
}

struct value value__arg(unsigned index)
{
	struct value v = value__make(VALUE_ARG, 0);

	v.index = index;
	v.exact = 1;
	return v;
}

bool value__equal(const struct value *a, const struct value *b)
{
	if (a->kind != b->kind)
		return false;
	if (a->kind == VALUE_OTHER)
		return true;
	if (a->index != b->index || a->exact != b->exact)
		return false;
	return (a->kind == VALUE_ARG && !a->exact) || a->num == b->num;
}

static bool value__join(struct value *dst, const struct value *src)
{
	if (dst->kind == VALUE_OTHER || value__equal(dst, src))
		return false;
	if (dst->kind == VALUE_ARG && src->kind == VALUE_ARG &&
	    dst->index == src->index) {
		if (!dst->exact)
			return false;
		dst->exact = 0;
		dst->num = 0;
		return true;
	}
	*dst = value__make(VALUE_OTHER, 0);
	return true;
}

bool flow_state__join(struct flow_state *dst, const struct flow_state *src)
{
	bool changed = false;

	for (int i = 0; i < NR_REGS; i++)
		changed |= value__join(&dst->regs[i], &src->regs[i]);
	for (int i = 0; i < NR_SLOTS; i++)
		changed |= value__join(&dst->slots[i], &src->slots[i]);
	for (int i = 0; i < MAX_PROG_ARGS; i++) {
		uint8_t may = dst->may[i] | src->may[i];

		changed |= may != dst->may[i];
		dst->may[i] = may;
	}
	return changed;
}

int flow_state__slot(int64_t off)
{
	if (off < -STACK_SIZE || off >= 0)
		return -1;
	return (int)((off + STACK_SIZE) / 8);
}

void flow_state__clobber(struct flow_state *st, int64_t off, int64_t size)
{
	int64_t first = off < -STACK_SIZE ? -STACK_SIZE : off;
	int64_t end = off + size > 0 ? 0 : off + size;

	for (int64_t at = first & ~(int64_t)7; at < end; at += 8) {
		int slot = flow_state__slot(at);

		if (slot >= 0)
			st->slots[slot] = value__make(VALUE_OTHER, 0);
	}
}
