// SPDX-License-Identifier: MIT
/*
 * Renaming a parameter in a function's definition.  The definition is the
 * function's name on the table's line, then a parenthesised list, then
 * (after attributes such as __releases(x)) a body in braces; a prototype
 * or a call on that line is not one.  Inside the list, the parameter is
 * the @index'th item at depth 0; inside the body, every identifier token
 * equal to the name is a use unless the tokens around it make it a member,
 * a tag, a label, a pasted token or the member argument of a macro such as
 * container_of(pd, struct ioc_gq, pd), or a call max(...) while the
 * parameter max is not a function pointer.  A parameter that a macro of
 * the file may use is left as it is (macros.h).  A local of the
 * same name in an inner block is renamed with it: consistently, so the
 * code means the same.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "func-source.h"
#include "macros.h"

/* How many lines a definition's return type may take before its name. */
#define DECL_LINES 3

/*
 * The kernel's macros with an argument that names a member, not a value:
 * the argument (from 0; -1: the last) whose first token is the member.  A
 * name here also covers its variants (list_entry_rcu, container_of_const,
 * offsetofend, hlist_for_each_entry_safe, struct_size_t, ...).
 */
static const struct {
	const char *name;
	int member;
} member_macros[] = {
	{ "container_of", -1 }, { "offsetof", -1 }, { "sizeof_field", -1 },
	{ "typeof_member", -1 }, { "list_entry", -1 }, { "list_first_entry", -1 },
	{ "list_last_entry", -1 }, { "list_next_entry", -1 }, { "list_prev_entry", -1 },
	{ "list_for_each_entry", -1 }, { "hlist_entry", -1 }, { "hlist_for_each_entry", -1 },
	{ "llist_entry", -1 }, { "llist_for_each_entry", -1 }, { "rb_entry", -1 },
	{ "struct_size", 1 }, { "flex_array_size", 1 },
};

/* Which argument of the macro named by token @i names a member; -2: none. */
static int member_argument_of(const struct token_list *t, size_t i)
{
	const struct token *name = &t->tokens[i];
	size_t k, len;

	if (name->kind != TOKEN_IDENT)
		return -2;
	for (k = 0; k < sizeof(member_macros) / sizeof(member_macros[0]); k++) {
		len = strlen(member_macros[k].name);
		if (name->len >= len && !memcmp(t->text + name->start, member_macros[k].name, len))
			return member_macros[k].member;
	}
	return -2;
}

/* Is token @i the first of a member macro's member argument (pd in container_of(x, T, pd))? */
static bool is_member_argument(const struct token_list *t, size_t i)
{
	size_t k, open = 0;
	int depth = 0, arg, args, member;

	if (!i || (!token_list__is(t, i - 1, ",") && !token_list__is(t, i - 1, "(")))
		return false;
	for (k = i - 1; k > 0 && !open; k--) {
		if (token_list__is(t, k, ")") || token_list__is(t, k, "]"))
			depth++;
		else if ((token_list__is(t, k, "(") || token_list__is(t, k, "[")) && !depth--)
			open = k;
	}
	if (!open || !token_list__is(t, open, "("))
		return false;
	member = member_argument_of(t, open - 1);
	if (member == -2)
		return false;
	arg = token_list__argument(t, open, i, &args);
	return arg == (member < 0 ? args - 1 : member);
}

static bool is_use(const struct token_list *t, size_t i, bool callable)
{
	static const char *const before[] = {
		"->", ".", "struct", "union", "enum", "goto", "#", "##",
	};
	size_t k;

	if (t->tokens[i].kind != TOKEN_IDENT)
		return false;
	for (k = 0; i > 0 && k < sizeof(before) / sizeof(before[0]); k++) {
		if (token_list__is(t, i - 1, before[k]))
			return false;
	}
	if (token_list__is(t, i + 1, ":") && i > 0 &&
	    (token_list__is(t, i - 1, ";") || token_list__is(t, i - 1, "{") ||
	     token_list__is(t, i - 1, "}")))
		return false;	/* a label */
	if (!callable && token_list__is(t, i + 1, "("))
		return false;	/* a function or macro of the same name */
	return !token_list__is(t, i + 1, "##") && !is_member_argument(t, i);
}

/*
 * The "{" of the body after the parameter list ending at @close, past
 * attributes; t->nr when a ";", "," or "=" comes first (a prototype).
 */
