// SPDX-License-Identifier: MIT
/*
 * The one list of facts collectors.  A collector is a file defining
 * `const struct facts_collector collect_<name>`; naming it below makes the
 * driver call its hooks.
 *
 * At each point the collectors run in the list's order, and what they
 * write lands in the facts file in that order, so the order is part of
 * the format: at a call tp_calls, tp_body, then call_facts; at a
 * function's start tp_body, then field_stores; at a symbol tracepoints,
 * member_calls, struct_ops, then field_creations; after a function member_calls,
 * field_creations, then field_stores; at the file's end call_facts,
 * tracepoints, then struct_ops.
 */
#include "lib.h"

#include "facts/collector.h"

#define FACTS_COLLECTORS(COLLECTOR)	\
	COLLECTOR(tp_calls)		\
	COLLECTOR(tp_body)		\
	COLLECTOR(call_facts)		\
	COLLECTOR(tracepoints)		\
	COLLECTOR(member_calls)		\
	COLLECTOR(struct_ops)		\
	COLLECTOR(static_arrays)	\
	COLLECTOR(creation_records)	\
	COLLECTOR(field_creations)	\
	COLLECTOR(field_stores)		\
	/* the end of the list: each entry above ends its line with a backslash */

#define DECLARE_COLLECTOR(name)	extern const struct facts_collector collect_##name;
#define LIST_COLLECTOR(name)	&collect_##name,

FACTS_COLLECTORS(DECLARE_COLLECTOR)

static const struct facts_collector *const collectors[] = {
	FACTS_COLLECTORS(LIST_COLLECTOR)
	NULL
};

void facts_collectors__begin_file(void)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->begin_file)
			(*c)->begin_file();
	}
}

void facts_collectors__evaluated(struct symbol_list *symbols)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->evaluated)
			(*c)->evaluated(symbols);
	}
}

void facts_collectors__see_symbol(struct symbol *sym)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->symbol)
			(*c)->symbol(sym);
	}
}

bool facts_collectors__rewrite(struct symbol *fn, struct entrypoint *ep, bool changed)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->rewrite && (changed || (*c)->rewrite_wanted(ep)))
			changed |= (*c)->rewrite(fn);
	}
	return changed;
}

void facts_collectors__see_function(struct entrypoint *ir)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->function)
			(*c)->function(ir);
	}
}

void facts_collectors__add_flow_hooks(void)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++)
		null_flow__add_hooks((*c)->hooks);
}

void facts_collectors__emit(void)
{
	const struct facts_collector *const *c;

	for (c = collectors; *c; c++) {
		if ((*c)->emit)
			(*c)->emit();
	}
}
