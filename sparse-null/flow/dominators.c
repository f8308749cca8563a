// SPDX-License-Identifier: MIT
/*
 * Dominators of the blocks of the function being checked, computed when
 * first needed, by Cooper, Harvey and Kennedy's iteration over a reverse
 * postorder.  A block that every path to another passes through holds
 * what that block can rely on: the sides of earlier tests (correlated.c),
 * the calls a value was handed to before (before.c).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"

#include "flow/flow-priv.h"

static int index_of(struct basic_block *bb)
{
	return (intptr_t)bb->priv;
}

/*
 * The blocks reachable from the entry in postorder (a depth-first walk)
 * into @order, their numbers in it into @postorder; returns how many.
 */
static int number_postorder(struct null_flow *nf, struct basic_block **order, int *postorder)
{
	struct basic_block *bb, *child, **stack;
	int depth = 0, edges = 0, n = 0, i;
	bool *expanded;

	FOR_EACH_PTR(nf->ep->bbs, bb) {
		edges += bb_list_size(bb->children);
	} END_FOR_EACH_PTR(bb);
	stack = malloc((nf->nr_bbs + edges + 1) * sizeof(*stack));
	expanded = calloc(nf->nr_bbs, sizeof(*expanded));
	if (!stack || !expanded)
		die("out of memory");
	stack[depth++] = nf->ep->entry->bb;
	while (depth) {
		bb = stack[--depth];
		if (!bb) {
			/* the marker above a block's children: they are done */
			bb = stack[--depth];
			order[n] = bb;
			postorder[index_of(bb)] = n++;
			continue;
		}
		i = index_of(bb);
		if (expanded[i])
			continue;
		expanded[i] = true;
		stack[depth++] = bb;
		stack[depth++] = NULL;
		FOR_EACH_PTR_REVERSE(bb->children, child) {
			if (!expanded[index_of(child)])
				stack[depth++] = child;
		} END_FOR_EACH_PTR_REVERSE(child);
	}
	free(stack);
	free(expanded);
	return n;
}

static int intersect(const int *idom, const int *postorder, int a, int b)
{
	while (a != b) {
		while (postorder[a] < postorder[b])
			a = idom[a];
		while (postorder[b] < postorder[a])
			b = idom[b];
	}
	return a;
}

/* nf->idom: each reachable block's immediate dominator (the entry its own), else -1. */
static void compute_dominators(struct null_flow *nf)
{
	int *postorder = malloc(nf->nr_bbs * sizeof(*postorder));
	struct basic_block **order = malloc(nf->nr_bbs * sizeof(*order));
	struct basic_block *bb, *parent;
	int i, n, b, p, idom, entry;
	bool changed = true;

	nf->idom = malloc(nf->nr_bbs * sizeof(*nf->idom));
	nf->blocks = malloc(nf->nr_bbs * sizeof(*nf->blocks));
	if (!postorder || !order || !nf->idom || !nf->blocks)
		die("out of memory");
	for (i = 0; i < nf->nr_bbs; i++)
		nf->idom[i] = -1;
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		nf->blocks[index_of(bb)] = bb;
	} END_FOR_EACH_PTR(bb);
	n = number_postorder(nf, order, postorder);
	entry = index_of(nf->ep->entry->bb);
	nf->idom[entry] = entry;
	while (changed) {
		changed = false;
		for (i = n - 2; i >= 0; i--) {
			b = index_of(order[i]);
			idom = -1;
			FOR_EACH_PTR(order[i]->parents, parent) {
				p = index_of(parent);
				if (nf->idom[p] < 0)
					continue;
				idom = idom < 0 ? p : intersect(nf->idom, postorder, p, idom);
			} END_FOR_EACH_PTR(parent);
			if (idom != nf->idom[b]) {
				nf->idom[b] = idom;
				changed = true;
			}
		}
	}
	free(postorder);
	free(order);
}

struct basic_block *null_flow_idom(struct null_flow *nf, struct basic_block *bb)
{
	int i = index_of(bb);

	if (!nf->idom)
		compute_dominators(nf);
	if (nf->idom[i] < 0 || nf->idom[i] == i)
		return NULL;
	return nf->blocks[nf->idom[i]];
}

bool null_flow__dominates(struct null_flow *nf, struct basic_block *dom, struct basic_block *bb)
{
	for (; bb; bb = null_flow_idom(nf, bb)) {
		if (bb == dom)
			return true;
	}
	return false;
}
