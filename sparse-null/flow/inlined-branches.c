// SPDX-License-Identifier: MIT
/*
 * Which branches are tests an inlined helper makes, not the function's
 * own.  A helper's defensive `if (sk && sk->sk_policy[0])` says its author
 * allowed every caller to pass NULL, not that this caller's value may be
 * NULL: tcp_v4_rcv() passes `req->rsk_listener` through xfrm4_policy_check()
 * to tcp_inbound_hash(), and only the helper tests it.  Such a test still
 * proves the value not NULL past it, but does not make it "tested NULL".
 *
 * Sparse keeps the helper's positions in inlined code.  Function bodies do
 * not nest, so the body holding a position is the one, among the checked
 * function's and those of the functions inlined into it, that starts last
 * before it in the same file.  A macro's text counts as the function's:
 * sparse places it where the macro is used.
 */
#include <stdint.h>
#include <stdlib.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "array.h"
#include "flow/flow-priv.h"
#include "flow/null-flow.h"

/* Where the body of function @fn starts, or a position of type 0. */
static struct position body_start(struct symbol *fn)
{
	struct symbol *type = fn ? fn->ctype.base_type : NULL;
	struct statement *body;
	struct position none = { 0 };

	if (!type || type->type != SYM_FN)
		return none;
	body = type->stmt ? type->stmt : type->inline_stmt;
	return body ? body->pos : none;
}

static bool before(struct position a, struct position b)
{
	return a.line < b.line || (a.line == b.line && a.pos <= b.pos);
}

static int compare_positions(const void *a, const void *b)
{
	const struct position *x = a, *y = b;

	if (x->stream != y->stream)
		return x->stream < y->stream ? -1 : 1;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/*
 * Where the bodies of the functions inlined into @ep start, sorted, so
 * that each branch finds the last one before it by bisection: a function
 * with hundreds of inlined calls has hundreds of branches too.  Returns
 * their number.
 */
static int inlined_bodies(struct entrypoint *ep, struct position **starts)
{
	struct instruction *const *insns, *insn;
	struct position start;
	size_t alloc = 0;
	int i, nr_insns, nr = 0;

	*starts = NULL;
	insns = null_flow__insns(ep, &nr_insns);
	for (i = 0; i < nr_insns; i++) {
		insn = insns[i];
		if (insn->opcode != OP_INLINED_CALL)
			continue;
		start = body_start(null_flow__callee(insn));
		if (!start.type)
			continue;
		if (ARRAY_ENSURE(*starts, alloc, nr + 1))
			die("out of memory");
		(*starts)[nr++] = start;
	}
	if (nr)
		qsort(*starts, nr, sizeof(**starts), compare_positions);
	return nr;
}

/* The last of the @nr sorted @starts at or before @at in its file, or NULL. */
static const struct position *last_start(const struct position *starts, int nr,
					 struct position at)
{
	const struct position *found = NULL;
	int low = 0, high = nr;

	while (low < high) {
		int mid = low + (high - low) / 2;

		if (compare_positions(&starts[mid], &at) <= 0) {
			found = &starts[mid];
			low = mid + 1;
		} else {
			high = mid;
		}
	}
	return found && found->stream == at.stream ? found : NULL;
}

/*
 * Is @at in an inlined helper's body rather than the checked function's
 * (whose body starts at @own)?  The body holding it starts last before it.
 * sparse drops an inlined call's marker with the block it ends, when that
 * block is merged away (a helper inlined under an `if`): a position before
 * the function's body, or in another file, is a helper's all the same.
 */
static bool in_helper(struct position own, const struct position *starts, int nr,
		      struct position at)
{
	const struct position *helper = last_start(starts, nr, at);

	if (!own.type)
		return helper != NULL;
	if (own.stream != at.stream || !before(own, at))
		return true;
	return helper && before(own, *helper);
}

void null_inlined_branches__mark(struct null_flow *nf)
{
	struct position own = body_start(nf->ep->name), *starts;
	int nr = inlined_bodies(nf->ep, &starts);
	struct basic_block *bb;
	struct instruction *last;

	nf->helper_test = calloc(nf->nr_bbs, sizeof(*nf->helper_test));
	if (!nf->helper_test)
		die("out of memory");
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		last = last_instruction(bb->insns);
		if (last && last->bb && (last->opcode == OP_CBR || last->opcode == OP_SWITCH))
			nf->helper_test[(intptr_t)bb->priv] = in_helper(own, starts, nr, last->pos);
	} END_FOR_EACH_PTR(bb);
	free(starts);
}
