// SPDX-License-Identifier: MIT
/*
 * An abstract interpreter over BPF instructions.  Each function (the
 * program, then each static subprogram it calls, followed with the
 * caller's registers) is a worklist over its jump targets: a path runs
 * straight until it jumps or reaches a jump target, where its state is
 * joined into the one kept there; a target whose state changed is run
 * again.  Joins only lose information, so loops reach a fixed point; the
 * step budget bounds the work on any input.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "analysis.h"
#include "arg-class.h"
#include "array.h"
#include "btf-nullable.h"
#include "flow-state.h"
#include "helpers.h"

/* The kernel's limit on nested BPF-to-BPF calls. */
#define MAX_CALL_DEPTH	8

struct run {
	const struct bpf_obj *obj;
	const struct obj_program *prog;
	const unsigned *may_init;
	unsigned typed, scalar;		/* bit i: argument i is ARG_TYPED, ARG_SCALAR */
	unsigned long max_steps;
	struct analysis *result;
	char *err;
	size_t err_size;
};

/* The states kept at the jump targets of one function, by instruction. */
struct state_map {
	size_t *keys;
	struct flow_state *states;
	unsigned char *queued;
	size_t cap;
	size_t count;
	size_t *worklist;
	size_t nr_work, work_cap;
};

/* Where a path of one function is, and what it has reached so far. */
struct frame {
	size_t section;
	const struct code_section *sec;
	int depth;
	struct state_map map;
	struct flow_state exit;
	bool exits;
};

static int run__fail(struct run *run, size_t section, size_t insn, const char *fmt, ...)
{
	size_t len;
	va_list ap;

	len = snprintf(run->err, run->err_size, "%s: program %s: %s+%zu: ",
		       run->obj->path, run->prog->name,
		       run->obj->sections[section].name, insn);
	if (len < run->err_size) {
		va_start(ap, fmt);
		vsnprintf(run->err + len, run->err_size - len, fmt, ap);
		va_end(ap);
	}
	return -EINVAL;
}

static size_t map__probe(const struct state_map *map, size_t key)
{
	size_t i = (key * 0x9e3779b97f4a7c15ULL) & (map->cap - 1);

	while (map->keys[i] != SIZE_MAX && map->keys[i] != key)
		i = (i + 1) & (map->cap - 1);
	return i;
}

static int map__grow(struct state_map *map)
{
	struct state_map bigger = { .cap = map->cap ? map->cap * 2 : 16 };

	bigger.keys = malloc(bigger.cap * sizeof(*bigger.keys));
	bigger.states = malloc(bigger.cap * sizeof(*bigger.states));
	bigger.queued = calloc(bigger.cap, 1);
	if (!bigger.keys || !bigger.states || !bigger.queued) {
		free(bigger.keys);
		free(bigger.states);
		free(bigger.queued);
		return -ENOMEM;
	}
	memset(bigger.keys, 0xff, bigger.cap * sizeof(*bigger.keys));
	for (size_t i = 0; i < map->cap; i++) {
		size_t j;

		if (map->keys[i] == SIZE_MAX)
			continue;
		j = map__probe(&bigger, map->keys[i]);
		bigger.keys[j] = map->keys[i];
		bigger.states[j] = map->states[i];
		bigger.queued[j] = map->queued[i];
	}
	bigger.count = map->count;
	bigger.worklist = map->worklist;
	bigger.nr_work = map->nr_work;
	bigger.work_cap = map->work_cap;
	free(map->keys);
	free(map->states);
	free(map->queued);
	*map = bigger;
	return 0;
}

static void map__free(struct state_map *map)
{
	free(map->keys);
	free(map->states);
	free(map->queued);
	free(map->worklist);
}

