// SPDX-License-Identifier: MIT
#include <stdio.h>
#include <string.h>

#include "rule-id.h"

/* Matched in order against the message: the first pattern found wins. */
struct rule {
	const char *pattern;	/* a substring of the message */
	const char *id;
};

static const struct rule rules[] = {
	{ "dereference of nullable expression", "nullable-deref" },
	{ "passed to nonnull parameter", "nullable-arg" },
	{ "returned from returns_nonnull function", "nullable-return" },
	{ "__nullable on ", "nullable-attr" },
	{ "returns_nonnull on function", "nullable-attr" },
	{ "attribute 'nullable", "nullable-attr" },
	{ "attribute '__nullable", "nullable-attr" },
	{ "attribute 'nonnull", "nullable-attr" },
	{ "attribute 'returns_nonnull", "nullable-attr" },
	{ "different address spaces", "address-space" },
	{ "address space", "address-space" },
	{ "noderef", "address-space" },
	{ "context imbalance", "context-imbalance" },
	{ "context problem", "context-imbalance" },
	{ "context check failure", "context-imbalance" },
	{ "degrades to integer", "bitwise" },
	{ "restricted", "bitwise" },
	{ "mixed bitwiseness", "bitwise" },
	{ "Should it be static?", "decl" },
	{ "Using plain integer as NULL pointer", "non-pointer-null" },
	{ "shadows an earlier one", "shadow" },
	{ "with byte count of", "memcpy-max-count" },
	{ "cast truncates bits", "cast-truncate" },
	{ "cast ", "cast" },
	{ "size-preserving", "cast" },
	{ "sizeof", "sizeof" },
	{ "incorrect type in", "incorrect-type" },
	{ "incompatible types in", "incorrect-type" },
	{ "self-comparison", "tautological-compare" },
	{ "shift count", "shift-count" },
	{ "shift too big", "shift-count" },
	{ "uninitialized", "uninitialized" },
	{ "mixing different enum types", "enum-mismatch" },
	{ "unknown attribute", "unknown-attribute" },
	{ "dubious:", "dubious" },
	{ "undefined preprocessor identifier", "undef" },
	{ "too many warnings", "too-many-warnings" },
};

struct description {
	const char *id;
	const char *text;
};

static const struct description descriptions[] = {
	{ "nullable-deref", "dereference of a pointer that may be NULL (sparse-null -Wnullable-deref)" },
	{ "nullable-arg", "NULL or a nullable value passed to a nonnull parameter (-Wnullable-arg)" },
	{ "nullable-return", "NULL or a nullable value returned from a returns_nonnull function (-Wnullable-return)" },
	{ "nullable-attr", "a nullability annotation that cannot apply where it is (-Wnullable-attr)" },
	{ "address-space", "mixing of address spaces (__user, __iomem, __rcu, __percpu) or noderef" },
	{ "context-imbalance", "lock context imbalance (__acquires/__releases)" },
	{ "bitwise", "restricted (__bitwise) type used as a plain integer" },
	{ "decl", "global symbol not declared in a header" },
	{ "non-pointer-null", "plain integer used as a NULL pointer" },
	{ "shadow", "declaration shadows an earlier one" },
	{ "memcpy-max-count", "copy with a large byte count" },
	{ "cast-truncate", "cast truncates bits of a constant" },
	{ "cast", "questionable cast" },
	{ "sizeof", "questionable sizeof" },
	{ "incorrect-type", "incorrect type in an assignment, argument, return or initializer" },
	{ "tautological-compare", "comparison of an expression with itself" },
	{ "shift-count", "shift count negative or too big" },
	{ "uninitialized", "possibly uninitialized variable" },
	{ "enum-mismatch", "mixing of different enum types" },
	{ "unknown-attribute", "unknown attribute" },
	{ "dubious", "dubious mix of logical and bitwise operators" },
	{ "undef", "undefined preprocessor identifier" },
	{ "too-many-warnings", "the checker stopped reporting warnings for this file" },
	{ "error", "an error without a more specific rule" },
	{ "fatal-error", "a fatal error: the file was not checked" },
	{ "warning", "a warning without a more specific rule" },
};

static const char *gcc_flag(const char *message, char *buf, size_t size)
{
	size_t len = strlen(message);
	const char *open;

	if (len < 5 || message[len - 1] != ']')
		return NULL;
	open = strstr(message, " [-W");
	if (!open || strchr(open + 1, ' '))
		return NULL;
	open += strlen(" [-W");
	snprintf(buf, size, "%.*s", (int)(message + len - 1 - open), open);
	return buf;
}

const char *rule_id__of(const struct diag *d, char *buf, size_t size)
{
	size_t i;

	if (gcc_flag(d->message, buf, size))
		return buf;
	for (i = 0; i < sizeof(rules) / sizeof(rules[0]); i++)
		if (strstr(d->message, rules[i].pattern))
			return rules[i].id;
	if (!strcmp(d->severity, "fatal error"))
		return "fatal-error";
	return !strcmp(d->severity, "error") ? "error" : "warning";
}

const char *rule_id__describe(const char *id)
{
	size_t i;

	for (i = 0; i < sizeof(descriptions) / sizeof(descriptions[0]); i++)
		if (!strcmp(descriptions[i].id, id))
			return descriptions[i].text;
	return "a compiler warning, named by its -W flag";
}
