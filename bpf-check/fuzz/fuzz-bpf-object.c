// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: any bytes through the object reader, then every
 * program through the analysis with all arguments possibly NULL or
 * ERR_PTR.  Any crash, leak or sanitizer report is a bug.
 */
#include <stddef.h>
#include <stdint.h>

#include "analysis.h"
#include "arg-class.h"
#include "object.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned may[MAX_PROG_ARGS];
	struct bpf_obj *obj;
	char err[512];

	for (int i = 0; i < MAX_PROG_ARGS; i++)
		may[i] = ARG_MAY_ANY;
	if (bpf_obj__open_mem(data, size, "fuzz.o", &obj, err, sizeof(err)))
		return 0;
	for (size_t i = 0; i < obj->nr_programs; i++) {
		struct analysis res;

		analysis__run(obj, &obj->programs[i], may, 100000, &res, err, sizeof(err));
		for (size_t j = 0; j < res.nr_findings; j++)
			bpf_obj__source_pos(obj, res.findings[j].section, res.findings[j].insn,
					    &(struct source_pos){ 0 });
		analysis__free(&res);
	}
	bpf_obj__close(obj);
	return 0;
}