/* Join @st into the state kept at @insn; queue @insn when it changed. */
static int map__merge(struct state_map *map, size_t insn, const struct flow_state *st)
{
	size_t i;

	if ((map->count + 1) * 2 > map->cap && map__grow(map))
		return -ENOMEM;
	i = map__probe(map, insn);
	if (map->keys[i] == SIZE_MAX) {
		map->keys[i] = insn;
		map->states[i] = *st;
		map->count++;
	} else if (!flow_state__join(&map->states[i], st)) {
		return 0;
	}
	if (map->queued[i])
		return 0;
	/* at most one entry per key is queued: count bounds the list */
	if (ARRAY_ENSURE(map->worklist, map->work_cap, map->nr_work + 1))
		return -ENOMEM;
	map->worklist[map->nr_work++] = insn;
	map->queued[i] = 1;
	return 0;
}

static int add_finding(struct run *run, enum finding_kind kind, unsigned arg,
		       const struct frame *f, size_t insn, const char *callee)
{
	struct analysis *res = run->result;

	if (ARRAY_ENSURE(res->findings, res->findings_cap, res->nr_findings + 1))
		return -ENOMEM;
	res->findings[res->nr_findings++] = (struct finding) {
		.kind = kind, .arg = arg, .section = f->section, .insn = insn,
		.callee = callee,
	};
	return 0;
}

/*
 * @v is dereferenced, or passed to a callee that may fault on it: report
 * the classes it may still be in, then (like the kernel, which would have
 * crashed otherwise) consider it valid on this path.
 */
static int use_pointer(struct run *run, struct flow_state *st, const struct value *v,
		       const struct frame *f, size_t insn, const char *callee)
{
	unsigned arg = v->index;
	int err = 0;

	if (v->kind != VALUE_ARG || !run->may_init[arg])
		return 0;
	/* A scalar stays one: tests do not make it a pointer. */
	if (run->scalar & (1u << arg))
		return add_finding(run, callee ? FINDING_SCALAR_CALL_ARG : FINDING_SCALAR_DEREF,
				   arg, f, insn, callee);
	if (st->may[arg] & ARG_MAY_NULL)
		err = add_finding(run, callee ? FINDING_NULL_CALL_ARG : FINDING_NULL_DEREF,
				  arg, f, insn, callee);
	if (!err && (st->may[arg] & ARG_MAY_ERR))
		err = add_finding(run, callee ? FINDING_ERR_CALL_ARG : FINDING_ERR_DEREF,
				  arg, f, insn, callee);
	st->may[arg] = ARG_MAY_VALID;
	return err;
}

static bool is_own_stack(const struct value *v, const struct frame *f)
{
	return v->kind == VALUE_STACK && v->index == f->depth;
}

static struct value load_value(struct flow_state *st, const struct frame *f,
			       const struct bpf_insn *insn)
{
	const struct value *base = &st->regs[insn->src_reg];
	int64_t off = base->num + insn->off;
	bool dword = BPF_SIZE(insn->code) == BPF_DW && BPF_MODE(insn->code) == BPF_MEM;
	int slot;

	if (!dword || off % 8)
		return value__make(VALUE_OTHER, 0);
	if (base->kind == VALUE_CTX && off >= 0 && off / 8 < MAX_PROG_ARGS)
		return value__arg(off / 8);
	slot = flow_state__slot(off);
	if (is_own_stack(base, f) && slot >= 0)
		return st->slots[slot];
	return value__make(VALUE_OTHER, 0);
}

static int step_load(struct run *run, struct flow_state *st, const struct frame *f,
		     const struct bpf_insn *insn, size_t pc)
{
	struct value v = load_value(st, f, insn);
	int err = use_pointer(run, st, &st->regs[insn->src_reg], f, pc, NULL);

	st->regs[insn->dst_reg] = v;
	return err;
}

static const unsigned size_bytes[] = {
	[BPF_W >> 3] = 4, [BPF_H >> 3] = 2, [BPF_B >> 3] = 1, [BPF_DW >> 3] = 8,
};

