// SPDX-License-Identifier: MIT
/*
 * The annotations, bound into sparse without patching it: each attribute
 * name becomes a keyword whose attribute callback records the fact where
 * sparse's declaration parser carries it to the declared symbol.
 *
 * The facts ride on the declaration's context list, as context entries
 * that change no lock level (in = out = 0, so sparse's context machinery
 * ignores them) and whose expression says which fact it is.  Modifier bits
 * would be simpler, but sparse compares every modifier bit outside a fixed
 * set when it matches types: a prototype and a definition annotated
 * differently, or an annotated pointer assigned to a plain one, would get
 * "different modifiers" errors.  Context lists are never compared, and
 * sparse carries them through typedefs and into declared objects.
 */
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "builtin.h"
#include "expression.h"
#include "parse.h"
#include "symbol.h"
#include "token.h"

#include "annotations/diag.h"
#include "annotations/nullable-attr.h"
#include "ast/ident-name.h"
#include "ast/ptr-list.h"
#include "btf-nullable.h"

#define NONNULL_ALL	(~0ULL)
#define FORCE_NONNULL_FN "__sparse_null_force_nonnull"

/* The ctypes that tell which fact a marker context carries. */
static struct symbol nullable_marker, nonnull_marker, returns_nonnull_marker;

static bool seen_nullable, seen_nonnull;

/*
 * What sparse-null predefines.  #strong_define, so that a tree defining
 * __nullable itself (empty for gcc, a BTF type tag for clang) neither
 * overrides it nor gets a redefinition warning.
 */
#define PRELUDE \
	"__sparse_null_prelude\n" \
	"#strong_define __nullable __attribute__((nullable))\n" \
	"#strong_define __force_nonnull(x) ((__attribute__((force)) __typeof__(x))" \
		FORCE_NONNULL_FN "((__attribute__((force)) void *)(x)))\n"

/*
 * The function behind __force_nonnull().  Declared as a builtin, not in the
 * prelude's text, so that `sparse-null -E` prints nothing of its own.
 */
static const struct builtin_fn force_nonnull_builtin[] = {
	{ FORCE_NONNULL_FN, &ptr_ctype, 0, { &ptr_ctype } },
	{ NULL }
};

static void add_marker(struct decl_state *ctx, struct position pos,
		       struct symbol *kind, unsigned long long value)
{
	struct expression *marker = alloc_expression(pos, EXPR_VALUE);
	struct context *context = alloc_context();

	marker->value = value;
	marker->ctype = kind;
	context->context = marker;
	context->in = context->out = 0;
	ptr_list__add(&ctx->ctype.contexts, context);
}

/* The OR of the values of @kind's markers in @contexts (0: none). */
static unsigned long long marker_value(struct context_list *contexts,
				       struct symbol *kind)
{
	unsigned long long value = 0;
	struct context *context;

	FOR_EACH_PTR(contexts, context) {
		if (context->context && context->context->ctype == kind)
			value |= context->context->value;
	} END_FOR_EACH_PTR(context);
	return value;
}

static struct token *skip_parens(struct token *token)
{
	struct expression *expr = NULL;

	if (match_op(token, '('))
		token = parens_expression(token, &expr, "in attribute");
	return token;
}

static struct token *no_arguments(struct token *token, struct symbol *attr)
{
	if (match_op(token, '('))
		diag__warning(token->pos, "attribute '%s' takes no arguments",
			show_ident(attr->ident));
	return skip_parens(token);
}

static struct token *attribute_nullable(struct token *token, struct symbol *attr,
					struct decl_state *ctx)
{
	add_marker(ctx, token->pos, &nullable_marker, 1);
	seen_nullable = true;
	return no_arguments(token, attr);
}

static struct token *attribute_returns_nonnull(struct token *token, struct symbol *attr,
					       struct decl_state *ctx)
{
	add_marker(ctx, token->pos, &returns_nonnull_marker, 1);
	seen_nonnull = true;
	return no_arguments(token, attr);
}

/*
 * One gcc parameter number (from 1) of nonnull(...), as a mask bit.  Only
 * integer literals are taken: evaluating anything else here, before the
 * declaration exists, would report errors about the attribute's own words.
 */
static unsigned long long nonnull_bit(struct expression *expr, struct symbol *attr)
{
	if (!expr)
		return 0;
	if (expr->type != EXPR_VALUE || expr->value < 1 || expr->value > 64) {
		diag__warning(expr->pos, "attribute '%s': bad parameter number",
			show_ident(attr->ident));
		return 0;
	}
	return 1ULL << (expr->value - 1);
}

static struct token *nonnull_list(struct token *token, struct symbol *attr,
				  unsigned long long *mask)
{
	struct expression *expr;

	token = token->next;
	for (;;) {
		expr = NULL;
		token = conditional_expression(token, &expr);
		*mask |= nonnull_bit(expr, attr);
		if (!match_op(token, ','))
			break;
		token = token->next;
	}
	return expect(token, ')', "after nonnull attribute");
}

static struct token *attribute_nonnull(struct token *token, struct symbol *attr,
				       struct decl_state *ctx)
{
	struct position pos = token->pos;
	unsigned long long mask = NONNULL_ALL;

	if (match_op(token, '(')) {
		mask = 0;
		token = nonnull_list(token, attr, &mask);
	}
	if (mask) {
		add_marker(ctx, pos, &nonnull_marker, mask);
		seen_nonnull = true;
	}
	return token;
}

