// SPDX-License-Identifier: MIT
/* The helper table comes from libbpf's bpf_helper_defs.h at build time. */
#include <stddef.h>
#include <string.h>

#include "helpers.h"

static const struct helper_info helpers[] = {
#include "helper-table.h"
};

const struct helper_info *helper__info(int id)
{
	if (id <= 0 || (size_t)id >= sizeof(helpers) / sizeof(helpers[0]) ||
	    !helpers[id].name)
		return NULL;
	return &helpers[id];
}

bool helper__may_fault(const char *name)
{
	return strncmp(name, "bpf_probe_read", strlen("bpf_probe_read")) &&
	       strcmp(name, "bpf_trace_printk");
}
