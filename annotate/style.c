// SPDX-License-Identifier: MIT
/*
 * Mending the style of renamed lines.  A rename makes checkpatch read
 * lines it never read before: old trace headers have "TP_PROTO( ... )",
 * a name that grows by ten characters pushes a line over 100 columns, and
 * a continuation line that was never aligned with its parenthesis becomes
 * context of a changed line.  Each rule here mends one of those, on the
 * changed lines only, the way a developer would by hand.  A statement off
 * a tab stop moves to one with the block it opens, and the code itself
 * gets checkpatch's idioms (idiom.h).
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <regex.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "idiom.h"
#include "style.h"

#define TAB_WIDTH 8

/* Where a character of a line stands: in code, or in a literal or comment. */
struct scan {
	char quote;		/* '"' or '\'' inside a literal, else 0 */
	bool comment;		/* inside a block comment */
	bool line_comment;	/* after // */
	bool escaped;
};

/* Advance @s over @line[@i]; returns whether that character is code. */
static bool scan__code(struct scan *s, const char *line, size_t i)
{
	char c = line[i];

	if (s->line_comment)
		return false;
	if (s->comment) {
		if (c == '/' && i > 0 && line[i - 1] == '*')
			s->comment = false;
		return false;
	}
	if (s->quote) {
		if (s->escaped)
			s->escaped = false;
		else if (c == '\\')
			s->escaped = true;
		else if (c == s->quote)
			s->quote = 0;
		return false;
	}
	if (c == '"' || c == '\'') {
		s->quote = c;
		return false;
	}
	if (c == '/' && line[i + 1] == '*') {
		s->comment = true;
		return false;
	}
	if (c == '/' && line[i + 1] == '/') {
		s->line_comment = true;
		return false;
	}
	return true;
}

static int next_tab_stop(int col)
{
	return (col / TAB_WIDTH + 1) * TAB_WIDTH;
}

