// SPDX-License-Identifier: MIT
/*
 * checkpatch's idioms on a renamed line (idiom.h).  Each rule
 * reads the line's tokens and records replacements of byte ranges; the
 * line is rebuilt once at the end.  The rules are narrow on purpose: a
 * shape they are not sure of is left, and the renamer's caller then
 * leaves the rename to a human (checkpatch still flags it).
 */
#define _GNU_SOURCE
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"

#include "idiom.h"
#include "token-list.h"

struct replacement {
	size_t start, end;	/* bytes of the line replaced */
	const char *text;	/* by this (a literal) */
	size_t keep_start, keep_end;	/* then these bytes of the line */
};

struct idiom {
	const char *line;
	struct token_list t;
	struct replacement *r;
	size_t nr, alloc;
};

static bool is(const struct idiom *m, size_t i, const char *s)
{
	return i < m->t.nr && token_list__is(&m->t, i, s);
}

static bool is_ident(const struct idiom *m, size_t i)
{
	return i < m->t.nr && m->t.tokens[i].kind == TOKEN_IDENT;
}

static size_t end_of(const struct idiom *m, size_t i)
{
	return m->t.tokens[i].start + m->t.tokens[i].len;
}

/* Are tokens @i and @i + 1 written together ("==", "&&")? */
static bool joined(const struct idiom *m, size_t i, const char *a, const char *b)
{
	return is(m, i, a) && is(m, i + 1, b) && end_of(m, i) == m->t.tokens[i + 1].start;
}

/* Is token @i the start of "&&" or "||"? */
static bool logical(const struct idiom *m, size_t i)
{
	return joined(m, i, "&", "&") || joined(m, i, "|", "|");
}

static bool word_in(const struct idiom *m, size_t i, const char *const *words)
{
	for (; *words; words++) {
		if (is(m, i, *words))
			return true;
	}
	return false;
}

/* Replace bytes [@start, @end) by @text followed by the line's [@ks, @ke). */
static bool replace(struct idiom *m, size_t start, size_t end, const char *text,
		    size_t ks, size_t ke)
{
	if (m->nr && m->r[m->nr - 1].end > start)
		return true;	/* overlaps an earlier rule's: leave it */
	if (ARRAY_ENSURE(m->r, m->alloc, m->nr + 1))
		return false;
	m->r[m->nr++] = (struct replacement){ start, end, text, ks, ke };
	return true;
}

static const char *const int_words[] = { "int", "long", "char", "short", NULL };

/* "unsigned" alone is "unsigned int". */
static bool bare_unsigned(struct idiom *m, size_t i)
{
	if (!is(m, i, "unsigned") || word_in(m, i + 1, int_words))
		return true;
	return replace(m, end_of(m, i), end_of(m, i), " int", 0, 0);
}

/* The first token of the lvalue (a, a->b.c) ending at token @last, or -1. */
static long lvalue_start(const struct idiom *m, long last)
{
	if (last < 0 || !is_ident(m, last))
		return -1;
	while (last >= 2 && (is(m, last - 1, "->") || is(m, last - 1, ".")) &&
	       is_ident(m, last - 2))
		last -= 2;
	return last;
}

/* Does the value of a comparison ending before token @after only count as a truth? */
static bool truth_only(const struct idiom *m, long before, size_t after)
{
	if (is(m, after, "?") || logical(m, after) || (before >= 1 && logical(m, before - 1)))
		return true;
	return before >= 1 && is(m, before, "(") &&
	       (is(m, before - 1, "if") || is(m, before - 1, "while")) && is(m, after, ")");
}

/* Can an operand end at token @i (the comparison's whole operand)? */
static bool ends_operand(const struct idiom *m, size_t i)
{
	return i >= m->t.nr || is(m, i, ")") || is(m, i, ";") || is(m, i, ",") ||
	       is(m, i, "?") || is(m, i, ":") || logical(m, i);
}

/* Can an operand start after token @i (-1: the line's start)? */
static bool starts_operand(const struct idiom *m, long i)
{
	if (i < 0 || is(m, i, "(") || is(m, i, ",") || is(m, i, "?") || is(m, i, ":") ||
	    is(m, i, "return"))
		return true;
	if (i >= 1 && logical(m, i - 1))
		return true;
	/* an assignment, not "==", "<=", ">=" or "!=" */
	return is(m, i, "=") && !(i >= 1 && end_of(m, i - 1) == m->t.tokens[i].start &&
				  strchr("=<>!+-*/%&|^", m->line[m->t.tokens[i - 1].start]));
}

