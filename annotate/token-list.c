// SPDX-License-Identifier: MIT
/*
 * A small C tokenizer for trace headers.  It does not preprocess: a
 * directive's words are tokens like any other, which is what a rename
 * inside TP_fast_assign(... #ifdef ... ) needs.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"

#include "token-list.h"

struct token_scanner {
	const char *text;
	size_t len;
	size_t pos;
	int line;
};

static bool is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* Skip blanks, newlines, backslash-newlines and comments; -EINVAL if a
 * comment never ends. */
static int token_scanner__skip_space(struct token_scanner *s, int *bad_line)
{
	while (s->pos < s->len) {
		const char *p = s->text + s->pos;

		if (*p == '\n') {
			s->line++;
			s->pos++;
		} else if (isspace((unsigned char)*p)) {
			s->pos++;
		} else if (*p == '\\' && s->pos + 1 < s->len && p[1] == '\n') {
			s->line++;
			s->pos += 2;
		} else if (*p == '/' && s->pos + 1 < s->len && p[1] == '/') {
			while (s->pos < s->len && s->text[s->pos] != '\n')
				s->pos++;
		} else if (*p == '/' && s->pos + 1 < s->len && p[1] == '*') {
			int start = s->line;

			s->pos += 2;
			while (s->pos + 1 < s->len &&
			       !(s->text[s->pos] == '*' && s->text[s->pos + 1] == '/')) {
				if (s->text[s->pos] == '\n')
					s->line++;
				s->pos++;
			}
			if (s->pos + 1 >= s->len) {
				*bad_line = start;
				return -EINVAL;
			}
			s->pos += 2;
		} else {
			break;
		}
	}
	return 0;
}

/* The length of the literal opened by @quote at s->pos, or 0 if it never
 * closes on its line. */
static size_t token_scanner__literal(struct token_scanner *s, char quote)
{
	size_t i = s->pos + 1;

	while (i < s->len && s->text[i] != quote && s->text[i] != '\n') {
		if (s->text[i] == '\\' && i + 1 < s->len)
			i++;
		i++;
	}
	if (i >= s->len || s->text[i] != quote)
		return 0;
	return i + 1 - s->pos;
}

static size_t token_scanner__token(struct token_scanner *s, enum token_kind *kind)
{
	const char *p = s->text + s->pos;
	size_t rest = s->len - s->pos, n = 1;

	if (is_ident_char(*p)) {
		*kind = isdigit((unsigned char)*p) ? TOKEN_NUMBER : TOKEN_IDENT;
		while (n < rest && (is_ident_char(p[n]) ||
				    (*kind == TOKEN_NUMBER && p[n] == '.')))
			n++;
		return n;
	}
	if (*p == '"' || *p == '\'') {
		*kind = TOKEN_LITERAL;
		return token_scanner__literal(s, *p);
	}
	*kind = TOKEN_PUNCT;
	if (rest > 1 && ((p[0] == '-' && p[1] == '>') || (p[0] == '#' && p[1] == '#')))
		n = 2;
	return n;
}

int token_list__split(struct token_list *list, const char *text, size_t len,
		      int *bad_line)
{
	struct token_scanner s = { .text = text, .len = len, .line = 1 };
	size_t alloc = 0;
	int err;

	memset(list, 0, sizeof(*list));
	list->text = text;
	list->len = len;
	for (;;) {
		enum token_kind kind;
		size_t n;

		err = token_scanner__skip_space(&s, bad_line);
		if (err || s.pos >= s.len)
			return err;
		n = token_scanner__token(&s, &kind);
		if (!n) {
			*bad_line = s.line;
			return -EINVAL;
		}
		if (ARRAY_ENSURE(list->tokens, alloc, list->nr + 1))
			return -ENOMEM;
		list->tokens[list->nr++] = (struct token){
			.kind = kind, .start = s.pos, .len = n, .line = s.line,
		};
		s.pos += n;
	}
}

void token_list__free(struct token_list *list)
{
	free(list->tokens);
	list->tokens = NULL;
	list->nr = 0;
}

bool token_list__is(const struct token_list *list, size_t i, const char *s)
{
	const struct token *tok;

	if (i >= list->nr)
		return false;
	tok = &list->tokens[i];
	return tok->len == strlen(s) && !memcmp(list->text + tok->start, s, tok->len);
}

size_t token_list__close(const struct token_list *list, size_t open)
{
	static const char *const pairs[][2] = { { "(", ")" }, { "{", "}" }, { "[", "]" } };
	size_t i, k;
	int depth = 0;

	for (k = 0; k < 3 && !token_list__is(list, open, pairs[k][0]); k++)
		;
	for (i = open; k < 3 && i < list->nr; i++) {
		if (token_list__is(list, i, pairs[k][0]))
			depth++;
		else if (token_list__is(list, i, pairs[k][1]) && --depth == 0)
			return i;
	}
	return list->nr;
}

int token_list__argument(const struct token_list *list, size_t open, size_t i, int *nr_args)
{
	size_t close = token_list__close(list, open), k;
	int depth = 0, arg = 0, at = -1;

	for (k = open + 1; k < close; k++) {
		if (k == i)
			at = arg;
		if (token_list__is(list, k, "(") || token_list__is(list, k, "[") ||
		    token_list__is(list, k, "{"))
			depth++;
		else if (token_list__is(list, k, ")") || token_list__is(list, k, "]") ||
			 token_list__is(list, k, "}"))
			depth--;
		else if (!depth && token_list__is(list, k, ","))
			arg++;
	}
	if (nr_args)
		*nr_args = close > open + 1 ? arg + 1 : 0;
	return at;
}
