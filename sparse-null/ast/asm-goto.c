// SPDX-License-Identifier: MIT
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "parse.h"
#include "symbol.h"

#include "ast/asm-goto.h"
#include "ast/ast-walk.h"
#include "ast/ptr-list.h"
#include "ast/marker-call.h"
#include "flow/null-flow.h"

/* The opaque condition of every branch to an asm goto's label. */
static struct symbol *taken_marker(struct position pos)
{
	static struct symbol *marker;

	if (!marker)
		marker = marker_call__function(pos, built_in_ident("__asm_goto_taken"),
					       &int_ctype, MARKER_BRANCH, NULL);
	return marker;
}

/* if (taken()) goto @label; */
static struct statement *branch_to(struct symbol *label, struct position pos)
{
	struct statement *branch = alloc_statement(pos, STMT_IF);
	struct statement *jump = alloc_statement(pos, STMT_GOTO);

	jump->goto_label = label;
	branch->if_conditional = marker_call__call(taken_marker(pos), pos);
	branch->if_true = jump;
	return branch;
}

/*
 * The inliner copies a function's labels but leaves an asm goto's label
 * list pointing at the original function's labels, so each is looked up
 * by name among the labels of the inlined copy it sits in: a scope per
 * inlined body (and one for the function), innermost last.
 */
struct scope {
	struct statement *body;		/* NULL for the function's own */
	struct symbol_list *labels;
	struct statement_list *asms;
};

#define MAX_SCOPES	64

struct rewrite {
	struct scope scopes[MAX_SCOPES];
	int depth;			/* scopes[depth - 1] is innermost */
	int overflow;			/* inlined bodies nested too deep */
	bool changed;
};

static struct symbol *label_named(struct scope *scope, struct symbol *orig)
{
	struct symbol *label;

	FOR_EACH_PTR(scope->labels, label) {
		if (label->ident == orig->ident)
			return label;
	} END_FOR_EACH_PTR(label);
	return orig;
}

/*
 * The asm statement becomes a compound statement in place: the asm, now
 * without labels, then one branch per label.
 */
static void rewrite_asm(struct statement *stmt, struct scope *scope)
{
	struct statement *plain = alloc_statement(stmt->pos, STMT_ASM);
	struct symbol_list *labels = stmt->asm_labels;
	struct symbol *label;

	memcpy(plain, stmt, sizeof(*plain));
	plain->asm_labels = NULL;
	memset(stmt, 0, sizeof(*stmt));
	stmt->type = STMT_COMPOUND;
	stmt->pos = plain->pos;
	ptr_list__add(&stmt->stmts, plain);
	FOR_EACH_PTR(labels, label) {
		ptr_list__add(&stmt->stmts, branch_to(label_named(scope, label), plain->pos));
	} END_FOR_EACH_PTR(label);
}

static void close_scope(struct rewrite *r)
{
	struct scope *scope = &r->scopes[--r->depth];
	struct statement *stmt;

	FOR_EACH_PTR(scope->asms, stmt) {
		rewrite_asm(stmt, scope);
		r->changed = true;
	} END_FOR_EACH_PTR(stmt);
	free_ptr_list(&scope->labels);
	free_ptr_list(&scope->asms);
}

static bool is_inlined_body(struct statement *stmt)
{
	return stmt->type == STMT_COMPOUND && stmt->inline_fn;
}

static void enter(struct statement *stmt, void *data)
{
	struct rewrite *r = data;
	struct scope *scope;

	if (is_inlined_body(stmt)) {
		if (r->depth == MAX_SCOPES) {
			r->overflow++;
			return;
		}
		r->scopes[r->depth++] = (struct scope){ .body = stmt };
		return;
	}
	if (r->overflow)
		return;
	scope = &r->scopes[r->depth - 1];
	if (stmt->type == STMT_LABEL)
		ptr_list__add(&scope->labels, stmt->label_identifier);
	else if (stmt->type == STMT_ASM && stmt->asm_labels)
		ptr_list__add(&scope->asms, stmt);
}

static void leave(struct statement *stmt, void *data)
{
	struct rewrite *r = data;

	if (!is_inlined_body(stmt))
		return;
	if (r->overflow)
		r->overflow--;
	else
		close_scope(r);
}

bool asm_goto__rewrite(struct symbol *fn)
{
	struct rewrite r = { .depth = 1 };
	struct ast_visitor v = { .stmt = enter, .leave = leave, .data = &r };

	if (!ast_walk__function(fn, &v))
		return false;
	close_scope(&r);
	return r.changed;
}

/*
 * An asm goto can only jump through its template's "%l" operands, and
 * sparse keeps every live asm (it has side effects).  One that sits in
 * code sparse found dead only matters behind another, live, asm goto.
 */
bool asm_goto__in_ir(struct entrypoint *ep)
{
	struct instruction *const *insns;
	int i, nr;

	insns = null_flow__insns(ep, &nr);
	for (i = 0; i < nr; i++) {
		if (insns[i]->bb && insns[i]->opcode == OP_ASM && insns[i]->string &&
		    strstr(insns[i]->string, "%l"))
			return true;
	}
	return false;
}
