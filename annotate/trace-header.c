// SPDX-License-Identifier: MIT
/*
 * Finding a trace event class in its header and renaming one of its
 * arguments everywhere the argument is in scope.
 *
 * Where the name is renamed, and why:
 *  - TP_PROTO: the declaration; the class's names become the parameter
 *    names of __bpf_trace_<class>(), which pahole carries into BTF.
 *  - TP_ARGS, TP_CONDITION, TP_fast_assign: uses of the argument.
 *  - TP_STRUCT__entry: only the expressions of __string(), __dynamic_array()
 *    and their kin (they are evaluated with the arguments to size the
 *    entry); field names are not arguments.
 *  - not TP_printk: it runs on the recorded entry, where the arguments
 *    are out of scope, so a bare name there is something else.
 * A name after "->" or "." is a member, after struct/union/enum a tag,
 * and the first operand of __assign_*() and __get_*() a field: none is
 * the argument.  An argument that a macro of the header may use is not
 * renamed at all (macros.h).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "macros.h"
#include "trace-header.h"
#include "array.h"
#include "whole-file.h"

enum trace_part {
	PART_PROTO,
	PART_ARGS,
	PART_CONDITION,
	PART_STRUCT,
	PART_ASSIGN,
	NR_PARTS,
};

static const char *const part_macros[NR_PARTS] = {
	[PART_PROTO] = "TP_PROTO",
	[PART_ARGS] = "TP_ARGS",
	[PART_CONDITION] = "TP_CONDITION",
	[PART_STRUCT] = "TP_STRUCT__entry",
	[PART_ASSIGN] = "TP_fast_assign",
};

/* Macros defining a class (its name is the first operand). */
static const char *const class_macros[] = {
	"DECLARE_EVENT_CLASS", "TRACE_EVENT", "TRACE_EVENT_CONDITION",
	"TRACE_EVENT_FN", "TRACE_EVENT_FN_COND",
};

/* Macros defining an event of a class (the class is the first operand). */
static const char *const event_macros[] = {
	"DEFINE_EVENT", "DEFINE_EVENT_FN", "DEFINE_EVENT_PRINT",
	"DEFINE_EVENT_CONDITION",
};

/* TP_STRUCT__entry macros with expressions: from which operand on. */
static const struct {
	const char *macro;
	int first_expr;
} entry_exprs[] = {
	{ "__string", 1 }, { "__string_len", 1 }, { "__vstring", 1 },
	{ "__sockaddr", 1 }, { "__bitmask", 1 }, { "__array", 2 },
	{ "__dynamic_array", 2 }, { "__rel_string", 1 },
	{ "__rel_string_len", 1 }, { "__rel_vstring", 1 },
	{ "__rel_sockaddr", 1 }, { "__rel_bitmask", 1 },
	{ "__rel_dynamic_array", 2 },
};

#define NO_TOKEN SIZE_MAX

/* One macro invocation; token indexes into the header's tokens. */
struct trace_invocation {
	bool defines_class;
	size_t class_tok;	/* the class name, NO_TOKEN unless literal */
	int line;
	size_t open[NR_PARTS];	/* "(" of TP_PROTO(...) etc., NO_TOKEN */
	size_t close[NR_PARTS];
};

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

static bool is_one_of(const struct token_list *t, size_t i,
		      const char *const *names, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++) {
		if (token_list__is(t, i, names[k]))
			return true;
	}
	return false;
}

static bool token_has_prefix(const struct token_list *t, size_t i, const char *prefix)
{
	const struct token *tok = &t->tokens[i];

	return tok->kind == TOKEN_IDENT && tok->len > strlen(prefix) &&
	       !memcmp(t->text + tok->start, prefix, strlen(prefix));
}

/* Is token @i a directive's operand (#define X, #undef X)? */
static bool is_directive_operand(const struct token_list *t, size_t i)
{
	return i >= 2 && token_list__is(t, i - 2, "#") &&
	       (token_list__is(t, i - 1, "define") || token_list__is(t, i - 1, "undef"));
}

/*
 * Is token @i part macro @name, or a subsystem's wrapper of it named
 * @name_*: btrfs's TP_STRUCT__entry_btrfs() and TP_fast_assign_btrfs()
 * hold the same expressions, which use the arguments by name too.
 */
