// SPDX-License-Identifier: MIT
/*
 * Check unit tests of bpf-null-check's analysis pieces: the argument
 * classes, the state join, and the interpreter on instructions written
 * here (a section built in memory, no ELF).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "analysis.h"
#include "arg-class.h"
#include "flow-state.h"

#define INSN(c, d, s, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), \
					       .src_reg = (s), .off = (o), .imm = (i) })
#define LOAD_ARG(dst, n)	INSN(BPF_LDX | BPF_MEM | BPF_DW, dst, BPF_REG_1, 8 * (n), 0)
#define LOAD32(dst, src, off)	INSN(BPF_LDX | BPF_MEM | BPF_W, dst, src, off, 0)
#define JEQ0(reg, off)		INSN(BPF_JMP | BPF_JEQ | BPF_K, reg, 0, off, 0)
#define JA(off)			INSN(BPF_JMP | BPF_JA, 0, 0, off, 0)
#define SPILL(src, off)		INSN(BPF_STX | BPF_MEM | BPF_DW, BPF_REG_10, src, off, 0)
#define FILL(dst, off)		INSN(BPF_LDX | BPF_MEM | BPF_DW, dst, BPF_REG_10, off, 0)
#define MOV_K(dst, k)		INSN(BPF_ALU64 | BPF_MOV | BPF_K, dst, 0, 0, k)
#define ADD_K(dst, k)		INSN(BPF_ALU64 | BPF_ADD | BPF_K, dst, 0, 0, k)
#define EXIT()			INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/* One program over @insns, argument 1 holding @may1 at entry; the result in @res. */
static int analyse_may(const struct bpf_insn *insns, size_t nr, unsigned long max_steps,
		       unsigned may1, struct analysis *res)
{
	static unsigned char leaders[64];
	struct code_section sec = { .name = "tp_btf/test", .insns = insns, .nr_insns = nr,
				    .leaders = leaders };
	struct bpf_obj obj = { .path = "test.o", .sections = &sec, .nr_sections = 1 };
	struct obj_program prog = { .name = "test", .section_name = sec.name };
	unsigned may[MAX_PROG_ARGS] = { [1] = may1 };
	char err[256];

	memset(leaders, 0, sizeof(leaders));
	for (size_t i = 0; i < nr; i++) {
		unsigned op = BPF_OP(insns[i].code);
		long target = (long)i + insns[i].off + 1;

		if (BPF_CLASS(insns[i].code) == BPF_JMP && op != BPF_CALL && op != BPF_EXIT &&
		    target >= 0 && (size_t)target < nr)
			leaders[target] = 1;
	}
	return analysis__run(&obj, &prog, may, max_steps, res, err, sizeof(err));
}

/* The same, argument 1 nullable. */
static int analyse(const struct bpf_insn *insns, size_t nr, unsigned long max_steps,
		   struct analysis *res)
{
	return analyse_may(insns, nr, max_steps, ARG_MAY_NULL | ARG_MAY_VALID, res);
}

START_TEST(refine_null_test)
{
	unsigned all = ARG_MAY_NULL | ARG_MAY_VALID;

	ck_assert_uint_eq(arg_class__refine(all, 0, BPF_JEQ, 0, true), ARG_MAY_NULL);
	ck_assert_uint_eq(arg_class__refine(all, 0, BPF_JEQ, 0, false), ARG_MAY_VALID);
	ck_assert_uint_eq(arg_class__refine(all, 0, BPF_JNE, 0, true), ARG_MAY_VALID);
	ck_assert_uint_eq(arg_class__refine(ARG_MAY_VALID, 0, BPF_JEQ, 0, true), 0);
}
END_TEST

START_TEST(refine_is_err)
{
	/* IS_ERR(p): p > -4096 (unsigned) */
	ck_assert_uint_eq(arg_class__refine(ARG_MAY_ANY, 0, BPF_JGT, -4096ULL, true),
			  ARG_MAY_ERR);
	ck_assert_uint_eq(arg_class__refine(ARG_MAY_ANY, 0, BPF_JGT, -4096ULL, false),
			  ARG_MAY_NULL | ARG_MAY_VALID);
	/* IS_ERR_OR_NULL(p) as clang writes it: p - 1 >= -4096 */
	ck_assert_uint_eq(arg_class__refine(ARG_MAY_ANY, -1, BPF_JGE, -4096ULL, false),
			  ARG_MAY_VALID);
}
END_TEST