static int step_store(struct run *run, struct flow_state *st, const struct frame *f,
		      const struct bpf_insn *insn, size_t pc)
{
	const struct value *base = &st->regs[insn->dst_reg];
	unsigned size = size_bytes[BPF_SIZE(insn->code) >> 3];
	int64_t off = base->num + insn->off;
	bool plain = BPF_MODE(insn->code) == BPF_MEM;
	int slot = flow_state__slot(off);

	if (BPF_MODE(insn->code) == BPF_ATOMIC && (insn->imm & BPF_FETCH))
		st->regs[insn->imm == BPF_CMPXCHG ? BPF_REG_0 : insn->src_reg] =
			value__make(VALUE_OTHER, 0);
	if (!is_own_stack(base, f))
		return use_pointer(run, st, base, f, pc, NULL);
	if (plain && size == 8 && slot >= 0 && off % 8 == 0) {
		if (BPF_CLASS(insn->code) == BPF_STX)
			st->slots[slot] = st->regs[insn->src_reg];
		else
			st->slots[slot] = value__make(VALUE_CONST, insn->imm);
		return 0;
	}
	flow_state__clobber(st, off, size);
	return 0;
}

static bool is_pointer(const struct value *v)
{
	return v->kind == VALUE_CTX || v->kind == VALUE_ARG || v->kind == VALUE_STACK;
}

/* dst += k or dst -= k, with @src the operand's value. */
static struct value add_values(struct value dst, struct value src, bool subtract)
{
	if (!subtract && dst.kind == VALUE_CONST && is_pointer(&src)) {
		struct value t = dst;

		dst = src;
		src = t;
	}
	if (src.kind == VALUE_CONST && (is_pointer(&dst) || dst.kind == VALUE_CONST)) {
		dst.num = subtract ? (int64_t)((uint64_t)dst.num - (uint64_t)src.num) :
				     (int64_t)((uint64_t)dst.num + (uint64_t)src.num);
		return dst;
	}
	/* an unknown index into an argument is still a pointer into it */
	if (dst.kind == VALUE_ARG) {
		dst.exact = 0;
		dst.num = 0;
		return dst;
	}
	return value__make(VALUE_OTHER, 0);
}

/*
 * 64-bit arithmetic with @v, a BTF-typed argument that may still be NULL:
 * the verifier rejects it before any NULL test (adjust_ptr_min_max_vals()
 * checks PTR_MAYBE_NULL before the operation, so any operation, any
 * offset).  Like a dereference, reported once; the path goes on valid.
 */
static int check_arith(struct run *run, struct flow_state *st, const struct value *v,
		       const struct frame *f, size_t pc)
{
	unsigned arg = v->index;

	if (v->kind != VALUE_ARG || !(run->typed & (1u << arg)) ||
	    !(st->may[arg] & ARG_MAY_NULL))
		return 0;
	st->may[arg] = ARG_MAY_VALID;
	return add_finding(run, FINDING_NULL_ARITH, arg, f, pc, NULL);
}

static int step_alu(struct run *run, struct flow_state *st, const struct frame *f,
		    const struct bpf_insn *insn, size_t pc)
{
	struct value *dst = &st->regs[insn->dst_reg];
	struct value src = BPF_SRC(insn->code) == BPF_K ?
			   value__make(VALUE_CONST, insn->imm) : st->regs[insn->src_reg];
	bool alu64 = BPF_CLASS(insn->code) == BPF_ALU64;
	int err = 0;

	if (alu64 && BPF_OP(insn->code) != BPF_MOV)
		err = check_arith(run, st, dst, f, pc) ?: check_arith(run, st, &src, f, pc);
	if (err)
		return err;
	switch (BPF_OP(insn->code)) {
	case BPF_MOV:
		if (insn->off)		/* sign-extending move */
			src = value__make(VALUE_OTHER, 0);
		if (!alu64)
			src = src.kind == VALUE_CONST ?
			      value__make(VALUE_CONST, (uint32_t)src.num) :
			      value__make(VALUE_OTHER, 0);
		*dst = src;
		return 0;
	case BPF_ADD:
	case BPF_SUB:
		if (alu64) {
			*dst = add_values(*dst, src, BPF_OP(insn->code) == BPF_SUB);
			return 0;
		}
		break;
	}
	*dst = value__make(VALUE_OTHER, 0);
	return 0;
}