static bool is_part_macro(const struct token_list *t, size_t i, const char *name)
{
	const struct token *tok = i < t->nr ? &t->tokens[i] : NULL;
	size_t len = strlen(name);

	return tok && tok->len >= len && !memcmp(t->text + tok->start, name, len) &&
	       (tok->len == len || t->text[tok->start + len] == '_');
}

/* Record the TP_*(...) parts at the top level of invocation (@open, @close). */
static void invocation__find_parts(struct trace_invocation *call,
				   const struct token_list *t, size_t open,
				   size_t close)
{
	size_t i, k;

	for (k = 0; k < NR_PARTS; k++)
		call->open[k] = call->close[k] = NO_TOKEN;
	for (i = open + 1; i < close; i++) {
		if (token_list__is(t, i, "(")) {
			i = token_list__close(t, i);
			continue;
		}
		for (k = 0; k < NR_PARTS; k++) {
			if (is_part_macro(t, i, part_macros[k]) &&
			    token_list__is(t, i + 1, "(")) {
				call->open[k] = i + 1;
				call->close[k] = token_list__close(t, i + 1);
				i = call->close[k];
				break;
			}
		}
	}
}

static int header__add_call(struct trace_header *h, size_t name_tok,
			    bool defines_class)
{
	const struct token_list *t = &h->tokens;
	size_t open = name_tok + 1, close = token_list__close(t, open);
	struct trace_invocation *call;

	if (close >= t->nr)
		return 0;	/* unbalanced: not an invocation we can read */
	if (ARRAY_ENSURE(h->calls, h->alloc_calls, h->nr_calls + 1))
		return -ENOMEM;
	call = &h->calls[h->nr_calls++];
	call->defines_class = defines_class;
	call->line = t->tokens[name_tok].line;
	call->class_tok = NO_TOKEN;
	if (t->tokens[open + 1].kind == TOKEN_IDENT &&
	    (token_list__is(t, open + 2, ",") || token_list__is(t, open + 2, ")")))
		call->class_tok = open + 1;
	invocation__find_parts(call, t, open, close);
	return 0;
}

static void header__find_system(struct trace_header *h)
{
	const struct token_list *t = &h->tokens;
	size_t i;

	for (i = 0; i + 3 < t->nr; i++) {
		if (token_list__is(t, i, "#") && token_list__is(t, i + 1, "define") &&
		    token_list__is(t, i + 2, "TRACE_SYSTEM") &&
		    t->tokens[i + 3].kind == TOKEN_IDENT) {
			free(h->system);
			h->system = strndup(t->text + t->tokens[i + 3].start,
					    t->tokens[i + 3].len);
		}
	}
}

static int header__parse(struct trace_header *h)
{
	const struct token_list *t = &h->tokens;
	size_t i;
	int err = 0;

	for (i = 0; i + 1 < t->nr && !err; i++) {
		bool is_class = is_one_of(t, i, class_macros, ARRAY_SIZE(class_macros));

		if (!is_class && !is_one_of(t, i, event_macros, ARRAY_SIZE(event_macros)))
			continue;
		if (!token_list__is(t, i + 1, "(") || is_directive_operand(t, i))
			continue;
		err = header__add_call(h, i, is_class);
	}
	header__find_system(h);
	return err;
}

int trace_header__read(struct trace_header *header, const char *tree,
		       const char *path, char *err, size_t err_size)
{
	char *full;
	int line = 0, ret;

	memset(header, 0, sizeof(*header));
	if (asprintf(&full, "%s/%s", tree, path) < 0)
		return -ENOMEM;
	header->path = strdup(path);
	ret = header->path ? whole_file__read(full, &header->text, &header->len) : -ENOMEM;
	if (ret) {
		snprintf(err, err_size, "%s: %s", full, strerror(-ret));
		free(full);
		return ret;
	}
	ret = token_list__split(&header->tokens, header->text, header->len, &line);
	if (ret == -EINVAL)
		snprintf(err, err_size, "%s:%d: unterminated comment or literal",
			 full, line);
	if (!ret)
		ret = header__parse(header);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "%s: out of memory", full);
	free(full);
	return ret;
}