START_TEST(join_reaches_fixed_point)
{
	struct flow_state a, b;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	a.regs[2] = value__arg(1);
	b.regs[2] = value__arg(1);
	b.regs[2].num = 16;
	b.regs[3] = value__make(VALUE_CONST, 7);
	a.may[1] = ARG_MAY_VALID;
	b.may[1] = ARG_MAY_NULL;
	ck_assert(flow_state__join(&a, &b));
	ck_assert_uint_eq(a.regs[2].kind, VALUE_ARG);
	ck_assert_uint_eq(a.regs[2].exact, 0);
	ck_assert_uint_eq(a.may[1], ARG_MAY_NULL | ARG_MAY_VALID);
	ck_assert(!flow_state__join(&a, &b));
}
END_TEST

START_TEST(slots_and_clobber)
{
	struct flow_state st;

	memset(&st, 0, sizeof(st));
	ck_assert_int_eq(flow_state__slot(-8), NR_SLOTS - 1);
	ck_assert_int_eq(flow_state__slot(-512), 0);
	ck_assert_int_eq(flow_state__slot(0), -1);
	st.slots[NR_SLOTS - 1] = value__arg(1);
	st.slots[NR_SLOTS - 2] = value__arg(1);
	flow_state__clobber(&st, -12, 4);
	ck_assert_uint_eq(st.slots[NR_SLOTS - 2].kind, VALUE_OTHER);
	ck_assert_uint_eq(st.slots[NR_SLOTS - 1].kind, VALUE_ARG);
}
END_TEST