/* "p == NULL" is "!p", "p != NULL" is "p" where a truth is wanted, else "!!p". */
static bool null_comparison(struct idiom *m, size_t i)
{
	bool equal = joined(m, i, "=", "=");
	long first;
	size_t start, end;

	if (!equal && !joined(m, i, "!", "="))
		return true;
	if (!is(m, i + 2, "NULL") || !ends_operand(m, i + 3))
		return true;
	first = lvalue_start(m, (long)i - 1);
	if (first < 0 || !starts_operand(m, first - 1))
		return true;
	start = m->t.tokens[first].start;
	end = end_of(m, i + 2);
	if (equal)
		return replace(m, start, end, "!", start, end_of(m, i - 1));
	return replace(m, start, end, truth_only(m, first - 1, i + 3) ? "" : "!!",
		       start, end_of(m, i - 1));
}

static const char *const type_words[] = {
	"struct", "union", "enum", "const", "volatile", "unsigned", "signed", "void",
	"char", "short", "int", "long", "bool", "u8", "u16", "u32", "u64", "s8", "s16",
	"s32", "s64", NULL,
};

/* "(struct x *) p" is "(struct x *)p": a cast is followed by its operand. */
static bool cast_space(struct idiom *m, size_t open)
{
	size_t close = token_list__close(&m->t, open), i;
	size_t next = close + 1;

	if (!is(m, open, "(") || close >= m->t.nr || next >= m->t.nr)
		return true;
	if (open && !is(m, open - 1, "return") && (is_ident(m, open - 1) ||
	    is(m, open - 1, ")") || is(m, open - 1, "]")))
		return true;	/* a call, or what follows if (...) */
	for (i = open + 1; i < close; i++) {
		if (!is_ident(m, i) && !is(m, i, "*"))
			return true;
	}
	if (close == open + 1 || (!is(m, close - 1, "*") && !word_in(m, open + 1, type_words)))
		return true;
	if (m->t.tokens[next].start == end_of(m, close))
		return true;	/* no blank after it */
	if (!is_ident(m, next) && !is(m, next, "(") && !is(m, next, "&"))
		return true;
	return replace(m, end_of(m, close), m->t.tokens[next].start, "", 0, 0);
}

static const char *const not_functions[] = {
	"if", "for", "while", "switch", "return", "sizeof", "typeof", "__typeof__",
	"__typeof", "__attribute__", "__attribute", "case", "do", "else", "asm",
	"__asm__", "volatile", "__volatile__", "defined", "_Generic", "__alignof__",
	"_Alignof", "alignof", "static", "inline", "extern", "register", "float",
	"double", "bool", "_Bool", NULL,
};

/* "f (a)" is "f(a)", for a call or a declarator, not a keyword or type. */
static bool call_space(struct idiom *m, size_t i)
{
	const char *s = m->line + m->t.tokens[i].start;
	size_t len = m->t.tokens[i].len;

	if (!is_ident(m, i) || !is(m, i + 1, "(") || end_of(m, i) == m->t.tokens[i + 1].start)
		return true;
	if (word_in(m, i, not_functions) || word_in(m, i, type_words) ||
	    (len > 2 && !strncmp(s + len - 2, "_t", 2)))
		return true;
	if (i && (is(m, i - 1, "struct") || is(m, i - 1, "union") || is(m, i - 1, "enum")))
		return true;
	return replace(m, end_of(m, i), m->t.tokens[i + 1].start, "", 0, 0);
}

static char *rebuild(const struct idiom *m)
{
	char *buf = NULL;
	size_t len = 0, at = 0, k;
	FILE *out = open_memstream(&buf, &len);

	if (!out)
		return NULL;
	for (k = 0; k < m->nr; k++) {
		const struct replacement *r = &m->r[k];

		fwrite(m->line + at, 1, r->start - at, out);
		fputs(r->text, out);
		fwrite(m->line + r->keep_start, 1, r->keep_end - r->keep_start, out);
		at = r->end;
	}
	fputs(m->line + at, out);
	return fclose(out) ? NULL : buf;
}

char *idiom__mend(const char *line)
{
	struct idiom m = { .line = line };
	bool ok = true;
	char *mended;
	size_t i;
	int bad_line;

	if (line[strspn(line, " \t")] == '#' ||
	    token_list__split(&m.t, line, strlen(line), &bad_line))
		return strdup(line);
	for (i = 0; ok && i < m.t.nr; i++) {
		ok = bare_unsigned(&m, i) && null_comparison(&m, i) &&
		     cast_space(&m, i) && call_space(&m, i);
	}
	mended = ok ? rebuild(&m) : NULL;
	free(m.r);
	token_list__free(&m.t);
	return mended;
}
