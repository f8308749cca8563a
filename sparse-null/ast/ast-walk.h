/* SPDX-License-Identifier: MIT */
/*
 * A pre-order walk over sparse's evaluated syntax tree, for the checks that
 * need what the IR no longer shows (which local a value was stored in, the
 * argument expressions of a call).
 */
#ifndef SPARSE_NULL_AST_WALK_H
#define SPARSE_NULL_AST_WALK_H

#include <stdbool.h>

struct expression;
struct statement;
struct symbol;

struct ast_visitor {
	/* Each expression, by the slot holding it: the callback may replace it. */
	void (*expr)(struct expression **slot, void *data);
	/* Each symbol declared in a statement, before its initializer is walked. */
	void (*decl)(struct symbol *sym, void *data);
	/* Each statement, before what it holds is walked. */
	void (*stmt)(struct statement *stmt, void *data);
	/* Each statement, after what it holds was walked. */
	void (*leave)(struct statement *stmt, void *data);
	void *data;
};

/* Walk @stmt and everything below it. */
void ast_walk__statement(struct statement *stmt, const struct ast_visitor *v);

/* Walk the body of function @fn, if it has one; returns whether it had. */
bool ast_walk__function(struct symbol *fn, const struct ast_visitor *v);

/* Walk the expression in @slot and everything below it. */
void ast_walk__expression(struct expression **slot, const struct ast_visitor *v);

#endif
