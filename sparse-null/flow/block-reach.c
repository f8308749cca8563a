// SPDX-License-Identifier: MIT
/*
 * Which blocks each block reaches, itself included: a bitset per block,
 * made for a function when first asked (a fixed point over its edges),
 * along every edge or along forward edges only (not back to a block
 * dominating the edge's source: a loop's, or tc_new_tfilter()'s
 * `goto replay`).  The path search asks whether a value is still read
 * ahead, and which branches decide whether an instruction is reached:
 * in a function that is one big loop every block reaches every other.
 */
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

#include "flow/flow-priv.h"
#include "flow/null-flow.h"

#define LONG_BITS	((int)(8 * sizeof(unsigned long)))

static int reach_words(struct null_flow *nf)
{
	return (nf->nr_bbs + LONG_BITS - 1) / LONG_BITS;
}

static unsigned long *reach_of(unsigned long *bits, struct null_flow *nf, int block)
{
	return bits + (size_t)block * reach_words(nf);
}

static void set_bit_in(unsigned long *bits, int b)
{
	bits[b / LONG_BITS] |= 1UL << (b % LONG_BITS);
}

static bool bit_in(const unsigned long *bits, int b)
{
	return bits[b / LONG_BITS] & (1UL << (b % LONG_BITS));
}

/* The blocks each block reaches, itself included (a fixed point); @forward: not along back edges. */
static unsigned long *make_reach(struct null_flow *nf, bool forward)
{
	int words = reach_words(nf), b, w;
	struct basic_block *bb, *child;
	bool changed = true;
	unsigned long *bits = calloc((size_t)nf->nr_bbs * words, sizeof(unsigned long));

	if (!bits)
		abort();
	for (b = 0; b < nf->nr_bbs; b++)
		set_bit_in(reach_of(bits, nf, b), b);
	while (changed) {
		changed = false;
		FOR_EACH_PTR_REVERSE(nf->ep->bbs, bb) {
			unsigned long *mine = reach_of(bits, nf, (intptr_t)bb->priv);

			FOR_EACH_PTR(bb->children, child) {
				unsigned long *theirs = reach_of(bits, nf, (intptr_t)child->priv);

				if (forward && null_flow__dominates(nf, child, bb))
					continue;
				for (w = 0; w < words; w++) {
					if (theirs[w] & ~mine[w]) {
						mine[w] |= theirs[w];
						changed = true;
					}
				}
			} END_FOR_EACH_PTR(child);
		} END_FOR_EACH_PTR_REVERSE(bb);
	}
	return bits;
}

/*
 * Is @bb numbered in this function?  A value's users may sit in another
 * IR of it (sparse's own, when sparse-null linearized the function again),
 * whose blocks' numbers are not this one's: they reach nothing here.
 */
static bool numbered(struct null_flow *nf, struct basic_block *bb)
{
	intptr_t b = (intptr_t)bb->priv;

	return b >= 0 && b < nf->nr_bbs && (!nf->blocks || nf->blocks[b] == bb);
}

/* Does @from reach @to in *@bits, made (along forward edges only when @forward) if not yet? */
static bool reaches_in(struct null_flow *nf, unsigned long **bits, bool forward, int from,
		       struct basic_block *to)
{
	if (!numbered(nf, to))
		return false;
	if (!*bits)
		*bits = make_reach(nf, forward);
	return bit_in(reach_of(*bits, nf, from), (intptr_t)to->priv);
}

bool null_flow_block_reaches(struct null_flow *nf, int from, struct basic_block *to)
{
	return reaches_in(nf, &nf->reach, false, from, to);
}

bool null_flow_block_reaches_forward(struct null_flow *nf, int from, struct basic_block *to)
{
	return reaches_in(nf, &nf->reach_forward, true, from, to);
}
