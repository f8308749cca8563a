// SPDX-License-Identifier: MIT
/*
 * What a function does with a value after one of its instructions (a
 * trace call).  Dereferenced on every path to a return: a NULL there
 * would crash the function anyway, so the value is not NULL at that
 * instruction.  Tested against NULL on some path: the function takes NULL
 * by contract (dma_free_attrs() traces cpu_addr before its own `if
 * (!cpu_addr) return`).
 *
 * A walk over the blocks from the instruction on.  A path ends at a
 * dereference of the value (a load, a store, a call through it; or its
 * passing to a nonnull parameter, or to
 * one that a function analysed before dereferences: param-derefs.c), at a
 * block with no way out (BUG(), a noreturn call), or at a return or the
 * value's own definition (a loop's next iteration holds another value),
 * which it escapes by.  A test on a path counts before a dereference
 * only, and not when an inlined helper or an assertion makes it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "linearize.h"
#include "opcode.h"
#include "symbol.h"

#include "flow/flow-priv.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"

struct after_walk {
	struct null_flow *nf;
	int value;
	bool escapes;
	struct null_after *out;
	struct basic_block **stack;
	int depth;
	bool *seen;
};

static bool passed_to_nonnull(struct after_walk *w, struct instruction *call)
{
	struct symbol *callee = null_flow__callee(call);
	pseudo_t arg;
	int i = 0;

	if (!callee)
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		if (null_flow__value(w->nf, arg) == w->value &&
		    null_flow__param_rules_out_null(callee, i))
			return true;
		i++;
	} END_FOR_EACH_PTR(arg);
	return false;
}

static void found_test(pseudo_t ptr, enum null_fact fact, void *data)
{
	struct after_walk *w = data;

	if (fact != FACT_ERR && null_flow__value(w->nf, ptr) == w->value)
		w->out->tested = true;
}

/* A branch of the function's own testing the value against NULL. */
static void see_branch(struct after_walk *w, struct basic_block *bb, struct instruction *br)
{
	int index = (intptr_t)bb->priv;

	if (w->out->tested || w->nf->helper_test[index] || w->nf->warn_side[index])
		return;
	null_cond__tests(br->cond, found_test, w);
	if (w->out->tested)
		w->out->test_pos = br->pos;
}

static void dereferenced(struct after_walk *w, struct instruction *insn)
{
	if (!w->out->deref)
		w->out->deref_pos = insn->pos;
	w->out->deref = true;
}

static bool memory_operand_from(struct after_walk *w, struct asm_constraint_list *operands)
{
	struct asm_constraint *c;

	FOR_EACH_PTR(operands, c) {
		if (c->is_memory && c->pseudo &&
		    null_flow_computed_from(w->nf, c->pseudo, w->value, 0))
			return true;
	} END_FOR_EACH_PTR(c);
	return false;
}

/* Does asm @insn access memory through an address computed from the value? */
static bool asm_operand_from(struct after_walk *w, struct instruction *insn)
{
	return null_flow_asm_accesses(insn) &&
	       (memory_operand_from(w, insn->asm_rules->inputs) ||
		memory_operand_from(w, insn->asm_rules->outputs));
}

/* Scan @bb from @from (NULL: its start); true when the path goes on past it. */
static bool scan(struct after_walk *w, struct basic_block *bb, struct instruction *from)
{
	struct instruction *insn;
	bool started = !from;
	pseudo_t self = w->nf->values[w->value].pseudo;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!started) {
			started = insn == from;
			continue;
		}
		if (!insn->bb)
			continue;
		if ((opcode_table[insn->opcode].flags & OPF_TARGET) && insn->target == self) {
			w->escapes = true;
			return false;
		}
		switch (insn->opcode) {
		case OP_LOAD:
		case OP_STORE:
			if (null_flow_computed_from(w->nf, insn->src, w->value, 0)) {
				dereferenced(w, insn);
				return false;
			}
			break;
		case OP_CALL:
			if (passed_to_nonnull(w, insn) ||
			    (!null_flow__callee(insn) &&
			     null_flow_computed_from(w->nf, insn->func, w->value, 0))) {
				dereferenced(w, insn);
				return false;
			}
			break;
		case OP_ASM:
			if (asm_operand_from(w, insn)) {
				dereferenced(w, insn);
				return false;
			}
			break;
		case OP_CBR:
			see_branch(w, bb, insn);
			break;
		case OP_RET:
			w->escapes = true;
			return false;
		default:
			break;
		}
	} END_FOR_EACH_PTR(insn);
	return true;
}

static void push(struct after_walk *w, struct basic_block *bb)
{
	int index = (intptr_t)bb->priv;

	if (w->seen[index])
		return;
	w->seen[index] = true;
	w->stack[w->depth++] = bb;
}

static void walk_from(struct after_walk *w, struct basic_block *bb, struct instruction *from)
{
	struct basic_block *child;

	for (;;) {
		if (scan(w, bb, from)) {
			FOR_EACH_PTR(bb->children, child) {
				push(w, child);
			} END_FOR_EACH_PTR(child);
		}
		if (!w->depth)
			return;
		bb = w->stack[--w->depth];
		from = NULL;
	}
}

/*
 * A function's walks (one per pointer parameter, one per trace call) share
 * the stack and the marks, which null_flow__check() frees with the rest.
 */
static void start_walk(struct after_walk *w)
{
	struct null_flow *nf = w->nf;

	if (!nf->walk_stack) {
		nf->walk_stack = malloc(nf->nr_bbs * sizeof(*nf->walk_stack));
		nf->walk_seen = malloc(nf->nr_bbs * sizeof(*nf->walk_seen));
		if (!nf->walk_stack || !nf->walk_seen)
			die("out of memory");
	}
	memset(nf->walk_seen, 0, nf->nr_bbs * sizeof(*nf->walk_seen));
	w->stack = nf->walk_stack;
	w->seen = nf->walk_seen;
}

void null_flow__after(struct null_flow *nf, struct instruction *insn, int value,
		      struct null_after *out)
{
	struct after_walk w = { .nf = nf, .value = value, .out = out };

	memset(out, 0, sizeof(*out));
	start_walk(&w);
	walk_from(&w, insn->bb, insn);
	if (w.escapes)
		out->deref = false;
}