static struct symbol_op nullable_op = { .attribute = attribute_nullable };
static struct symbol_op nonnull_op = { .attribute = attribute_nonnull };
static struct symbol_op returns_nonnull_op = { .attribute = attribute_returns_nonnull };

static void bind_attribute(const char *name, struct symbol_op *op)
{
	struct symbol *sym = create_symbol(0, name, SYM_KEYWORD, NS_KEYWORD);

	sym->ident->keyword = 1;
	sym->op = op;
}

/*
 * libsparse offers no hook between its symbol initialisation and its
 * reading of the command line, and text tokenized before the former would
 * get identifiers its parser does not know.  -U is the switch that adds a
 * line to the pre-processing buffer at the right moment, and its argument
 * can carry more lines: the prelude rides on it, first on the command line
 * so that the user's -D options come after it.
 */
static char *const prelude_switch = "-U" PRELUDE;

/* The vector handed to sparse, which keeps pointers into it until exit. */
static char **sparse_argv;

char **nullable_attr__init(int *argc, char **argv)
{
	char **args = calloc(*argc + 2, sizeof(*args));

	if (!args)
		die("out of memory");
	/*
	 * sparse binds gcc's nonnull and returns_nonnull as ignored
	 * attributes only when nothing holds the name yet, so ours win.
	 */
	bind_attribute("nullable", &nullable_op);
	bind_attribute("__nullable__", &nullable_op);
	bind_attribute("nonnull", &nonnull_op);
	bind_attribute("__nonnull__", &nonnull_op);
	bind_attribute("returns_nonnull", &returns_nonnull_op);
	bind_attribute("__returns_nonnull__", &returns_nonnull_op);

	args[0] = argv[0];
	args[1] = prelude_switch;
	memcpy(args + 2, argv + 1, (*argc - 1) * sizeof(*args));
	args[++*argc] = NULL;
	free(sparse_argv);
	sparse_argv = args;
	return args;
}

void nullable_attr__declare(void)
{
	declare_builtins(0, force_nonnull_builtin);
}

bool nullable_attr__seen(void)
{
	return seen_nullable;
}

bool nullable_attr__seen_nonnull(void)
{
	return seen_nonnull;
}

static bool has_nullable_suffix(struct ident *ident)
{
	size_t len = BTF_NULLABLE_SUFFIX_LEN;

	return ident && ident->len > len &&
	       !memcmp(ident->name + ident->len - len, BTF_NULLABLE_SUFFIX, len);
}

bool nullable_attr__object(struct symbol *sym)
{
	struct symbol *type = sym->ctype.base_type;

	if (!type || type->type != SYM_PTR)
		return false;
	return marker_value(sym->ctype.contexts, &nullable_marker) ||
	       marker_value(type->ctype.contexts, &nullable_marker) ||
	       has_nullable_suffix(sym->ident);
}

bool nullable_attr__marked(struct symbol *sym)
{
	return marker_value(sym->ctype.contexts, &nullable_marker);
}

/* The function type behind a function's symbol node. */
static struct symbol *fn_type(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;

	return type && type->type == SYM_FN ? type : NULL;
}

static bool one_returns_nullable(struct symbol *fn)
{
	struct symbol *type = fn_type(fn);
	struct symbol *ret = type ? type->ctype.base_type : NULL;

	if (!ret || ret->type != SYM_PTR)
		return false;
	return marker_value(fn->ctype.contexts, &nullable_marker) ||
	       marker_value(ret->ctype.contexts, &nullable_marker);
}

bool nullable_attr__returns_nullable(struct symbol *fn)
{
	struct symbol *decl;

	for (decl = fn; decl; decl = decl->same_symbol) {
		if (one_returns_nullable(decl))
			return true;
	}
	return false;
}

bool nullable_attr__marked_returns_nonnull(struct symbol *decl)
{
	return marker_value(decl->ctype.contexts, &returns_nonnull_marker);
}

bool nullable_attr__returns_nonnull(struct symbol *fn)
{
	struct symbol *decl;

	for (decl = fn; decl; decl = decl->same_symbol) {
		if (nullable_attr__marked_returns_nonnull(decl))
			return true;
	}
	return false;
}

bool nullable_attr__nonnull_param(struct symbol *fn, int index)
{
	struct symbol *decl;

	if (index < 0 || index >= 64)
		return false;
	for (decl = fn; decl; decl = decl->same_symbol) {
		if (marker_value(decl->ctype.contexts, &nonnull_marker) & (1ULL << index))
			return true;
	}
	return false;
}

bool nullable_attr__has_nonnull_param(struct symbol *fn)
{
	struct symbol *decl;

	for (decl = fn; decl; decl = decl->same_symbol) {
		if (marker_value(decl->ctype.contexts, &nonnull_marker))
			return true;
	}
	return false;
}

struct symbol *nullable_attr__nullable_param(struct symbol *fn, int index)
{
	struct symbol *decl, *type, *param;

	for (decl = fn; decl; decl = decl->same_symbol) {
		type = fn_type(decl);
		param = type ? ptr_list_nth(type->arguments, index) : NULL;
		if (param && nullable_attr__object(param))
			return param;
	}
	return NULL;
}

bool nullable_attr__is_pointer(struct symbol *sym)
{
	if (sym && sym->type == SYM_NODE)
		sym = sym->ctype.base_type;
	return sym && sym->type == SYM_PTR;
}

bool nullable_attr__is_force_nonnull(struct symbol *fn)
{
	return ident__is(fn->ident, FORCE_NONNULL_FN);
}
