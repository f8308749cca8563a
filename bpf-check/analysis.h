/* SPDX-License-Identifier: MIT */
/*
 * Following a BPF program's instructions to find where a possibly NULL
 * (or ERR_PTR) argument is dereferenced or handed to a helper or kfunc
 * before any test of it: registers and 8-byte stack slots are followed
 * across branches, loops (to a fixed point) and static subprograms.
 */
#ifndef BPF_CHECK_ANALYSIS_H
#define BPF_CHECK_ANALYSIS_H

#include <stddef.h>

#include "arg-class.h"
#include "object.h"

/*
 * Beyond the ARG_MAY_* classes, what the verifier makes of an argument
 * (bits of analysis__run()'s @may):
 * ARG_TYPED: a pointer typed from BTF (tp_btf, fentry, fexit): while it
 * may be NULL, any 64-bit arithmetic with it is rejected ("pointer
 * arithmetic on trusted_ptr_or_null_ prohibited, null-check it first"),
 * so BPF_CORE_READ(p, f) and &p->f are too.
 * ARG_SCALAR: a scalar (0x2 in that kernel's raw_tp_null_args[]): every
 * dereference is rejected, whatever was tested.
 */
#define ARG_TYPED	0x10
#define ARG_SCALAR	0x20

enum finding_kind {
	FINDING_NULL_DEREF,
	FINDING_NULL_CALL_ARG,	/* passed to a helper or kfunc */
	FINDING_ERR_DEREF,
	FINDING_ERR_CALL_ARG,
	FINDING_NULL_ARITH,	/* arithmetic while it may be NULL: rejected */
	FINDING_SCALAR_DEREF,	/* a scalar for the verifier: rejected */
	FINDING_SCALAR_CALL_ARG,
};

struct finding {
	enum finding_kind kind;
	unsigned arg;
	size_t section;
	size_t insn;
	const char *callee;	/* *_CALL_ARG: the helper or kfunc */
};

struct analysis {
	struct finding *findings;	/* sorted by position, no duplicates */
	size_t nr_findings;
	size_t findings_cap;
	unsigned tested;		/* bit i: argument i is tested for NULL */
	size_t test_section[MAX_PROG_ARGS];	/* where, first in the code */
	size_t test_insn[MAX_PROG_ARGS];
	unsigned long steps;		/* instructions interpreted */
};

/*
 * Follow program @prog of @obj.  @may[i] is what argument i (the 8-byte
 * context load at offset 8 * i) may hold at entry, as ARG_MAY_* classes,
 * with ARG_TYPED and ARG_SCALAR; 0 leaves the argument alone (not a
 * pointer the source knows about).
 * Returns 0 and fills @result, -E2BIG when the program needs more than
 * @max_steps instruction steps, or -EINVAL for code no verifier accepts
 * (a jump outside the code, calls nested too deep); a message naming the
 * program and instruction then goes into @err.  Free @result with
 * analysis__free() in every case.
 */
int analysis__run(const struct bpf_obj *obj, const struct obj_program *prog,
		  const unsigned *may, unsigned long max_steps,
		  struct analysis *result, char *err, size_t err_size);

/* Release the findings of @result. */
void analysis__free(struct analysis *result);

#endif