static size_t body_open(const struct token_list *t, size_t close)
{
	size_t i;

	for (i = close + 1; i < t->nr; i++) {
		if (token_list__is(t, i, "{"))
			return i;
		if (token_list__is(t, i, ";") || token_list__is(t, i, ",") ||
		    token_list__is(t, i, "="))
			return t->nr;
		if (token_list__is(t, i, "(")) {
			i = token_list__close(t, i);
			if (i == t->nr)
				return t->nr;
		}
	}
	return t->nr;
}

/*
 * The name token of @function's definition starting on @line (the table's
 * line is the declaration's first: "static struct x *" may stand on a
 * line of its own), or t->nr.
 */
static size_t find_definition(const struct token_list *t, const char *function, int line)
{
	size_t i, close;

	for (i = 0; i < t->nr && t->tokens[i].line <= line + DECL_LINES; i++) {
		if (t->tokens[i].line < line || !token_list__is(t, i, function) ||
		    !token_list__is(t, i + 1, "("))
			continue;
		close = token_list__close(t, i + 1);
		if (close < t->nr && body_open(t, close) < t->nr)
			return i;
	}
	return t->nr;
}

/*
 * The tokens (*@from, *@to) of parameter @index in the list (@open,
 * @close); false when the list has fewer.
 */
static bool find_parameter(const struct token_list *t, size_t open, size_t close, int index,
			   size_t *from, size_t *to)
{
	size_t i;
	int n = 0;

	*from = open;
	for (i = open + 1; i <= close; i++) {
		if (token_list__is(t, i, "(") || token_list__is(t, i, "[")) {
			i = token_list__close(t, i);
			continue;
		}
		if (!token_list__is(t, i, ",") && i != close)
			continue;
		if (n++ == index) {
			*to = i;
			return true;
		}
		*from = i;
	}
	return false;
}

/* Does the parameter declared among tokens (@from, @to) have a "(": a function pointer? */
static bool is_callable(const struct token_list *t, size_t from, size_t to)
{
	size_t i;

	for (i = from + 1; i < to; i++) {
		if (token_list__is(t, i, "("))
			return true;
	}
	return false;
}

/* Rename the uses of @name among tokens (@from, @to). */
static int rename_between(const struct token_list *t, size_t from, size_t to,
			  const char *name, bool callable, struct trace_edits *e, int *count)
{
	size_t i;
	int err = 0;

	for (i = from + 1; i < to && !err; i++) {
		if (token_list__is(t, i, name) && is_use(t, i, callable)) {
			err = trace_edits__add_suffix(e, &t->tokens[i]);
			++*count;
		}
	}
	return err;
}

int func_source__rename(const struct trace_header *src, const char *function, int line,
			int index, const char *name, struct trace_edits *edits,
			char *err, size_t err_size)
{
	const struct token_list *t = &src->tokens;
	size_t def = find_definition(t, function, line), close, open, end, from, to;
	size_t mark = edits->nr;
	int in_list = 0, in_body = 0, ret;
	bool callable;

	if (def == t->nr) {
		snprintf(err, err_size, "%s:%d: no definition of %s() there",
			 src->path, line, function);
		return -ENOENT;
	}
	close = token_list__close(t, def + 1);
	open = body_open(t, close);
	end = token_list__close(t, open);
	if (end == t->nr) {
		snprintf(err, err_size, "%s:%d: the body of %s() does not end",
			 src->path, line, function);
		return -ENOENT;
	}
	if (!find_parameter(t, def + 1, close, index, &from, &to)) {
		snprintf(err, err_size, "%s:%d: %s() has no parameter %d",
			 src->path, line, function, index);
		return -EINVAL;
	}
	if (macros__define_uses(t, name) || macros__passed_to_local_macro(t, open, end, name)) {
		snprintf(err, err_size, "%s:%d: a macro of the file may use %s:"
			 " parameter %d of %s() left as it is",
			 src->path, line, name, index, function);
		return -EINVAL;
	}
	callable = is_callable(t, from, to);
	ret = rename_between(t, from, to, name, callable, edits, &in_list);
	if (!ret && in_list != 1) {
		edits->nr = mark;
		snprintf(err, err_size, "%s:%d: parameter %d of %s() is not named %s",
			 src->path, line, index, function, name);
		return -EINVAL;
	}
	if (!ret)
		ret = rename_between(t, open, end, name, callable, edits, &in_body);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "out of memory");
	return ret ? ret : in_body;
}
