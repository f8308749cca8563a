// SPDX-License-Identifier: MIT
/*
 * Assertions are not paths.  `WARN_ON_ONCE(sg == NULL)` tests sg, but its
 * NULL side only reports and falls through to the code after it: the
 * author claims sg is never NULL there (ata_sg_clean() before
 * dma_unmap_sg() in drivers/ata/libata-core.c), and no path on which sg is
 * NULL is known.  Such a test does not make the value "tested NULL"; it
 * proves nothing either.  `if (WARN_ON(!p)) return;` still proves p past
 * it, as any test does on its other side.
 *
 * After sparse's simplifier the kernel's WARN_ON(), WARN_ON_ONCE(), WARN()
 * and WARN_ONCE() (x86, CONFIG_GENERIC_BUG) are a branch to one block that
 * holds the warning trap, an asm statement adding a __bug_table entry
 * (BUG() uses one too, but nothing falls through from it), maybe the
 * message's __warn_printk() and the once flag's store, and that jumps to
 * the other side of the branch.  Architectures without the trap call
 * warn_slowpath_fmt() instead.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "flow/flow-priv.h"
#include "flow/null-flow.h"

/* The kernel's warning trap, or its out-of-line warning call. */
static bool is_warning(struct instruction *insn)
{
	struct symbol *fn;

	if (insn->opcode == OP_ASM)
		return insn->string && strstr(insn->string, "__bug_table");
	fn = insn->opcode == OP_CALL ? null_flow__callee(insn) : NULL;
	return fn && ident__is(fn->ident, "warn_slowpath_fmt");
}

/* A store the warning may make: WARN_ONCE()'s flag, a static object. */
static bool is_flag_store(struct instruction *insn)
{
	struct symbol *sym;

	if (insn->src->type != PSEUDO_SYM)
		return false;
	sym = insn->src->sym;
	return sym->ctype.modifiers & MOD_STATIC;
}

/*
 * Does @bb only warn and then jump to @join?  Its message may call
 * functions (__warn_printk(), dev_name()); it stores nothing but a flag.
 */
static bool only_warns(struct basic_block *bb, struct basic_block *join)
{
	struct instruction *insn, *last = last_instruction(bb->insns);
	bool warns = false;

	if (!last || last->opcode != OP_BR || last->bb_true != join)
		return false;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		if (is_warning(insn))
			warns = true;
		else if (insn->opcode == OP_STORE && !is_flag_store(insn))
			return false;
	} END_FOR_EACH_PTR(insn);
	return warns;
}

void null_assertions__mark(struct null_flow *nf)
{
	struct basic_block *bb;
	struct instruction *last;

	nf->warn_side = calloc(nf->nr_bbs, sizeof(*nf->warn_side));
	if (!nf->warn_side)
		die("out of memory");
	FOR_EACH_PTR(nf->ep->bbs, bb) {
		last = null_flow__two_way_branch(bb);
		if (!last)
			continue;
		if (only_warns(last->bb_true, last->bb_false))
			nf->warn_side[(intptr_t)bb->priv] = last->bb_true;
		else if (only_warns(last->bb_false, last->bb_true))
			nf->warn_side[(intptr_t)bb->priv] = last->bb_false;
	} END_FOR_EACH_PTR(bb);
}
