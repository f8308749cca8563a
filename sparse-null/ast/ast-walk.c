// SPDX-License-Identifier: MIT
/*
 * The walk covers every statement and expression kind that can hold code
 * (asm operands included); kinds that hold only types or constants
 * (sizeof, offsetof, labels) end it.
 */
#include "lib.h"
#include "expression.h"
#include "parse.h"
#include "symbol.h"

#include "ast/ast-walk.h"

static void walk_list(struct expression_list *list, const struct ast_visitor *v)
{
	struct expression *expr;

	FOR_EACH_PTR(list, expr) {
		ast_walk__expression(THIS_ADDRESS(expr), v);
	} END_FOR_EACH_PTR(expr);
}

void ast_walk__expression(struct expression **slot, const struct ast_visitor *v)
{
	struct expression *expr = *slot;

	if (!expr)
		return;
	if (v->expr)
		v->expr(slot, v->data);
	expr = *slot;
	switch (expr->type) {
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
	case EXPR_ASSIGNMENT:
		ast_walk__expression(&expr->left, v);
		ast_walk__expression(&expr->right, v);
		break;
	case EXPR_PREOP:
	case EXPR_POSTOP:
		ast_walk__expression(&expr->unop, v);
		break;
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		ast_walk__expression(&expr->cast_expression, v);
		break;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		ast_walk__expression(&expr->conditional, v);
		ast_walk__expression(&expr->cond_true, v);
		ast_walk__expression(&expr->cond_false, v);
		break;
	case EXPR_CALL:
		ast_walk__expression(&expr->fn, v);
		walk_list(expr->args, v);
		break;
	case EXPR_STATEMENT:
		ast_walk__statement(expr->statement, v);
		break;
	case EXPR_DEREF:
		ast_walk__expression(&expr->deref, v);
		break;
	case EXPR_SLICE:
		ast_walk__expression(&expr->base, v);
		break;
	case EXPR_INITIALIZER:
		walk_list(expr->expr_list, v);
		break;
	case EXPR_IDENTIFIER:
		ast_walk__expression(&expr->ident_expression, v);
		break;
	case EXPR_INDEX:
		ast_walk__expression(&expr->idx_expression, v);
		break;
	case EXPR_POS:
		ast_walk__expression(&expr->init_expr, v);
		break;
	default:
		break;
	}
}

static void walk_declarations(struct symbol_list *syms, const struct ast_visitor *v)
{
	struct symbol *sym;

	FOR_EACH_PTR(syms, sym) {
		if (v->decl)
			v->decl(sym, v->data);
		ast_walk__expression(&sym->initializer, v);
	} END_FOR_EACH_PTR(sym);
}

static void walk_statements(struct statement_list *list, const struct ast_visitor *v)
{
	struct statement *stmt;

	FOR_EACH_PTR(list, stmt) {
		ast_walk__statement(stmt, v);
	} END_FOR_EACH_PTR(stmt);
}

static void walk_asm_operands(struct asm_operand_list *list, const struct ast_visitor *v)
{
	struct asm_operand *op;

	FOR_EACH_PTR(list, op) {
		ast_walk__expression(&op->expr, v);
	} END_FOR_EACH_PTR(op);
}

void ast_walk__statement(struct statement *stmt, const struct ast_visitor *v)
{
	if (!stmt)
		return;
	if (v->stmt)
		v->stmt(stmt, v->data);
	switch (stmt->type) {
	case STMT_DECLARATION:
		walk_declarations(stmt->declaration, v);
		break;
	case STMT_EXPRESSION:
		ast_walk__expression(&stmt->expression, v);
		break;
	case STMT_COMPOUND:
		ast_walk__statement(stmt->args, v);
		walk_statements(stmt->stmts, v);
		break;
	case STMT_IF:
		ast_walk__expression(&stmt->if_conditional, v);
		ast_walk__statement(stmt->if_true, v);
		ast_walk__statement(stmt->if_false, v);
		break;
	case STMT_RETURN:
		ast_walk__expression(&stmt->ret_value, v);
		break;
	case STMT_ITERATOR:
		walk_declarations(stmt->iterator_syms, v);
		ast_walk__statement(stmt->iterator_pre_statement, v);
		ast_walk__expression(&stmt->iterator_pre_condition, v);
		ast_walk__statement(stmt->iterator_statement, v);
		ast_walk__statement(stmt->iterator_post_statement, v);
		ast_walk__expression(&stmt->iterator_post_condition, v);
		break;
	case STMT_SWITCH:
		ast_walk__expression(&stmt->switch_expression, v);
		ast_walk__statement(stmt->switch_statement, v);
		break;
	case STMT_CASE:
		ast_walk__statement(stmt->case_statement, v);
		break;
	case STMT_LABEL:
		ast_walk__statement(stmt->label_statement, v);
		break;
	case STMT_GOTO:
		ast_walk__expression(&stmt->goto_expression, v);
		break;
	case STMT_ASM:
		walk_asm_operands(stmt->asm_outputs, v);
		walk_asm_operands(stmt->asm_inputs, v);
		break;
	case STMT_CONTEXT:
		ast_walk__expression(&stmt->expression, v);
		break;
	default:
		break;
	}
	if (v->leave)
		v->leave(stmt, v->data);
}

bool ast_walk__function(struct symbol *fn, const struct ast_visitor *v)
{
	struct symbol *type = fn->ctype.base_type;

	if (!type || type->type != SYM_FN || !type->stmt)
		return false;
	ast_walk__statement(type->stmt, v);
	return true;
}
