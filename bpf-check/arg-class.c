// SPDX-License-Identifier: MIT
/*
 * Each class is an interval of unsigned 64-bit values; a comparison
 * against a constant may be true, false or both over an interval, once
 * the interval is shifted by the offset the program added to the pointer
 * (clang turns IS_ERR_OR_NULL(p) into "p - 1 >= -4096").
 */
#include <linux/bpf.h>

#include "arg-class.h"

#define MAX_ERRNO	4095ULL

struct interval {
	uint64_t lo, hi;
};

static const struct interval class_range[] = {
	{ 0, 0 },				/* ARG_MAY_NULL */
	{ -MAX_ERRNO, UINT64_MAX },		/* ARG_MAY_ERR */
	{ 1, -MAX_ERRNO - 1 },			/* ARG_MAY_VALID */
};

/* Can "x OP k" be true, and can it be false, for some x in [lo, hi]? */
static void compare_range(struct interval r, unsigned op, uint64_t k,
			  bool *can_true, bool *can_false)
{
	switch (op) {
	case BPF_JEQ:
	case BPF_JNE:
		*can_true = r.lo <= k && k <= r.hi;
		*can_false = !(r.lo == k && r.hi == k);
		if (op == BPF_JNE) {
			bool t = *can_true;

			*can_true = *can_false;
			*can_false = t;
		}
		return;
	case BPF_JGT:
		*can_true = r.hi > k;
		*can_false = r.lo <= k;
		return;
	case BPF_JGE:
		*can_true = r.hi >= k;
		*can_false = r.lo < k;
		return;
	case BPF_JLT:
		*can_true = r.lo < k;
		*can_false = r.hi >= k;
		return;
	case BPF_JLE:
		*can_true = r.lo <= k;
		*can_false = r.hi > k;
		return;
	default:
		*can_true = *can_false = true;
	}
}

unsigned arg_class__refine(unsigned may, int64_t offset, unsigned op,
			   uint64_t k, bool taken)
{
	unsigned result = 0;

	for (unsigned i = 0; i < 3; i++) {
		unsigned bit = 1u << i;
		struct interval r = class_range[i];
		bool can_true, can_false;

		if (!(may & bit))
			continue;
		r.lo += (uint64_t)offset;
		r.hi += (uint64_t)offset;
		if (r.lo > r.hi) {
			/* the shifted interval wraps: it may compare any way */
			result |= bit;
			continue;
		}
		compare_range(r, op, k, &can_true, &can_false);
		if (taken ? can_true : can_false)
			result |= bit;
	}
	return result;
}

unsigned arg_class__swap_op(unsigned op)
{
	switch (op) {
	case BPF_JGT:
		return BPF_JLT;
	case BPF_JGE:
		return BPF_JLE;
	case BPF_JLT:
		return BPF_JGT;
	case BPF_JLE:
		return BPF_JGE;
	default:
		return op;
	}
}