void trace_header__free(struct trace_header *header)
{
	token_list__free(&header->tokens);
	free(header->calls);
	free(header->text);
	free(header->path);
	free(header->system);
	memset(header, 0, sizeof(*header));
}

static bool call__is_class(const struct trace_header *h,
			   const struct trace_invocation *call, const char *class)
{
	return call->class_tok != NO_TOKEN &&
	       token_list__is(&h->tokens, call->class_tok, class);
}

/* Is token @i of @t a use of an argument (not a member, tag or field)? */
static bool is_argument_use(const struct token_list *t, size_t i)
{
	if (t->tokens[i].kind != TOKEN_IDENT)
		return false;
	if (i == 0)
		return true;
	if (token_list__is(t, i - 1, "->") || token_list__is(t, i - 1, ".") ||
	    token_list__is(t, i - 1, "struct") || token_list__is(t, i - 1, "union") ||
	    token_list__is(t, i - 1, "enum") || token_list__is(t, i - 1, "#") ||
	    token_list__is(t, i - 1, "##") || token_list__is(t, i + 1, "##"))
		return false;
	/* __assign_str(field), __get_str(field), __assign_bitmask(field, ...) */
	if (i >= 2 && token_list__is(t, i - 1, "(") &&
	    (token_has_prefix(t, i - 2, "__assign_") || token_has_prefix(t, i - 2, "__get_")) &&
	    (token_list__is(t, i + 1, ",") || token_list__is(t, i + 1, ")")))
		return false;
	return true;
}

/* Rename every use of @name among tokens (@from, @to). */
static int rename_uses(const struct token_list *t, size_t from, size_t to,
		       const char *name, struct trace_edits *e)
{
	size_t i;
	int err = 0;

	for (i = from + 1; i < to && !err; i++) {
		if (token_list__is(t, i, name) && is_argument_use(t, i))
			err = trace_edits__add_suffix(e, &t->tokens[i]);
	}
	return err;
}

/* Is @name given to a macro the header defines, in any part of @call? */
static bool passed_to_local_macro(const struct trace_header *h,
				  const struct trace_invocation *call, const char *name)
{
	int part;

	for (part = 0; part < NR_PARTS; part++) {
		if (call->open[part] != NO_TOKEN &&
		    macros__passed_to_local_macro(&h->tokens, call->open[part], call->close[part],
						  name))
			return true;
	}
	return false;
}

/*
 * The operands of the parenthesised list (@open, @close): *@starts gets
 * the token index of each operand's first token minus one (a "(" or ","),
 * with the closing token last.  Returns the number of operands.
 */
static size_t split_operands(const struct token_list *t, size_t open,
			     size_t close, size_t *bounds, size_t max)
{
	size_t i, n = 0;

	bounds[n++] = open;
	for (i = open + 1; i < close && n < max; i++) {
		if (token_list__is(t, i, "("))
			i = token_list__close(t, i);
		else if (token_list__is(t, i, ","))
			bounds[n++] = i;
	}
	if (n < max)
		bounds[n] = close;
	return n;
}

/* Rename uses of @name in the expressions of TP_STRUCT__entry (@open, @close). */
static int rename_in_entry(const struct token_list *t, size_t open, size_t close,
			   const char *name, struct trace_edits *e)
{
	size_t i, k, bounds[9], n, op;
	int err = 0;

	for (i = open + 1; i < close && !err; i++) {
		if (t->tokens[i].kind != TOKEN_IDENT || !token_list__is(t, i + 1, "("))
			continue;
		for (k = 0; k < ARRAY_SIZE(entry_exprs); k++) {
			if (token_list__is(t, i, entry_exprs[k].macro))
				break;
		}
		if (k < ARRAY_SIZE(entry_exprs)) {
			n = split_operands(t, i + 1, token_list__close(t, i + 1),
					   bounds, ARRAY_SIZE(bounds) - 1);
			for (op = entry_exprs[k].first_expr; op < n && !err; op++)
				err = rename_uses(t, bounds[op], bounds[op + 1], name, e);
		}
		i = token_list__close(t, i + 1);
	}
	return err;
}

