// SPDX-License-Identifier: MIT
/*
 * The real call behind trace_<event>(), known by its name alone: the call
 * facts leave it out (its arguments are the event's evidence) and the
 * tracepoint call sites find it in the wrapper's inlined body.  A file of
 * its own so that neither needs the other.
 */
#include <string.h>

#include "lib.h"
#include "symbol.h"

#include "ast/ident-name.h"
#include "facts/tp-real-call.h"

static const char *const real_call_prefixes[] = { "__traceiter_", "__SCT__tp_func_", NULL };

const char *tp_real_call__event(struct symbol *fn)
{
	const char *name = fn && fn->ident ? ident__name(fn->ident) : "";
	const char *const *prefix;

	for (prefix = real_call_prefixes; *prefix; prefix++) {
		if (!strncmp(name, *prefix, strlen(*prefix)))
			return name + strlen(*prefix);
	}
	return NULL;
}
