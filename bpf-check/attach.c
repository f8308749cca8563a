// SPDX-License-Identifier: MIT
/* Section prefixes as libbpf names them (libbpf.c's section_defs). */
#include <string.h>

#include "attach.h"

static const struct {
	const char *prefix;
	enum attach_kind kind;
	bool typed;		/* raw_tp arguments are plain u64 for the verifier */
} prefixes[] = {
	{ "tp_btf/", ATTACH_EVENT, true },
	{ "raw_tp/", ATTACH_EVENT, false },
	{ "raw_tp.w/", ATTACH_EVENT, false },
	{ "raw_tracepoint/", ATTACH_EVENT, false },
	{ "raw_tracepoint.w/", ATTACH_EVENT, false },
	{ "fentry/", ATTACH_FUNCTION, true },
	{ "fentry.s/", ATTACH_FUNCTION, true },
	{ "fexit/", ATTACH_FUNCTION, true },
	{ "fexit.s/", ATTACH_FUNCTION, true },
	{ "struct_ops/", ATTACH_STRUCT_OPS, true },
	{ "struct_ops.s/", ATTACH_STRUCT_OPS, true },
};

bool attach__parse(const char *name, struct attach_point *point)
{
	/* libbpf takes a bare "struct_ops" too: the map names the member */
	if (!strcmp(name, "struct_ops") || !strcmp(name, "struct_ops.s")) {
		point->kind = ATTACH_STRUCT_OPS;
		point->typed = true;
		point->target = "";
		return true;
	}
	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++) {
		size_t len = strlen(prefixes[i].prefix);

		if (strncmp(name, prefixes[i].prefix, len) || !name[len])
			continue;
		point->kind = prefixes[i].kind;
		point->typed = prefixes[i].typed;
		point->target = name + len;
		return true;
	}
	return false;
}

const char *attach__kind_name(enum attach_kind kind)
{
	switch (kind) {
	case ATTACH_EVENT:
		return "event";
	case ATTACH_STRUCT_OPS:
		return "struct_ops member";
	default:
		return "function";
	}
}