/* The display column after @len bytes of @line, tabs every 8 columns. */
static int columns(const char *line, size_t len)
{
	int col = 0;
	size_t i;

	for (i = 0; i < len && line[i]; i++)
		col = line[i] == '\t' ? next_tab_stop(col) : col + 1;
	return col;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static size_t indent_len(const char *line)
{
	return strspn(line, " \t");
}

/* Does only blanks and an optional line-continuation backslash follow @p? */
static bool rest_is_empty(const char *p)
{
	p += strspn(p, " \t");
	return !*p || (*p == '\\' && !p[1]);
}

/* Append blanks reaching display column @col: tabs, then spaces. */
static void put_indent(FILE *out, int col)
{
	int at;

	for (at = 0; next_tab_stop(at) <= col; at = next_tab_stop(at))
		fputc('\t', out);
	for (; at < col; at++)
		fputc(' ', out);
}

static char *new_string(FILE *out, char **buf)
{
	if (fclose(out))
		return NULL;
	return *buf;
}

/* @line without blanks after "(" and before ")" in its code. */
static char *tighten_parens(const char *line)
{
	size_t i, len = 0, body = indent_len(line);
	char *buf = malloc(strlen(line) + 1);
	struct scan s = { 0 };

	if (!buf)
		return NULL;
	for (i = 0; line[i]; i++) {
		bool code = scan__code(&s, line, i);

		if (code && line[i] == ')') {
			while (len > body && is_blank(buf[len - 1]))
				len--;
		}
		buf[len++] = line[i];
		if (code && line[i] == '(' && !rest_is_empty(line + i + 1))
			i += strspn(line + i + 1, " \t");
	}
	buf[len] = '\0';
	return buf;
}

/*
 * The display column just after the innermost "(" @line leaves open, or
 * -1 when it closes all it opens or the "(" ends the line (then the next
 * line is indented, not aligned).
 */
static int open_paren_column(const char *line)
{
	size_t i, *opens = calloc(strlen(line) + 1, sizeof(*opens)), depth = 0;
	struct scan s = { 0 };
	int col = -1;

	if (!opens)
		return -1;
	for (i = 0; line[i]; i++) {
		if (!scan__code(&s, line, i))
			continue;
		if (line[i] == '(')
			opens[depth++] = i;
		else if (line[i] == ')' && depth)
			depth--;
	}
	if (depth && !rest_is_empty(line + opens[depth - 1] + 1))
		col = columns(line, opens[depth - 1] + 1);
	free(opens);
	return col;
}

/* @line with its leading blanks reaching column @col instead. */
static char *align_to(const char *line, int col)
{
	size_t len = 0;
	char *buf = NULL;
	FILE *out = open_memstream(&buf, &len);

	if (!out)
		return NULL;
	put_indent(out, col);
	fputs(line + indent_len(line), out);
	return new_string(out, &buf);
}

/*
 * A macro line whose backslash was aligned keeps it where it was: the
 * blanks before it shrink by what the rename added (one blank at least).
 */
static char *keep_backslash(const char *line, const char *original)
{
	size_t n = strlen(line), o = strlen(original), end;
	int want, have;
	char *buf = NULL;
	size_t len = 0;
	FILE *out;

	if (!n || line[n - 1] != '\\' || !o || original[o - 1] != '\\')
		return strdup(line);
	for (end = n - 1; end && is_blank(line[end - 1]); end--)
		;
	want = columns(original, o - 1);
	have = columns(line, end);
	out = open_memstream(&buf, &len);
	if (!out)
		return NULL;
	fwrite(line, 1, end, out);
	if (have + 1 > want || !memchr(original, '\t', o)) {
		for (fputc(' ', out), have++; have < want; have++)
			fputc(' ', out);
	} else {
		while (next_tab_stop(have) <= want) {
			fputc('\t', out);
			have = next_tab_stop(have);
		}
		for (; have < want; have++)
			fputc(' ', out);
	}
	fputc('\\', out);
	return new_string(out, &buf);
}

/*
 * Where to break @line (over the limit): a blank in code, at most the
 * limit in, not just inside "(" or before ")"; the last one after a comma
 * if there is one, else the last one.  0 when there is none.
 */
static size_t break_point(const char *line)
{
	size_t i, last = 0, after_comma = 0, body = indent_len(line);
	struct scan s = { 0 };

	for (i = 0; line[i]; i++) {
		bool code = scan__code(&s, line, i);

		if (!code || i <= body || line[i] != ' ' || is_blank(line[i - 1]))
			continue;
		if (columns(line, i) > STYLE_MAX_COLUMNS)
			break;
		if (line[i - 1] == '(' || line[i + 1] == ')' || rest_is_empty(line + i))
			continue;
		last = i;
		if (line[i - 1] == ',')
			after_comma = i;
	}
	return after_comma ? after_comma : last;
}

/*
 * The column a continuation of @head (the first part of @line) starts at:
 * aligned with a "(" it leaves open, else after its "= ", else with
 * @line when @head ends a list item, else one tab further in.
 */
static int continuation_column(const char *head, const char *line)
{
	int col = open_paren_column(head);
	const char *eq = strstr(head, "= ");

	if (col >= 0)
		return col;
	if (eq && eq > head && is_blank(eq[-1]))
		return columns(head, eq + 2 - head);
	if (head[strlen(head) - 1] == ',')
		return columns(line, indent_len(line));
	return columns(line, indent_len(line)) + TAB_WIDTH;
}

/*
 * @line wrapped at the limit: its parts, '\n' between them, as a new
 * string (NULL without memory).  *@last_col gets the column the line
 * after must align with (-1: none).
 */
static char *wrap(const char *line, int *last_col)
{
	bool macro = line[0] && line[strlen(line) - 1] == '\\';
	char *text = NULL, *part = strdup(line);
	size_t at, len = 0;
	FILE *out = open_memstream(&text, &len);

	if (!out) {
		free(part);
		return NULL;
	}
	while (part && columns(part, strlen(part)) > STYLE_MAX_COLUMNS &&
	       (at = break_point(part))) {
		char *head = strndup(part, at), *rest = NULL;
		size_t rest_len = 0;
		FILE *r = open_memstream(&rest, &rest_len);

		if (head && r) {
			fprintf(out, "%s%s\n", head, macro ? " \\" : "");
			put_indent(r, continuation_column(head, part));
			fputs(part + at + 1 + strspn(part + at + 1, " \t"), r);
		}
		if (r && fclose(r))
			rest = NULL;
		free(head);
		free(part);
		part = head && r ? rest : NULL;
	}
	if (part) {
		fputs(part, out);
		*last_col = open_paren_column(part);
	}
	if (fclose(out) || !part) {
		free(text);
		text = NULL;
	}
	free(part);
	return text;
}

/*
 * A line as the rules leave it: mended if the rename changed it, aligned
 * at @align if the line before leaves a "(" open there (-1: it does not).
 */
static char *mend_line(const char *original, const char *renamed, int align)
{
	char *line = strcmp(original, renamed) ? tighten_parens(renamed) : strdup(renamed), *next;

	if (line && strcmp(original, renamed)) {
		next = idiom__mend(line);
		free(line);
		line = next;
	}
	if (line && strcmp(original, renamed)) {
		next = keep_backslash(line, original);
		free(line);
		line = next;
	}
	if (line && align >= 0 && indent_len(line) && line[indent_len(line)] &&
	    columns(line, indent_len(line)) != align) {
		next = align_to(line, align);
		free(line);
		line = next;
	}
	return line;
}

static const char *const statement_words[] = {
	"if", "for", "while", "do", "switch", "return", "else", "case", "goto",
	"break", "continue", NULL,
};

/* Does @code start with the word @w? */
static bool starts_with_word(const char *code, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(code, w, n) && !isalnum((unsigned char)code[n]) && code[n] != '_';
}

/* A declaration with or without initializer: "struct a *b =", "int c;" */
static bool is_declaration(const char *code)
{
	static regex_t re;
	static int compiled;

	if (!compiled)
		compiled = regcomp(&re, "^([A-Za-z_][A-Za-z_0-9]*[ \t]+)+[* \t]*"
				   "[A-Za-z_][A-Za-z_0-9]*[ \t]*(=|;|[[])", REG_EXTENDED | REG_NOSUB) ? -1 : 1;
	return compiled > 0 && !regexec(&re, code, 0, NULL, 0);
}

/*
 * Does the code of @line start what checkpatch wants on a tab stop: a
 * statement keyword, a brace, or a declaration?
 */
static bool starts_statement(const char *line)
{
	const char *code = line + indent_len(line), *const *w;

	if (*code == '{' || *code == '}')
		return true;
	for (w = statement_words; *w; w++) {
		if (starts_with_word(code, *w))
			return true;
	}
	return is_declaration(code);
}

/* Does @line open a block the lines after it belong to? */
static bool opens_block(const char *line)
{
	const char *code = line + indent_len(line);
	size_t n = strlen(code);

	while (n && isspace((unsigned char)code[n - 1]))
		n--;
	if (n && code[n - 1] == '{')
		return true;
	if (n && code[n - 1] == ';')
		return false;
	return starts_with_word(code, "if") || starts_with_word(code, "for") ||
	       starts_with_word(code, "while") || starts_with_word(code, "else") ||
	       starts_with_word(code, "do");
}

/* Replace unit @line by itself indented @delta columns less. */
static int shift_unit(char **line, int delta)
{
	int col = columns(*line, indent_len(*line)) - delta;
	char *moved = align_to(*line, col < 0 ? 0 : col);

	if (!moved)
		return -ENOMEM;
	free(*line);
	*line = moved;
	return 0;
}

/*
 * A changed statement off a tab stop ("\t\t    if (p__nullable) {" in old
 * trace headers) moves to the tab stop before it (the first one, from
 * the margin), and the block it opens moves as far: the lines indented
 * deeper, and a "}" at its own column ("} else {" continues it).
 */
static int move_to_tab_stop(const struct line_units *original, struct line_units *renamed,
			    size_t i)
{
	const char *line = renamed->units[i];
	int col = columns(line, indent_len(line)), to, delta;
	bool block;
	size_t j;

	if (!strcmp(original->units[i], line) || !(col % TAB_WIDTH) ||
	    !starts_statement(line))
		return 0;
	to = col / TAB_WIDTH * TAB_WIDTH;
	delta = col - (to ? to : TAB_WIDTH);
	block = opens_block(line);
	if (shift_unit(&renamed->units[i], delta))
		return -ENOMEM;
	if (!block)
		return 0;
	for (j = i + 1; j < renamed->nr; j++) {
		const char *next = renamed->units[j];
		int at = columns(next, indent_len(next));
		bool closing = next[indent_len(next)] == '}';

		if (!next[indent_len(next)])
			continue;
		if (at < col || (at == col && !closing))
			break;
		if (shift_unit(&renamed->units[j], delta))
			return -ENOMEM;
		if (at == col && !opens_block(renamed->units[j]))
			break;
	}
	return 0;
}

/*
 * A changed line indented with spaces where tabs would do ("        x",
 * " \tx") gets tabs: checkpatch flags the spaces on any line it reads.
 */
static int indent_with_tabs(const struct line_units *original, struct line_units *renamed,
			    size_t i)
{
	char *line = renamed->units[i];
	size_t n = indent_len(line);

	if (!strcmp(original->units[i], line) ||
	    (!memmem(line, n, " \t", 2) && !memmem(line, n, "        ", 8)))
		return 0;
	return shift_unit(&renamed->units[i], 0);
}

int style__mend(const struct line_units *original, struct line_units *renamed)
{
	int align = -1;
	size_t i;

	if (original->nr != renamed->nr)
		return -EINVAL;
	for (i = 0; i < renamed->nr; i++) {
		if (indent_with_tabs(original, renamed, i) ||
		    move_to_tab_stop(original, renamed, i))
			return -ENOMEM;
	}
	for (i = 0; i < renamed->nr; i++) {
		const char *before = original->units[i];
		char *line, *mended;

		if (align < 0 && !strcmp(before, renamed->units[i]))
			continue;
		line = mend_line(before, renamed->units[i], align);
		if (!line)
			return -ENOMEM;
		align = -1;
		mended = strcmp(line, before) ? wrap(line, &align) : strdup(line);
		free(line);
		if (!mended)
			return -ENOMEM;
		free(renamed->units[i]);
		renamed->units[i] = mended;
	}
	return 0;
}
