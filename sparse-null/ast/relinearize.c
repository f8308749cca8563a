// SPDX-License-Identifier: MIT
/*
 * What linearize_symbol() leaves on the syntax tree, and must find unset
 * to linearize a function again: labels remember their basic block
 * (bb_target), locals and compound literals remember that their
 * initializer was linearized (initialized), locals promoted to SSA keep
 * ssa_convert()'s mark (torename), and symbols their pseudo (sym->pseudo;
 * the function's ep->accesses lists those it created), unless the
 * optimizer, done with the function, cleared them again
 * (clear_symbol_pseudos()).  The second run's diagnostics are sparse's
 * first run's again: they go nowhere (quiet.h).
 */
#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "parse.h"
#include "symbol.h"

#include "array.h"
#include "ast/ast-walk.h"
#include "ast/quiet.h"
#include "ast/relinearize.h"

static void unbind_label(struct symbol *label)
{
	if (label)
		label->bb_target = NULL;
}

static void unbind_labels(struct symbol_list *labels)
{
	struct symbol *label;

	FOR_EACH_PTR(labels, label) {
		unbind_label(label);
	} END_FOR_EACH_PTR(label);
}

static void forget_statement(struct statement *stmt, void *data)
{
	switch (stmt->type) {
	case STMT_COMPOUND:
		unbind_label(stmt->ret);
		break;
	case STMT_LABEL:
		unbind_label(stmt->label_identifier);
		break;
	case STMT_CASE:
		unbind_label(stmt->case_label);
		break;
	case STMT_SWITCH:
		unbind_label(stmt->switch_break);
		unbind_label(stmt->switch_case);
		break;
	case STMT_ITERATOR:
		unbind_label(stmt->iterator_break);
		unbind_label(stmt->iterator_continue);
		break;
	case STMT_GOTO:
		unbind_label(stmt->goto_label);
		unbind_labels(stmt->target_list);
		break;
	case STMT_ASM:
		unbind_labels(stmt->asm_labels);
		break;
	default:
		break;
	}
}

/*
 * A compound literal is an unnamed local whose initializer is linearized
 * where it is used: unless forgotten, the second linearization leaves the
 * object unset and the code of its initializer out.  Its initializer is
 * walked once (a local naming itself in its initializer is no longer
 * marked initialized when that reference is reached).
 */
static void forget_expression(struct expression **slot, void *data)
{
	struct expression *expr = *slot;
	struct symbol *sym;

	if (expr->type == EXPR_LABEL)
		unbind_label(expr->label_symbol);
	if (expr->type == EXPR_SYMBOL && (sym = expr->symbol) && sym->initialized) {
		sym->initialized = 0;
		sym->torename = 0;
		ast_walk__expression(&sym->initializer, data);
	}
}

static void forget_declaration(struct symbol *sym, void *data)
{
	sym->initialized = 0;
	sym->torename = 0;
}

static void clear_pseudos(struct pseudo_list *accesses)
{
	pseudo_t p;

	FOR_EACH_PTR(accesses, p) {
		p->sym->pseudo = NULL;
	} END_FOR_EACH_PTR(p);
}

/* The first IR's pseudos their symbols still hold: none once its optimizer completed. */
static pseudo_t *bound;
static size_t nr_bound, alloc_bound;

static void remember_bound(struct entrypoint *ep)
{
	pseudo_t p;

	nr_bound = 0;
	FOR_EACH_PTR(ep->accesses, p) {
		if (p->sym->pseudo != p)
			continue;
		if (ARRAY_ENSURE(bound, alloc_bound, nr_bound + 1))
			die("out of memory");
		bound[nr_bound++] = p;
	} END_FOR_EACH_PTR(p);
}

static void rebind(void)
{
	size_t i;

	for (i = 0; i < nr_bound; i++)
		bound[i]->sym->pseudo = bound[i];
}

/* Undo what linearizing @fn into @ep left on its syntax tree. */
static void forget_linearization(struct symbol *fn, struct entrypoint *ep)
{
	struct symbol *type = fn->ctype.base_type;
	struct ast_visitor forget = {
		.expr = forget_expression,
		.decl = forget_declaration,
		.stmt = forget_statement,
	};

	forget.data = &forget;
	ast_walk__statement(type->stmt, &forget);
	clear_pseudos(ep->accesses);
}

struct entrypoint *relinearize__function(struct symbol *fn, struct entrypoint *first)
{
	struct entrypoint *ep;
	struct quiet q;

	remember_bound(first);
	forget_linearization(fn, first);
	quiet__begin(&q);
	ep = linearize_symbol(fn);
	quiet__end(&q);
	/*
	 * Later functions must find the pseudos sparse's own run left: a
	 * pseudo left bound to a global would be shared with their IR, its
	 * uses piling up, and missing from their ep->accesses.
	 */
	if (ep)
		clear_pseudos(ep->accesses);
	rebind();
	fn->ep = first;
	return ep;
}
