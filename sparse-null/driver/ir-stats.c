// SPDX-License-Identifier: MIT
#include <stdio.h>

#include "lib.h"
#include "linearize.h"

#include "driver/ir-stats.h"

static long functions, grown, sparse_blocks, our_blocks;

static int blocks(struct entrypoint *ep)
{
	return ep ? ptr_list_size((struct ptr_list *)ep->bbs) : 0;
}

void ir_stats__count(struct entrypoint *sparse, struct entrypoint *ours)
{
	int before = blocks(sparse), after = blocks(ours);

	functions++;
	grown += after > before;
	sparse_blocks += before;
	our_blocks += after;
}

void ir_stats__print(void)
{
	fprintf(stderr, "sparse-null: ir-stats: %ld functions, %ld with more blocks in "
		"sparse-null's IR; %ld blocks in sparse's IR, %ld in sparse-null's\n",
		functions, grown, sparse_blocks, our_blocks);
}