/* Clobber what a call leaves undefined; the stack it was given may change. */
static void after_call(struct flow_state *st, const struct frame *f, int nr_args)
{
	for (int r = BPF_REG_1; r <= BPF_REG_5; r++) {
		if (r <= nr_args && is_own_stack(&st->regs[r], f))
			flow_state__clobber(st, st->regs[r].num, -st->regs[r].num);
	}
	for (int r = BPF_REG_0; r <= BPF_REG_5; r++)
		st->regs[r] = value__make(VALUE_OTHER, 0);
}

/* A kfunc's parameter count, and which take NULL (a __nullable name). */
static int kfunc_params(const struct bpf_obj *obj, const char *name, unsigned *nullable)
{
	const struct btf_param *params;
	const struct btf_type *t;
	int id, nr;

	*nullable = 0;
	id = obj->btf ? btf__find_by_name_kind(obj->btf, name, BTF_KIND_FUNC) : -1;
	if (id < 0)
		return 5;
	t = btf__type_by_id(obj->btf, btf__type_by_id(obj->btf, id)->type);
	if (!t || !btf_is_func_proto(t))
		return 5;
	params = btf_params(t);
	nr = btf_vlen(t) < 5 ? btf_vlen(t) : 5;
	for (int i = 0; i < nr; i++) {
		const char *pname = btf__name_by_offset(obj->btf, params[i].name_off);

		if (btf_nullable__has_suffix(pname))
			*nullable |= 1u << i;
	}
	return nr;
}

static int step_external_call(struct run *run, struct flow_state *st, const struct frame *f,
			      const struct call_target *target, const struct bpf_insn *insn,
			      size_t pc)
{
	const char *name = target->name;
	int nr_args = 5, nr_checked, err = 0;
	unsigned nullable = 0;

	if (target->kind == CALL_HELPER) {
		const struct helper_info *helper = helper__info(insn->imm);

		name = helper ? helper->name : "an unknown helper";
		nr_args = helper ? helper->nr_args : 5;
	} else {
		nr_args = kfunc_params(run->obj, name, &nullable);
	}
	nr_checked = target->kind == CALL_KFUNC || helper__may_fault(name) ? nr_args : 0;
	for (int r = BPF_REG_1; r <= nr_checked && !err; r++)
		if (!(nullable & (1u << (r - 1))))
			err = use_pointer(run, st, &st->regs[r], f, pc, name);
	after_call(st, f, nr_args);
	return err;
}

static int run_function(struct run *run, size_t section, size_t entry, int depth,
			const struct flow_state *entry_state, struct frame *f);

static int step_subprog_call(struct run *run, struct flow_state *st, const struct frame *f,
			     const struct call_target *target, size_t pc, bool *returns)
{
	struct flow_state entry;
	struct frame callee;
	int err;

	if (f->depth + 1 >= MAX_CALL_DEPTH)
		return run__fail(run, f->section, pc, "calls nested deeper than %d", MAX_CALL_DEPTH);
	memset(&entry, 0, sizeof(entry));
	for (int r = BPF_REG_1; r <= BPF_REG_5; r++)
		entry.regs[r] = st->regs[r];
	entry.regs[BPF_REG_10] = value__make(VALUE_STACK, 0);
	entry.regs[BPF_REG_10].index = f->depth + 1;
	memcpy(entry.may, st->may, sizeof(entry.may));
	err = run_function(run, target->section, target->insn, f->depth + 1, &entry, &callee);
	*returns = callee.exits;
	if (err || !callee.exits)
		return err;
	memcpy(st->may, callee.exit.may, sizeof(st->may));
	after_call(st, f, 5);
	if (callee.exit.regs[BPF_REG_0].kind != VALUE_STACK)
		st->regs[BPF_REG_0] = callee.exit.regs[BPF_REG_0];
	return 0;
}

static bool is_tracked_arg(const struct run *run, const struct value *v)
{
	return v->kind == VALUE_ARG && v->exact && run->may_init[v->index];
}

