// SPDX-License-Identifier: MIT
#include <string.h>

#include "macros.h"
#include "token-list.h"

/* A trace header's settings name its system or file, never code. */
static const char *const settings[] = {
	"TRACE_SYSTEM", "TRACE_SYSTEM_VAR", "TRACE_INCLUDE_FILE", "TRACE_INCLUDE_PATH",
};

/* One #define: its name token, its parameter list's parentheses (or 0), its end. */
struct define {
	size_t name, open, close, end;
};

/* The end of the logical line holding byte @from: its first newline not escaped. */
static size_t logical_line_end(const char *text, size_t len, size_t from)
{
	size_t i;

	for (i = from; i < len; i++) {
		if (text[i] == '\n' && (i == 0 || text[i - 1] != '\\'))
			return i;
	}
	return len;
}

/* Is token @i the "#" of a #define?  Then fill *@d. */
static bool read_define(const struct token_list *t, size_t i, struct define *d)
{
	const struct token *name;

	if (i + 2 >= t->nr || !token_list__is(t, i, "#") || !token_list__is(t, i + 1, "define") ||
	    t->tokens[i + 2].kind != TOKEN_IDENT)
		return false;
	name = &t->tokens[i + 2];
	d->name = i + 2;
	d->end = logical_line_end(t->text, t->len, t->tokens[i].start);
	d->open = d->close = 0;
	/* function-like: the "(" right after the name, no blank between */
	if (name->start + name->len < t->len && t->text[name->start + name->len] == '(') {
		d->open = i + 3;
		d->close = token_list__close(t, d->open);
	}
	return true;
}

static bool is_setting(const struct token_list *t, size_t name)
{
	size_t k;

	for (k = 0; k < sizeof(settings) / sizeof(settings[0]); k++) {
		if (token_list__is(t, name, settings[k]))
			return true;
	}
	return false;
}

/* The first token after @d's name and parameters. */
static size_t body_start(const struct define *d)
{
	return d->open ? d->close + 1 : d->name + 1;
}

/* Is @name one of @d's parameters? */
static bool is_parameter(const struct token_list *t, const struct define *d, const char *name)
{
	size_t k;

	for (k = d->open + 1; d->open && k < d->close; k++) {
		if (token_list__is(t, k, name))
			return true;
	}
	return false;
}

bool macros__define_uses(const struct token_list *t, const char *name)
{
	struct define d;
	size_t i, k;
	bool uses, event;

	for (i = 0; i < t->nr; i++) {
		if (!read_define(t, i, &d) || is_setting(t, d.name) || is_parameter(t, &d, name))
			continue;
		uses = event = false;
		for (k = body_start(&d); k < t->nr && t->tokens[k].start < d.end; k++) {
			/* not ->name or .name: a member */
			uses |= token_list__is(t, k, name) && !token_list__is(t, k - 1, "->") &&
				!token_list__is(t, k - 1, ".");
			event |= token_list__is(t, k, "TP_PROTO") || token_list__is(t, k, "TP_ARGS");
		}
		/* an event wrapper's TP_PROTO and TP_ARGS are renamed with the class */
		if (uses && !event)
			return true;
	}
	return false;
}

/* The function-like #define among @t named like token @at, into *@d. */
static bool find_function_like(const struct token_list *t, size_t at, struct define *d)
{
	const struct token *m = &t->tokens[at], *n;
	size_t i;

	for (i = 0; i < t->nr; i++) {
		if (!read_define(t, i, d) || !d->open)
			continue;
		n = &t->tokens[d->name];
		if (n->len == m->len && !memcmp(t->text + n->start, t->text + m->start, m->len))
			return true;
	}
	return false;
}

/* Token index of parameter @arg (from 0) of @d, or 0. */
static size_t parameter_token(const struct token_list *t, const struct define *d, int arg)
{
	size_t k;

	for (k = d->open + 1; k < d->close; k++) {
		if (t->tokens[k].kind == TOKEN_IDENT && !arg--)
			return k;
		while (k < d->close && !token_list__is(t, k, ","))
			k++;
	}
	return 0;
}

/* Does @d's body use the parameter at token @param as a member, a paste or a string? */
static bool used_as_name(const struct token_list *t, const struct define *d, size_t param)
{
	const struct token *p = &t->tokens[param];
	size_t k;

	for (k = body_start(d); k < t->nr && t->tokens[k].start < d->end; k++) {
		if (t->tokens[k].len != p->len ||
		    memcmp(t->text + t->tokens[k].start, t->text + p->start, p->len))
			continue;
		if (token_list__is(t, k - 1, "->") || token_list__is(t, k - 1, ".") ||
		    token_list__is(t, k - 1, "#") || token_list__is(t, k - 1, "##") ||
		    token_list__is(t, k + 1, "##"))
			return true;
	}
	return false;
}

bool macros__passed_to_local_macro(const struct token_list *t, size_t from, size_t to,
				   const char *name)
{
	struct define d;
	size_t i, k, close, param;

	for (i = from + 1; i + 1 < to; i++) {
		if (t->tokens[i].kind != TOKEN_IDENT || !token_list__is(t, i + 1, "("))
			continue;
		close = token_list__close(t, i + 1);
		for (k = i + 2; k < close && k < to; k++) {
			/* the whole argument is the name: the macro decides what it is */
			if (!token_list__is(t, k, name) ||
			    (!token_list__is(t, k - 1, ",") && !token_list__is(t, k - 1, "(")) ||
			    (!token_list__is(t, k + 1, ",") && !token_list__is(t, k + 1, ")")) ||
			    !find_function_like(t, i, &d))
				continue;
			param = parameter_token(t, &d, token_list__argument(t, i + 1, k, NULL));
			if (param && used_as_name(t, &d, param))
				return true;
		}
	}
	return false;
}
