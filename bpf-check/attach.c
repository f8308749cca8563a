// SPDX-License-Identifier: MIT
/* Section prefixes as libbpf names them (libbpf.c's section_defs). */
#include <string.h>

#include "attach.h"

static const struct {
	const char *prefix;
	enum attach_kind kind;
} prefixes[] = {
	{ "tp_btf/", ATTACH_EVENT },
	{ "raw_tp/", ATTACH_EVENT },
	{ "raw_tp.w/", ATTACH_EVENT },
	{ "raw_tracepoint/", ATTACH_EVENT },
	{ "raw_tracepoint.w/", ATTACH_EVENT },
	{ "fentry/", ATTACH_FUNCTION },
	{ "fentry.s/", ATTACH_FUNCTION },
	{ "fexit/", ATTACH_FUNCTION },
	{ "fexit.s/", ATTACH_FUNCTION },
};

bool attach__parse(const char *name, struct attach_point *point)
{
	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		size_t len = strlen(prefixes[i].prefix);

		if (strncmp(name, prefixes[i].prefix, len) || !name[len])
			continue;
		point->kind = prefixes[i].kind;
		point->target = name + len;
		return true;
	}
	return false;
}

const char *attach__kind_name(enum attach_kind kind)
{
	return kind == ATTACH_EVENT ? "event" : "function";
}