/*
 * A conditional jump: split the classes of the argument it compares with
 * a constant between @taken and @st (the fall-through).  Sets *@can_take
 * and *@can_fall to whether each edge can happen.
 */
static void step_branch(struct run *run, struct flow_state *st, struct flow_state *taken,
			const struct frame *f, const struct bpf_insn *insn, size_t pc,
			bool *can_take, bool *can_fall)
{
	struct value a = st->regs[insn->dst_reg];
	struct value b = BPF_SRC(insn->code) == BPF_K ?
			 value__make(VALUE_CONST, insn->imm) : st->regs[insn->src_reg];
	unsigned op = BPF_OP(insn->code), may, yes, no;
	struct analysis *res = run->result;

	*taken = *st;
	*can_take = *can_fall = true;
	if (BPF_CLASS(insn->code) != BPF_JMP)
		return;
	if (!is_tracked_arg(run, &a)) {
		struct value t = a;

		a = b;
		b = t;
		op = arg_class__swap_op(op);
	}
	if (!is_tracked_arg(run, &a) || b.kind != VALUE_CONST)
		return;
	may = st->may[a.index];
	yes = arg_class__refine(may, a.num, op, (uint64_t)b.num, true);
	no = arg_class__refine(may, a.num, op, (uint64_t)b.num, false);
	taken->may[a.index] = yes;
	st->may[a.index] = no;
	*can_take = yes != 0;
	*can_fall = no != 0;
	if (((yes ^ no) & ARG_MAY_NULL) && !(res->tested & (1u << a.index))) {
		res->tested |= 1u << a.index;
		res->test_section[a.index] = f->section;
		res->test_insn[a.index] = pc;
	}
}

static int check_target(struct run *run, const struct frame *f, size_t pc, long target)
{
	if (target < 0 || (size_t)target >= f->sec->nr_insns)
		return run__fail(run, f->section, pc, "jump outside the section");
	return 0;
}

/* Run from @pc with state @st until the path ends or joins a jump target. */
static int run_path(struct run *run, struct frame *f, size_t pc, struct flow_state *st)
{
	struct flow_state taken;
	int err = 0;

	for (;;) {
		const struct bpf_insn *insn = &f->sec->insns[pc];
		unsigned class = BPF_CLASS(insn->code), op = BPF_OP(insn->code);
		bool can_take, can_fall, returns;
		struct call_target target;
		long dest;

		if (++run->result->steps > run->max_steps)
			return -E2BIG;
		if (insn->dst_reg >= NR_REGS || insn->src_reg >= NR_REGS)
			return run__fail(run, f->section, pc, "register out of range");
		switch (class) {
		case BPF_LDX:
			err = step_load(run, st, f, insn, pc);
			break;
		case BPF_ST:
		case BPF_STX:
			err = step_store(run, st, f, insn, pc);
			break;
		case BPF_ALU:
		case BPF_ALU64:
			err = step_alu(run, st, f, insn, pc);
			break;
		case BPF_LD:
			if (insn->code != (BPF_LD | BPF_IMM | BPF_DW)) {
				after_call(st, f, 0);	/* legacy packet loads */
				break;
			}
			if (pc + 1 >= f->sec->nr_insns)
				return run__fail(run, f->section, pc, "64-bit load cut short");
			st->regs[insn->dst_reg] = insn->src_reg ? value__make(VALUE_OTHER, 0) :
				value__make(VALUE_CONST, (int64_t)((uint64_t)(uint32_t)insn->imm |
						((uint64_t)(uint32_t)insn[1].imm << 32)));
			pc++;
			break;
		case BPF_JMP:
		case BPF_JMP32:
			if (op == BPF_EXIT) {
				if (f->exits)
					flow_state__join(&f->exit, st);
				else
					f->exit = *st;
				f->exits = true;
				return 0;
			}
			if (op == BPF_CALL) {
				if (bpf_obj__call_target(run->obj, f->section, pc, &target))
					return run__fail(run, f->section, pc, "call outside the code");
				returns = true;
				if (target.kind == CALL_SUBPROG)
					err = step_subprog_call(run, st, f, &target, pc, &returns);
				else
					err = step_external_call(run, st, f, &target, insn, pc);
				if (err || !returns)
					return err;
				break;
			}
			dest = class == BPF_JMP32 && op == BPF_JA ? (long)pc + insn->imm + 1 :
				(long)pc + insn->off + 1;
			err = check_target(run, f, pc, dest);
			if (err)
				return err;
			if (op == BPF_JA)
				return map__merge(&f->map, dest, st);
			step_branch(run, st, &taken, f, insn, pc, &can_take, &can_fall);
			if (can_take)
				err = map__merge(&f->map, dest, &taken);
			if (err || !can_fall)
				return err;
			break;
		default:
			return run__fail(run, f->section, pc, "unknown instruction 0x%02x", insn->code);
		}
		if (err)
			return err;
		if (++pc >= f->sec->nr_insns)
			return run__fail(run, f->section, pc - 1, "runs past the end of the section");
		if (f->sec->leaders[pc])
			return map__merge(&f->map, pc, st);
	}
}

