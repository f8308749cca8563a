// SPDX-License-Identifier: MIT
/*
 * The facts schema's names of record kinds, values and evidence kinds, in
 * the order of facts-schema.h's enums: the one list the writer and the
 * reader share.
 */
#include <errno.h>
#include <string.h>

#include "facts-schema.h"

static const char *const kind_names[] = {
	[FACTS_HEADER] = "header",
	[FACTS_CALL] = "call",
	[FACTS_RETURN] = "return",
	[FACTS_CLASS] = "class",
	[FACTS_EVENT] = "event",
	[FACTS_EVIDENCE] = "evidence",
	[FACTS_FLOW] = "flow",
	[FACTS_TP_ARG] = "tp_arg",
	[FACTS_SUMMARY] = "summary",
	[FACTS_FUNCTION] = "function",
	[FACTS_MEMBER] = "member",
	[FACTS_STORE] = "store",
	[FACTS_CREATE] = "create",
	[FACTS_INIT] = "init",
	[FACTS_STUB] = "stub",
};

static const char *const value_names[] = {
	[FACTS_VALUE_UNKNOWN] = "unknown",
	[FACTS_VALUE_NULL] = "null",
	[FACTS_VALUE_TESTED_NULL] = "tested-null",
	[FACTS_VALUE_NULLABLE] = "nullable",
	[FACTS_VALUE_CALL] = "call",
	[FACTS_VALUE_ERR] = "err",
	[FACTS_VALUE_NONNULL] = "nonnull",
	[FACTS_VALUE_PARAM] = "param",
	[FACTS_VALUE_SENTINEL] = "sentinel",
	[FACTS_VALUE_FIELD] = "field",
	[FACTS_VALUE_COND_NULL] = "cond-null",
};

static const char *const evidence_names[] = {
	[FACTS_EV_DECLARED] = "declared",
	[FACTS_EV_BODY_NULL_TEST] = "body-null-test",
	[FACTS_EV_BODY_ERR_TEST] = "body-err-test",
	[FACTS_EV_BODY_DEREF] = "body-deref",
	[FACTS_EV_BODY_SENTINEL_TEST] = "body-sentinel-test",
	[FACTS_EV_CALL_NULL] = "call-null",
	[FACTS_EV_CALL_TESTED_NULL] = "call-tested-null",
	[FACTS_EV_CALL_NULLABLE] = "call-nullable",
	[FACTS_EV_CALL_RETURNS_NULL] = "call-returns-null",
	[FACTS_EV_CALL_ERR] = "call-err",
	[FACTS_EV_CALL_NONNULL] = "call-nonnull",
	[FACTS_EV_CALL_UNKNOWN] = "call-unknown",
	[FACTS_EV_CALL_RESULT] = "call-result",
	[FACTS_EV_CALL_SENTINEL] = "call-sentinel",
	[FACTS_EV_CALL_DEREF_AFTER] = "call-deref-after",
	[FACTS_EV_CALL_TESTED_AFTER] = "call-tested-after",
	[FACTS_EV_CALL_RETURNS_NONNULL] = "call-returns-nonnull",
	[FACTS_EV_CALL_FIELD] = "call-field",
	[FACTS_EV_FIELD_NONNULL] = "field-nonnull",
	[FACTS_EV_NOT_CALLED] = "not-called",
	[FACTS_EV_CALL_DEREF_BEFORE] = "call-deref-before",
};

const char *facts_kind__name(enum facts_kind kind)
{
	return kind_names[kind];
}

const char *facts_value__name(enum facts_value value)
{
	return value_names[value];
}

const char *facts_evidence__name(enum facts_evidence evidence)
{
	return evidence_names[evidence];
}

static int lookup(const char *const *names, int nr, const char *name)
{
	int i;

	for (i = 0; i < nr; i++) {
		if (!strcmp(names[i], name))
			return i;
	}
	return -EINVAL;
}

int facts_kind__parse(const char *name)
{
	return lookup(kind_names, NR_FACTS_KINDS, name);
}

int facts_value__parse(const char *name)
{
	return lookup(value_names, NR_FACTS_VALUES, name);
}

int facts_evidence__parse(const char *name)
{
	return lookup(evidence_names, NR_FACTS_EVIDENCE, name);
}
