/* SPDX-License-Identifier: MIT */
/* Findings in the compiler's format: "file.bpf.c:LINE:COL: warning: ...". */
#ifndef BPF_CHECK_WARNING_H
#define BPF_CHECK_WARNING_H

#include <stdbool.h>
#include <stdio.h>

#include "analysis.h"
#include "attach.h"

/* What is being reported on: one program and its arguments' marks. */
struct warning_subject {
	const struct bpf_obj *obj;
	const struct obj_program *prog;
	const struct attach_point *point;
	const struct arg_mark *marks;	/* MAX_PROG_ARGS */
	const char *source_name;	/* the table the marks come from, or NULL */
	bool loads;			/* the target kernel checks no argument: it loads */
};

/*
 * Print @finding at its source position (line info), or else at
 * "OBJ:SECTION+INSN", naming the argument, the event or function, the
 * program and the source's name; with @subject->loads, saying that the
 * target kernel loads the program.
 */
void warning__finding(FILE *out, const struct warning_subject *subject,
		     const struct finding *finding);

/*
 * Print that argument @arg is tested for NULL at @section, @insn, while
 * kernel BTF @kernel_btf does not mark it: that kernel's verifier may
 * take the test for dead code and drop it.
 */
void warning__unmarked_test(FILE *out, const struct warning_subject *subject,
			   unsigned arg, size_t section, size_t insn,
			   const char *kernel_btf);

#endif