static int run_function(struct run *run, size_t section, size_t entry, int depth,
			const struct flow_state *entry_state, struct frame *f)
{
	int err;

	memset(f, 0, sizeof(*f));
	f->section = section;
	f->sec = &run->obj->sections[section];
	f->depth = depth;
	err = map__merge(&f->map, entry, entry_state);
	while (!err && f->map.nr_work) {
		size_t pc = f->map.worklist[--f->map.nr_work];
		size_t i = map__probe(&f->map, pc);
		struct flow_state st = f->map.states[i];

		f->map.queued[i] = 0;
		err = run_path(run, f, pc, &st);
	}
	map__free(&f->map);
	if (err == -ENOMEM)
		snprintf(run->err, run->err_size, "%s: program %s: out of memory",
			 run->obj->path, run->prog->name);
	return err;
}

static int compare_findings(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;

	if (x->section != y->section)
		return x->section < y->section ? -1 : 1;
	if (x->insn != y->insn)
		return x->insn < y->insn ? -1 : 1;
	if (x->arg != y->arg)
		return x->arg < y->arg ? -1 : 1;
	return (int)x->kind - (int)y->kind;
}

static void sort_unique(struct analysis *res)
{
	size_t kept = 0;

	if (!res->nr_findings)
		return;
	qsort(res->findings, res->nr_findings, sizeof(*res->findings), compare_findings);
	for (size_t i = 0; i < res->nr_findings; i++)
		if (!kept || compare_findings(&res->findings[kept - 1], &res->findings[i]))
			res->findings[kept++] = res->findings[i];
	res->nr_findings = kept;
}

int analysis__run(const struct bpf_obj *obj, const struct obj_program *prog,
		  const unsigned *may, unsigned long max_steps,
		  struct analysis *result, char *err, size_t err_size)
{
	struct run run = {
		.obj = obj, .prog = prog, .may_init = may, .max_steps = max_steps,
		.result = result, .err = err, .err_size = err_size,
	};
	struct flow_state entry;
	struct frame f;
	int ret;

	memset(result, 0, sizeof(*result));
	memset(&entry, 0, sizeof(entry));
	entry.regs[BPF_REG_1] = value__make(VALUE_CTX, 0);
	entry.regs[BPF_REG_10] = value__make(VALUE_STACK, 0);
	for (int i = 0; i < MAX_PROG_ARGS; i++) {
		entry.may[i] = may[i] & ARG_MAY_ANY;
		run.typed |= !!(may[i] & ARG_TYPED) << i;
		run.scalar |= !!(may[i] & ARG_SCALAR) << i;
	}
	ret = run_function(&run, prog->section, prog->start, 0, &entry, &f);
	if (ret == -E2BIG)
		snprintf(err, err_size, "%s: program %s: more than %lu instruction steps, not checked to the end",
			 obj->path, prog->name, max_steps);
	sort_unique(result);
	return ret;
}

void analysis__free(struct analysis *result)
{
	free(result->findings);
	memset(result, 0, sizeof(*result));
}
