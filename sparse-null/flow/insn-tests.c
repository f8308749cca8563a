// SPDX-License-Identifier: MIT
/*
 * Small questions about one instruction (or the address arithmetic
 * behind an operand) that the flow analysis's steps all ask: the solver,
 * the walks after and before an instruction, the assertions.  They look
 * at the IR only, and at which values are followed, never at the states
 * being solved, so they sit below every step and call none of them.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "symbol.h"

#include "hmap.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

struct symbol *null_flow__callee(struct instruction *call)
{
	return call->func->type == PSEUDO_SYM ? call->func->sym : NULL;
}

struct instruction *null_flow__two_way_branch(struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);

	if (!last || !last->bb || last->opcode != OP_CBR || last->bb_true == last->bb_false)
		return NULL;
	return last;
}

static bool template_accesses(const char *template)
{
	return *template && !strstr(template, "prefetch") && !strstr(template, "%gs:") &&
	       !strstr(template, "__ex_table");
}

/*
 * Every step that meets an asm asks, and the inlined copies of an atomic
 * or a bit operation share its template: the answer is kept per template
 * (its text never changes).
 */
struct asm_template {
	const char *text;
	bool accesses;
};

static struct hmap templates;

static bool same_template(const void *a, const void *b)
{
	return ((const struct asm_template *)a)->text == ((const struct asm_template *)b)->text;
}

bool null_flow_asm_accesses(struct instruction *insn)
{
	struct asm_template probe = { insn->string }, *known;
	uint64_t hash;

	if (!insn->asm_rules || !insn->string)
		return false;
	hash = hmap__hash(HMAP_SEED, &probe.text, sizeof(probe.text));
	if (!templates.equal)
		hmap__init(&templates, same_template);
	known = hmap__find(&templates, hash, &probe);
	if (known)
		return known->accesses;
	known = malloc(sizeof(*known));
	if (!known)
		die("out of memory");
	*known = (struct asm_template){ insn->string, template_accesses(insn->string) };
	if (!hmap__add(&templates, hash, known))
		die("out of memory");
	return known->accesses;
}

bool null_flow_computed_from(struct null_flow *nf, pseudo_t addr, int value, int depth)
{
	struct instruction *def;

	addr = null_cond__root(addr);
	if (null_flow_index(nf, addr) == value)
		return true;
	if (depth >= ADDRESS_DEPTH || addr->type != PSEUDO_REG || !(def = addr->def))
		return false;
	if (def->opcode != OP_ADD && def->opcode != OP_SUB)
		return false;
	return null_flow_computed_from(nf, def->src1, value, depth + 1) ||
	       (def->opcode == OP_ADD && null_flow_computed_from(nf, def->src2, value, depth + 1));
}

/* sparse names the phi sources of every return merge, inlined ones' too. */
static bool return_merge(struct instruction *phi)
{
	pseudo_t src;

	FOR_EACH_PTR(phi->phi_list, src) {
		if (src != VOID && src->ident == &return_ident)
			return true;
	} END_FOR_EACH_PTR(src);
	return false;
}

bool null_flow_merged_return(struct instruction *ret)
{
	pseudo_t src = ret->src;

	return src && src->type == PSEUDO_REG && src->def && src->def->opcode == OP_PHI &&
	       return_merge(src->def);
}

bool null_flow_returned_source(struct instruction *phisrc)
{
	struct pseudo_user *pu, *ru;

	if (phisrc->target->ident != &return_ident)
		return false;
	FOR_EACH_PTR(phisrc->target->users, pu) {
		if (!pu->insn->bb || pu->insn->opcode != OP_PHI)
			continue;
		FOR_EACH_PTR(pu->insn->target->users, ru) {
			if (ru->insn->bb && ru->insn->opcode == OP_RET)
				return true;
		} END_FOR_EACH_PTR(ru);
	} END_FOR_EACH_PTR(pu);
	return false;
}

/* Is anything stored at @offset from @base in the function? */
static bool stored_to(struct entrypoint *ep, pseudo_t base, long long offset)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_STORE && insn->src == base &&
			    insn->offset == offset)
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

bool null_flow_same_test(struct null_flow *nf, pseudo_t a, pseudo_t b)
{
	struct instruction *x, *y;

	if (a == b)
		return true;
	if (a->type != PSEUDO_REG || b->type != PSEUDO_REG)
		return false;
	x = a->def;
	y = b->def;
	return x && y && x->opcode == OP_LOAD && y->opcode == OP_LOAD &&
	       x->src == y->src && x->offset == y->offset && x->size == y->size &&
	       !stored_to(nf->ep, x->src, x->offset);
}
