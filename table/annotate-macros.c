// SPDX-License-Identifier: MIT
#include <string.h>

#include "annotate-lex.h"
#include "annotate-macros.h"
#include "annotate-trace.h"

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

/* Is token @i the "#" of a #define with its macro's name after it? */
static bool is_define(const struct token_list *t, size_t i)
{
	return i + 2 < t->nr && token_list__is(t, i, "#") && token_list__is(t, i + 1, "define") &&
	       t->tokens[i + 2].kind == TOKEN_IDENT;
}

bool macros__define_uses(const struct trace_header *src, const char *name)
{
	const struct token_list *t = &src->tokens;
	size_t i, k, end;
	bool uses, event;

	for (i = 0; i < t->nr; i++) {
		if (!is_define(t, i))
			continue;
		end = logical_line_end(src->text, src->len, t->tokens[i].start);
		uses = event = false;
		for (k = i + 3; k < t->nr && t->tokens[k].start < end; k++) {
			uses |= token_list__is(t, k, name);
			event |= token_list__is(t, k, "TP_PROTO") || token_list__is(t, k, "TP_ARGS");
		}
		/* an event wrapper's TP_PROTO and TP_ARGS are renamed with the class */
		if (uses && !event)
			return true;
	}
	return false;
}

/* Does @src #define @macro (token @at's text) as a function-like macro? */
static bool defines_function_like(const struct trace_header *src, size_t at)
{
	const struct token_list *t = &src->tokens;
	const struct token *m = &t->tokens[at], *d;
	size_t i;

	for (i = 0; i < t->nr; i++) {
		if (!is_define(t, i))
			continue;
		d = &t->tokens[i + 2];
		if (d->len == m->len && !memcmp(src->text + d->start, src->text + m->start, m->len) &&
		    d->start + d->len < src->len && src->text[d->start + d->len] == '(')
			return true;
	}
	return false;
}

bool macros__passed_to_local_macro(const struct trace_header *src, size_t from, size_t to,
				   const char *name)
{
	const struct token_list *t = &src->tokens;
	size_t i, close, k;

	for (i = from + 1; i + 1 < to; i++) {
		if (t->tokens[i].kind != TOKEN_IDENT || !token_list__is(t, i + 1, "("))
			continue;
		close = token_list__close(t, i + 1);
		for (k = i + 2; k < close && k < to; k++) {
			if (token_list__is(t, k, name) && defines_function_like(src, i))
				return true;
		}
	}
	return false;
}
