/* SPDX-License-Identifier: MIT */
/*
 * The tokens of a C header, with their byte offsets, for rewriting names
 * in place: comments and line continuations are skipped, string and
 * character literals are single tokens (so a name inside a format string
 * is never taken for an identifier).
 */
#ifndef ANNOTATE_TOKEN_LIST_H
#define ANNOTATE_TOKEN_LIST_H

#include <stdbool.h>
#include <stddef.h>

enum token_kind {
	TOKEN_IDENT,
	TOKEN_NUMBER,
	TOKEN_LITERAL,		/* "string" or 'c' */
	TOKEN_PUNCT,		/* one character, or "->" or "##" */
};

struct token {
	enum token_kind kind;
	size_t start;		/* byte offset in the text */
	size_t len;
	int line;		/* from 1 */
};

struct token_list {
	const char *text;
	size_t len;		/* of the text */
	struct token *tokens;
	size_t nr;
};

/*
 * Split @text (@len bytes) into @list's tokens; @list keeps pointing into
 * @text.  Returns 0, -ENOMEM, or -EINVAL for an unterminated comment or
 * literal (then *@bad_line says where it starts).
 */
int token_list__split(struct token_list *list, const char *text, size_t len,
		      int *bad_line);

void token_list__free(struct token_list *list);

/* Is token @i the identifier (or punctuator) @s? */
bool token_list__is(const struct token_list *list, size_t i, const char *s);

/*
 * The index of the ")", "}" or "]" matching the "(", "{" or "[" at @open,
 * or list->nr when they are not balanced (or @open is none of them).
 */
size_t token_list__close(const struct token_list *list, size_t open);

/*
 * Which argument (from 0) of the list opening at @open token @i stands in,
 * commas inside nested brackets not counting; -1 when @i is not inside.
 * *@nr_args, unless NULL, gets the list's number of arguments.
 */
int token_list__argument(const struct token_list *list, size_t open, size_t i, int *nr_args);

#endif
