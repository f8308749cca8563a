// SPDX-License-Identifier: MIT
#include "lib.h"
#include "expression.h"
#include "symbol.h"
#include "token.h"

#include "array.h"
#include "ast/ast-walk.h"
#include "facts/collector.h"
#include "facts/static-arrays.h"

static struct symbol_list *symbols;

/* Arrays already judged, with the verdict. */
static struct judged {
	struct symbol *array;
	bool only_read;
} *judged;
static size_t nr_judged, alloc_judged;

struct array_scan {
	struct symbol *array;
	struct expression **read;	/* the array's names met as the base of an element read */
	size_t nr_read, alloc_read;
	bool other_use;
};

/* The symbols of the file checked now, as sparse() returned them. */
static void static_arrays__begin_file(struct symbol_list *file_symbols)
{
	symbols = file_symbols;
	nr_judged = 0;
}

static bool names(const struct expression *expr, const struct symbol *array)
{
	return expr && expr->type == EXPR_SYMBOL && expr->symbol == array;
}

/* The name of @array that @expr, a read of one element (*(array + i), *array), is based on. */
static struct expression *element_base(struct expression *expr, const struct symbol *array)
{
	struct expression *addr;

	if (!expr || expr->type != EXPR_PREOP || expr->op != '*' || !(addr = expr->unop))
		return NULL;
	if (names(addr, array))
		return addr;
	if (addr->type != EXPR_BINOP || addr->op != '+')
		return NULL;
	if (names(addr->left, array))
		return addr->left;
	return names(addr->right, array) ? addr->right : NULL;
}

static bool is_update(const struct expression *expr)
{
	return (expr->type == EXPR_PREOP || expr->type == EXPR_POSTOP) &&
	       (expr->op == SPECIAL_INCREMENT || expr->op == SPECIAL_DECREMENT);
}

static bool was_read(const struct array_scan *s, const struct expression *name)
{
	size_t i;

	for (i = 0; i < s->nr_read; i++) {
		if (s->read[i] == name)
			return true;
	}
	return false;
}

/*
 * Pre-order: an element read is met before the name it is based on, an
 * assignment, update or '&' before the element it writes or exposes.
 */
static void see(struct expression **slot, void *data)
{
	struct array_scan *s = data;
	struct expression *expr = *slot, *base;

	if (s->other_use)
		return;
	if ((expr->type == EXPR_ASSIGNMENT && element_base(expr->left, s->array)) ||
	    (is_update(expr) && element_base(expr->unop, s->array)) ||
	    (expr->type == EXPR_PREOP && expr->op == '&' && element_base(expr->unop, s->array))) {
		s->other_use = true;
		return;
	}
	base = element_base(expr, s->array);
	if (base) {
		if (ARRAY_ENSURE(s->read, s->alloc_read, s->nr_read + 1))
			die("out of memory");
		s->read[s->nr_read++] = base;
	} else if (names(expr, s->array) && !was_read(s, expr)) {
		s->other_use = true;
	}
}

static bool scan(struct symbol *array)
{
	struct array_scan s = { array };
	struct ast_visitor v = { .expr = see, .data = &s };
	struct symbol *sym, *type;

	FOR_EACH_PTR(symbols, sym) {
		type = sym->ctype.base_type;
		if (type && type->type == SYM_FN) {
			ast_walk__statement(type->stmt, &v);
			ast_walk__statement(type->inline_stmt, &v);
		} else if (sym != array && sym->initializer) {
			ast_walk__expression(&sym->initializer, &v);
		}
	} END_FOR_EACH_PTR(sym);
	free(s.read);
	return !s.other_use;
}

bool static_arrays__only_read(struct symbol *array)
{
	size_t i;

	if (!symbols || (array->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL | MOD_EXTERN)) !=
	    (MOD_STATIC | MOD_TOPLEVEL))
		return false;
	for (i = 0; i < nr_judged; i++) {
		if (judged[i].array == array)
			return judged[i].only_read;
	}
	if (ARRAY_ENSURE(judged, alloc_judged, nr_judged + 1))
		die("out of memory");
	judged[nr_judged] = (struct judged){ array, scan(array) };
	return judged[nr_judged++].only_read;
}

const struct facts_collector collect_static_arrays = {
	.evaluated = static_arrays__begin_file,
};