/*
 * The token naming argument @index in TP_PROTO (@open, @close): the one
 * identifier @name (not a tag) of that operand, or with @name NULL the
 * last identifier at its top level.  NO_TOKEN if there is none.
 */
static size_t proto_name(const struct token_list *t, size_t open, size_t close,
			 int index, const char *name)
{
	size_t bounds[65], n, i, found = NO_TOKEN;
	int seen = 0;

	n = split_operands(t, open, close, bounds, ARRAY_SIZE(bounds) - 1);
	if (index < 0 || (size_t)index >= n)
		return NO_TOKEN;
	for (i = bounds[index] + 1; i < bounds[index + 1]; i++) {
		if (token_list__is(t, i, "(") && !name) {
			i = token_list__close(t, i);
			continue;
		}
		if (t->tokens[i].kind != TOKEN_IDENT || !is_argument_use(t, i))
			continue;
		if (!name) {
			found = i;
		} else if (token_list__is(t, i, name)) {
			found = i;
			seen++;
		}
	}
	return seen > 1 ? NO_TOKEN : found;
}

/* Rename argument @index (token @tok of its TP_PROTO) through @call. */
static int rename_in_call(const struct token_list *t,
			  const struct trace_invocation *call, size_t tok,
			  struct trace_edits *e)
{
	char name[256];
	int err;

	snprintf(name, sizeof(name), "%.*s", (int)t->tokens[tok].len,
		 t->text + t->tokens[tok].start);
	err = trace_edits__add_suffix(e, &t->tokens[tok]);
	if (!err && call->open[PART_ARGS] != NO_TOKEN)
		err = rename_uses(t, call->open[PART_ARGS], call->close[PART_ARGS], name, e);
	if (!err && call->open[PART_CONDITION] != NO_TOKEN)
		err = rename_uses(t, call->open[PART_CONDITION],
				  call->close[PART_CONDITION], name, e);
	if (!err && call->open[PART_ASSIGN] != NO_TOKEN)
		err = rename_uses(t, call->open[PART_ASSIGN], call->close[PART_ASSIGN],
				  name, e);
	if (!err && call->open[PART_STRUCT] != NO_TOKEN)
		err = rename_in_entry(t, call->open[PART_STRUCT], call->close[PART_STRUCT],
				      name, e);
	return err;
}

int trace_header__rename(const struct trace_header *header, const char *class,
			 int index, const char *name, struct trace_edits *edits,
			 char *err, size_t err_size)
{
	const struct token_list *t = &header->tokens;
	struct trace_edits local = { 0 };
	size_t i, tok;
	int ret = 0, classes = 0, events = 0;

	for (i = 0; i < header->nr_calls && !ret; i++) {
		const struct trace_invocation *call = &header->calls[i];

		if (!call__is_class(header, call, class))
			continue;
		if (call->open[PART_PROTO] == NO_TOKEN) {
			if (call->defines_class) {
				snprintf(err, err_size, "%s:%d: %s: no literal TP_PROTO",
					 header->path, call->line, class);
				ret = -EINVAL;
			}
			continue;
		}
		tok = proto_name(t, call->open[PART_PROTO], call->close[PART_PROTO],
				 index, call->defines_class ? name : NULL);
		if (tok == NO_TOKEN && call->defines_class) {
			snprintf(err, err_size,
				 "%s:%d: %s: TP_PROTO's argument %d is not named '%s'",
				 header->path, call->line, class, index, name);
			ret = -EINVAL;
		} else if (tok != NO_TOKEN && (macros__define_uses(&header->tokens, name) ||
						passed_to_local_macro(header, call, name))) {
			snprintf(err, err_size, "%s:%d: %s: a macro of the header may use %s:"
				 " argument %d left as it is", header->path, call->line, class,
				 name, index);
			ret = -EINVAL;
		} else if (tok != NO_TOKEN) {
			ret = rename_in_call(t, call, tok, &local);
			classes += call->defines_class;
			events += !call->defines_class;
		}
	}
	if (!ret && !classes) {
		snprintf(err, err_size, "%s: no literal definition of class %s",
			 header->path, class);
		ret = -ENOENT;
	}
	if (!ret)
		ret = trace_edits__append(edits, &local);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "out of memory");
	free(local.edits);
	return ret ? ret : events;
}