START_TEST(unchecked_deref_found)
{
	const struct bpf_insn code[] = { LOAD_ARG(2, 1), LOAD32(0, 2, 4), EXIT() };
	struct analysis res;

	ck_assert_int_eq(analyse(code, 3, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 1);
	ck_assert_uint_eq(res.findings[0].insn, 1);
	ck_assert_uint_eq(res.findings[0].arg, 1);
	ck_assert_int_eq(res.findings[0].kind, FINDING_NULL_DEREF);
	analysis__free(&res);
}
END_TEST

START_TEST(other_argument_not_tracked)
{
	const struct bpf_insn code[] = { LOAD_ARG(2, 0), LOAD32(0, 2, 4), EXIT() };
	struct analysis res;

	ck_assert_int_eq(analyse(code, 3, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 0);
	analysis__free(&res);
}
END_TEST

START_TEST(test_guards_and_is_recorded)
{
	const struct bpf_insn code[] = {
		LOAD_ARG(2, 1), JEQ0(2, 1), LOAD32(0, 2, 4), EXIT(),
	};
	struct analysis res;

	ck_assert_int_eq(analyse(code, 4, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 0);
	ck_assert_uint_eq(res.tested, 1u << 1);
	ck_assert_uint_eq(res.test_insn[1], 1);
	analysis__free(&res);
}
END_TEST

START_TEST(spill_keeps_argument)
{
	const struct bpf_insn code[] = {
		LOAD_ARG(2, 1), SPILL(2, -16), MOV_K(2, 0), FILL(3, -16),
		ADD_K(3, 8), LOAD32(0, 3, 0), EXIT(),
	};
	struct analysis res;

	ck_assert_int_eq(analyse(code, 7, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 1);
	ck_assert_uint_eq(res.findings[0].insn, 5);
	analysis__free(&res);
}
END_TEST

START_TEST(test_of_derived_pointer_does_not_guard)
{
	const struct bpf_insn code[] = {
		LOAD_ARG(2, 1), MOV_K(3, 0), INSN(BPF_ALU64 | BPF_MOV | BPF_X, 3, 2, 0, 0),
		ADD_K(3, 8), JEQ0(3, 1), LOAD32(0, 2, 0), EXIT(),
	};
	struct analysis res;

	ck_assert_int_eq(analyse(code, 7, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 1);
	analysis__free(&res);
}
END_TEST

/* p + 16 on a typed maybe-NULL argument: the verifier stops there. */
START_TEST(typed_arithmetic_before_test)
{
	const struct bpf_insn code[] = { LOAD_ARG(2, 1), ADD_K(2, 16), LOAD32(0, 2, 0), EXIT() };
	struct analysis res;

	ck_assert_int_eq(analyse_may(code, 4, 1000, ARG_MAY_NULL | ARG_MAY_VALID | ARG_TYPED,
				     &res), 0);
	ck_assert_uint_eq(res.nr_findings, 1);
	ck_assert_int_eq(res.findings[0].kind, FINDING_NULL_ARITH);
	ck_assert_uint_eq(res.findings[0].insn, 1);
	analysis__free(&res);
	/* raw_tp: not typed, the arithmetic is a number's; the load is the finding */
	ck_assert_int_eq(analyse(code, 4, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 1);
	ck_assert_int_eq(res.findings[0].kind, FINDING_NULL_DEREF);
	ck_assert_uint_eq(res.findings[0].insn, 2);
	analysis__free(&res);
}
END_TEST

START_TEST(typed_arithmetic_after_test)
{
	const struct bpf_insn code[] = {
		LOAD_ARG(2, 1), JEQ0(2, 2), ADD_K(2, 16), LOAD32(0, 2, 0), EXIT(),
	};
	struct analysis res;

	ck_assert_int_eq(analyse_may(code, 5, 1000, ARG_MAY_NULL | ARG_MAY_VALID | ARG_TYPED,
				     &res), 0);
	ck_assert_uint_eq(res.nr_findings, 0);
	analysis__free(&res);
}
END_TEST

/* 0x2 in the kernel's list: a scalar, whatever is tested; its arithmetic is fine. */
START_TEST(scalar_dereference_after_test)
{
	const struct bpf_insn code[] = {
		LOAD_ARG(2, 1), JEQ0(2, 3), ADD_K(2, 8), LOAD32(0, 2, 4), LOAD32(0, 2, 8), EXIT(),
	};
	struct analysis res;

	ck_assert_int_eq(analyse_may(code, 6, 1000, ARG_MAY_ERR | ARG_MAY_VALID | ARG_TYPED |
				     ARG_SCALAR, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 2);
	ck_assert_int_eq(res.findings[0].kind, FINDING_SCALAR_DEREF);
	ck_assert_uint_eq(res.findings[0].insn, 3);
	ck_assert_int_eq(res.findings[1].kind, FINDING_SCALAR_DEREF);
	ck_assert_uint_eq(res.findings[1].insn, 4);
	analysis__free(&res);
}
END_TEST

START_TEST(endless_loop_is_bounded)
{
	const struct bpf_insn code[] = { LOAD_ARG(2, 1), ADD_K(2, 8), JA(-2), EXIT() };
	struct analysis res;

	ck_assert_int_eq(analyse(code, 4, 1000, &res), 0);
	ck_assert_uint_eq(res.nr_findings, 0);
	analysis__free(&res);
	ck_assert_int_eq(analyse(code, 4, 2, &res), -E2BIG);
	analysis__free(&res);
}
END_TEST

START_TEST(bad_code_rejected)
{
	const struct bpf_insn jump_out[] = { JA(5), EXIT() };
	const struct bpf_insn no_exit[] = { MOV_K(0, 0) };
	struct analysis res;

	ck_assert_int_eq(analyse(jump_out, 2, 1000, &res), -EINVAL);
	analysis__free(&res);
	ck_assert_int_eq(analyse(no_exit, 1, 1000, &res), -EINVAL);
	analysis__free(&res);
}
END_TEST

Suite *analysis_suite(void)
{
	Suite *s = suite_create("bpf-check");
	TCase *classes = tcase_create("classes");
	TCase *state = tcase_create("state");
	TCase *flow = tcase_create("flow");

	tcase_add_test(classes, refine_null_test);
	tcase_add_test(classes, refine_is_err);
	tcase_add_test(state, join_reaches_fixed_point);
	tcase_add_test(state, slots_and_clobber);
	tcase_add_test(flow, unchecked_deref_found);
	tcase_add_test(flow, other_argument_not_tracked);
	tcase_add_test(flow, test_guards_and_is_recorded);
	tcase_add_test(flow, spill_keeps_argument);
	tcase_add_test(flow, test_of_derived_pointer_does_not_guard);
	tcase_add_test(flow, typed_arithmetic_before_test);
	tcase_add_test(flow, typed_arithmetic_after_test);
	tcase_add_test(flow, scalar_dereference_after_test);
	tcase_add_test(flow, endless_loop_is_bounded);
	tcase_add_test(flow, bad_code_rejected);
	suite_add_tcase(s, classes);
	suite_add_tcase(s, state);
	suite_add_tcase(s, flow);
	return s;
}
