// SPDX-License-Identifier: MIT
/*
 * What a pointer value may be at one point of a function, for the facts:
 * the flow analysis's knowledge (tested, dereferenced, nullable source)
 * first, then the value's own shape (a constant, an address, container_of()
 * of a pointer not NULL, a __GFP_NOFAIL allocation, a static pointer only
 * ever read, a merge with NULL, a
 * call's result, a parameter as it came in, a struct's pointer member).  A small constant
 * cast to a pointer is neither NULL nor valid: the verifier must treat an
 * argument that may be one like an ERR_PTR (a scalar, never dereferenced).
 */
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations/nullable-attr.h"
#include "ast/called-symbol.h"
#include "ast/ident-name.h"
#include "flow/null-cond.h"
#include "flow/null-flow.h"
#include "facts/members.h"
#include "facts/static-arrays.h"
#include "facts/value-class.h"

/* The kernel's MAX_ERRNO: ERR_PTR values are the top 4095 addresses. */
#define MAX_ERRNO	4095ULL
/* Sentinels live in the first page, which the kernel never maps. */
#define SENTINEL_LIMIT	4096ULL

static bool is_err_constant(pseudo_t p)
{
	return p->type == PSEUDO_VAL && (unsigned long long)p->value >= -MAX_ERRNO;
}

bool value_class__is_sentinel(pseudo_t p)
{
	return p->type == PSEUDO_VAL && p->value && (unsigned long long)p->value < SENTINEL_LIMIT;
}

/* How deep shape_nonnull() looks through merges and address arithmetic. */
#define MAX_DEPTH	4

static bool shape_nonnull(struct null_flow *nf, pseudo_t p, int depth);

/* @p is known not NULL at this point, by its shape or by the flow. */
static bool base_nonnull(struct null_flow *nf, pseudo_t p, int depth)
{
	int v = null_flow__value(nf, p);

	return (v >= 0 && null_flow__known_nonnull(nf, v)) || shape_nonnull(nf, p, depth);
}

/*
 * Address arithmetic: p + C with C > 0 is the address of a member at an
 * offset (&p->f) or of an element past the first, never NULL whatever p
 * is; p - C (sparse's simplifier writes it p + -C) is container_of(),
 * not NULL if p is not; p + i is an element of an array that is an object
 * (&global[i], &p->array[i]), or of one p, not NULL, points to.
 * &p->first_member is p itself: sparse folds the offset 0 away, and
 * nothing is concluded from it.
 */
static bool address_nonnull(struct null_flow *nf, struct instruction *add, int depth)
{
	if (add->src2->type == PSEUDO_VAL)
		return add->src2->value > 0 || base_nonnull(nf, add->src1, depth + 1);
	return base_nonnull(nf, add->src1, depth + 1) || base_nonnull(nf, add->src2, depth + 1);
}

bool value_class__asm_is_empty(struct instruction *asm_insn)
{
	return asm_insn->string && !*asm_insn->string;
}

/* The index of @output among @asm_insn's outputs (FOR_EACH_PTR() is two loops: no break). */
static int output_index(struct instruction *asm_insn, pseudo_t output)
{
	struct asm_constraint *c;
	int index = 0;

	FOR_EACH_PTR(asm_insn->asm_rules->outputs, c) {
		if (c->pseudo == output)
			return index;
		index++;
	} END_FOR_EACH_PTR(c);
	return index;
}

pseudo_t value_class__asm_tied_input(struct instruction *asm_insn, pseudo_t output)
{
	struct asm_constraint *c;
	char tied[16];

	if (!value_class__asm_is_empty(asm_insn) || !asm_insn->asm_rules)
		return NULL;
	snprintf(tied, sizeof(tied), "%d", output_index(asm_insn, output));
	FOR_EACH_PTR(asm_insn->asm_rules->inputs, c) {
		if (c->constraint && !strcmp(c->constraint, tied))
			return c->pseudo;
	} END_FOR_EACH_PTR(c);
	return NULL;
}

/*
 * container_of(): p + -C.  NULL - C is not NULL, but no valid pointer
 * either; the value is as good as the pointer it came from.
 */
static pseudo_t container_base(pseudo_t p)
{
	int depth;

	for (depth = 0; depth < MAX_DEPTH && p->type == PSEUDO_REG && p->def; depth++) {
		struct instruction *def = p->def;

		if (def->opcode != OP_ADD || def->src2->type != PSEUDO_VAL || def->src2->value >= 0)
			break;
		p = null_cond__root(def->src1);
	}
	return p;
}

/* Is @p loaded from a pointer member? */
static bool member_load(struct null_flow *nf, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	struct symbol *owner;

	return def && def->opcode == OP_LOAD &&
	       members__at_address(null_flow__function(nf), def->src, def->offset,
				   MEMBER_DATA, &owner);
}

/*
 * An element of what a member points to, p->buf + i: as good as the
 * member's value (NULL + i is no valid pointer either).  Only a member's:
 * a parameter or a result passed NULL with a count of 0 would make the
 * elements of nothing look NULL (ip_mc_add_src()'s &psfsrc[i]).
 */
static pseudo_t element_base(struct null_flow *nf, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t base;

	/* sparse puts the pointer first and keeps two registers in their order. */
	if (!def || def->opcode != OP_ADD || def->src2->type == PSEUDO_VAL)
		return p;
	base = null_cond__root(def->src1);
	return member_load(nf, base) ? base : p;
}

/* __GFP_NOFAIL's bit, as this file's <linux/gfp_types.h> numbers it, or 0. */
static unsigned long long gfp_nofail(void)
{
	struct symbol *bit = lookup_symbol(built_in_ident("___GFP_NOFAIL_BIT"), NS_SYMBOL);
	struct expression *value = bit ? bit->initializer : NULL;

	if (!value || value->type != EXPR_VALUE || value->value >= 64)
		return 0;
	return 1ULL << value->value;
}

static bool is_gfp(struct symbol *type)
{
	if (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_RESTRICT && ident__is(type->ident, "gfp_t");
}

/* Flags with @bit set: a constant, or flags | constant. */
static bool has_flag(pseudo_t flags, unsigned long long bit)
{
	if (flags->type == PSEUDO_REG && flags->def && flags->def->opcode == OP_OR)
		flags = flags->def->src2;
	return flags->type == PSEUDO_VAL && (flags->value & bit);
}

/* An allocation that cannot fail: kmalloc(size, GFP_KERNEL | __GFP_NOFAIL). */
static bool is_nofail_alloc(struct instruction *call)
{
	struct symbol *fn = null_flow__callee(call);
	unsigned long long nofail;
	pseudo_t arg;
	int index = 0;

	if (!fn || !fn->ident || !strstr(ident__name(fn->ident), "alloc") || !(nofail = gfp_nofail()))
		return false;
	FOR_EACH_PTR(call->arguments, arg) {
		/* fntypes: the function's type, then each argument's. */
		if (is_gfp(ptr_list_nth(call->fntypes, index + 1)) && has_flag(arg, nofail))
			return true;
		index++;
	} END_FOR_EACH_PTR(arg);
	return false;
}

/* __builtin_return_address(0): the caller's code, never NULL (deeper frames may be). */
static bool is_own_return_address(struct instruction *call)
{
	struct symbol *fn = null_flow__callee(call);
	pseudo_t level = ptr_list_nth(call->arguments, 0);

	return fn && ident__is(fn->ident, "__builtin_return_address") &&
	       level && is_zero(level);
}

enum facts_value value_class__of_initializer(struct expression *init)
{
	init = expression__strip_casts(init);
	if (!init)
		return FACTS_VALUE_UNKNOWN;
	if (init->type == EXPR_VALUE)
		return init->value ? FACTS_VALUE_UNKNOWN : FACTS_VALUE_NULL;
	if (init->type == EXPR_STRING || init->type == EXPR_SYMBOL ||
	    (init->type == EXPR_PREOP && init->op == '&'))
		return FACTS_VALUE_NONNULL;
	return FACTS_VALUE_UNKNOWN;
}

/*
 * A load of a function's own static pointer that its initializer makes an
 * address and that the function only ever reads (no store, its address
 * never taken): tracepoint_string()'s `static const char *___tp_str =
 * "..."`, which TPS() hands to RCU's and the PM core's events.
 */
static bool constant_static_load(struct instruction *load)
{
	pseudo_t addr = load->src;
	struct pseudo_user *use;
	struct symbol *sym;

	if (addr->type != PSEUDO_SYM || load->offset)
		return false;
	sym = addr->sym;
	if ((sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL)) != MOD_STATIC ||
	    value_class__of_initializer(sym->initializer) != FACTS_VALUE_NONNULL)
		return false;
	FOR_EACH_PTR(addr->users, use) {
		if (use->insn->bb && (use->insn->opcode != OP_LOAD || use->insn->src != addr))
			return false;
	} END_FOR_EACH_PTR(use);
	return true;
}

/*
 * The running task, get_current(): x86's per-CPU pcpu_hot.current_task
 * (or its const alias), read directly or by address casts.  The kernel
 * sets it before any C code runs and never clears it.
 */
static bool current_task_load(struct instruction *load)
{
	pseudo_t addr = load->src;
	struct symbol *member, *owner;
	const char *name;

	while (addr->type == PSEUDO_REG && addr->def &&
	       (addr->def->opcode == OP_PTRCAST || addr->def->opcode == OP_UTPTR ||
		addr->def->opcode == OP_PTRTU || addr->def->opcode == OP_COPY))
		addr = addr->def->src;
	if (addr->type != PSEUDO_SYM || !addr->sym->ident)
		return false;
	name = ident__name(addr->sym->ident);
	if (strcmp(name, "pcpu_hot") && strcmp(name, "const_pcpu_hot"))
		return false;
	member = members__at(addr->sym, load->offset, MEMBER_LOADED, &owner);
	return member && !strcmp(ident__name(member->ident), "current_task");
}

/* The object a load reads from: @load->src is &object, or &object plus an index. */
static struct symbol *loaded_object(struct instruction *load)
{
	pseudo_t addr = load->src;
	struct instruction *def = addr->type == PSEUDO_REG ? addr->def : NULL;

	if (addr->type == PSEUDO_SYM)
		return addr->sym;
	if (!def || def->opcode != OP_ADD)
		return NULL;
	if (def->src1->type == PSEUDO_SYM)
		return def->src1->sym;
	return def->src2->type == PSEUDO_SYM ? def->src2->sym : NULL;
}

/* Does @init set every one of the @nr elements of @size bytes to an address? */
static bool every_element_an_address(struct expression *init, long size, long nr)
{
	struct expression *entry;
	long covered = 0, index;

	if (!init || init->type != EXPR_INITIALIZER || size <= 0)
		return false;
	FOR_EACH_PTR(init->expr_list, entry) {
		if (entry->type != EXPR_POS || entry->init_offset % size ||
		    value_class__of_initializer(entry->init_expr) != FACTS_VALUE_NONNULL)
			return false;
		index = entry->init_offset / size;
		if (index != covered)
			return false;
		covered++;
	} END_FOR_EACH_PTR(entry);
	return covered == nr;
}

/*
 * A load from an array of pointers nothing writes (static or global,
 * defined here) whose initializer makes every element an address, at any
 * index: arch/x86/kernel/cpu/bugs.c's `static const char * const
 * spectre_v1_strings[]`, whose elements sysfs_emit() is handed, or a
 * file-static array the file only reads elements of (static-arrays.h).
 * An index past the end is no element at all.
 */
static bool constant_array_load(struct instruction *load)
{
	struct symbol *sym = loaded_object(load), *type, *element;
	long size;

	if (!sym || sym->type != SYM_NODE || !(sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL)) ||
	    (sym->ctype.modifiers & MOD_EXTERN))
		return false;
	type = sym->ctype.base_type;
	if (!type || type->type != SYM_ARRAY || type->bit_size <= 0)
		return false;
	element = type->ctype.base_type;
	if (!element || element->bit_size <= 0 || !nullable_attr__is_pointer(element))
		return false;
	size = bits_to_bytes(element->bit_size);
	if (!every_element_an_address(sym->initializer, size, bits_to_bytes(type->bit_size) / size))
		return false;
	/*
	 * sparse keeps the elements' own const on the object (a pointer's, on
	 * what it points to).  The scan of the file last: it is the costly part.
	 */
	return (sym->ctype.modifiers & MOD_CONST) || static_arrays__only_read(sym);
}

/*
 * Never NULL by its shape: &object, an address computed from one or from a
 * pointer not NULL, a __GFP_NOFAIL allocation, a function's own constant
 * static pointer, an element of an array of constant addresses,
 * __builtin_return_address(0), per_cpu_ptr() of an object
 * (through RELOC_HIDE()'s empty asm), the running task, a merge or a `?:`
 * of such values.
 */
static bool shape_nonnull(struct null_flow *nf, pseudo_t p, int depth)
{
	struct instruction *def;
	pseudo_t phi, tied;

	p = null_cond__root(p);
	if (p->type == PSEUDO_SYM)
		return true;
	if (p->type != PSEUDO_REG || !(def = p->def) || depth >= MAX_DEPTH)
		return false;
	switch (def->opcode) {
	case OP_SYMADDR:
		return true;
	case OP_ADD:
		return address_nonnull(nf, def, depth);
	case OP_CALL:
		return is_nofail_alloc(def) || is_own_return_address(def);
	case OP_LOAD:
		return constant_static_load(def) || constant_array_load(def) ||
		       current_task_load(def);
	case OP_ASM:
		tied = value_class__asm_tied_input(def, p);
		return tied && shape_nonnull(nf, tied, depth + 1);
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, phi) {
			if (phi != VOID && phi->def &&
			    !shape_nonnull(nf, phi->def->phi_src, depth + 1))
				return false;
		} END_FOR_EACH_PTR(phi);
		return true;
	case OP_SEL:
		return shape_nonnull(nf, def->src2, depth + 1) &&
		       shape_nonnull(nf, def->src3, depth + 1);
	default:
		return false;
	}
}

/*
 * The side `x ? a : b` takes when x is known not NULL at @at (an address,
 * or dereferenced or tested before): intel_fb_obj(&fb->base) is never the
 * NULL it would be for a NULL framebuffer.  A NULL x would not get to @at
 * either way.  NULL when the select's side is not known.
 */
static pseudo_t decided_side(struct null_flow *nf, struct instruction *sel)
{
	bool nonzero_if;
	pseudo_t x = null_cond__zero_test(sel->src1, &nonzero_if);
	int v;

	if (!x)
		return NULL;
	v = null_flow__value(nf, x);
	if (!shape_nonnull(nf, x, 0) && !(v >= 0 && null_flow__known_nonnull(nf, v)))
		return NULL;
	return nonzero_if ? sel->src2 : sel->src3;
}

/* The side not NULL of `c ? a : NULL` when no path on which it is NULL gets to @at. */
static pseudo_t unreached_null_side(struct null_flow *nf, struct instruction *sel,
				    struct instruction *at)
{
	pseudo_t other = is_zero(sel->src3) ? sel->src2 : is_zero(sel->src2) ? sel->src3 : NULL;

	if (!other || is_zero(other) || null_flow__select_null_reaches(nf, sel, at))
		return NULL;
	return other;
}

/*
 * A merge with NULL or an ERR_PTR constant on some path that reaches @at,
 * else with a sentinel: NULL and ERR_PTR come first, as the facts said
 * before sentinels had a value of their own.
 */
static enum facts_value merged_constant(struct null_flow *nf, struct instruction *at,
					pseudo_t p)
{
	struct instruction *def;
	bool sentinel = false;
	pseudo_t phi;

	if (p->type != PSEUDO_REG || !(def = p->def))
		return FACTS_VALUE_UNKNOWN;
	if (def->opcode == OP_SEL)
		return is_zero(def->src2) || is_zero(def->src3) ? FACTS_VALUE_NULL :
		       is_err_constant(def->src2) || is_err_constant(def->src3) ? FACTS_VALUE_ERR :
		       value_class__is_sentinel(def->src2) ||
		       value_class__is_sentinel(def->src3) ? FACTS_VALUE_SENTINEL :
		       FACTS_VALUE_UNKNOWN;
	if (def->opcode != OP_PHI)
		return FACTS_VALUE_UNKNOWN;
	FOR_EACH_PTR(def->phi_list, phi) {
		if (phi == VOID || !phi->def || !null_flow__source_reaches(nf, phi->def, def, at))
			continue;
		if (is_zero(phi->def->phi_src))
			return FACTS_VALUE_NULL;
		if (is_err_constant(phi->def->phi_src))
			return FACTS_VALUE_ERR;
		sentinel |= value_class__is_sentinel(phi->def->phi_src);
	} END_FOR_EACH_PTR(phi);
	return sentinel ? FACTS_VALUE_SENTINEL : FACTS_VALUE_UNKNOWN;
}

/*
 * A merge whose every source that can reach @at is never NULL by its
 * shape: css_group(css) of a css dereferenced before is &css->grp, its
 * `return NULL` for a NULL css on no path there.
 */
static bool reaching_sources_nonnull(struct null_flow *nf, struct instruction *at, pseudo_t p)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;
	pseudo_t src;

	if (!def || def->opcode != OP_PHI)
		return false;
	FOR_EACH_PTR(def->phi_list, src) {
		struct instruction *s = src != VOID ? src->def : NULL;

		if (!s || !s->bb)
			continue;
		if (null_cond__root(s->phi_src)->type == PSEUDO_VAL &&
		    !null_flow__source_reaches(nf, s, def, at))
			continue;
		if (!shape_nonnull(nf, s->phi_src, 1))
			return false;
	} END_FOR_EACH_PTR(src);
	return true;
}

/*
 * What the flow knows of followed value @v.  A merge of values one of
 * which nothing is known of is none of these: not known not NULL, and no
 * NULL path either (the flow's tests and sources say nothing of it).
 */
static enum facts_value flow_kind(struct null_flow *nf, int v)
{
	if (null_flow__known_nonnull(nf, v))
		return FACTS_VALUE_NONNULL;
	if (null_flow__no_null_path(nf, v))
		return FACTS_VALUE_UNKNOWN;
	if (null_flow__nullable(nf, v))
		return FACTS_VALUE_NULLABLE;
	if (null_flow__tested_null(nf, v))
		return FACTS_VALUE_TESTED_NULL;
	if (null_flow__tested_err(nf, v))
		return FACTS_VALUE_ERR;
	return FACTS_VALUE_UNKNOWN;
}

bool value_class__may_be_null(enum facts_value kind)
{
	return kind == FACTS_VALUE_NULL || kind == FACTS_VALUE_TESTED_NULL ||
	       kind == FACTS_VALUE_NULLABLE || kind == FACTS_VALUE_COND_NULL;
}

bool value_class__unproven(enum facts_value kind)
{
	return kind == FACTS_VALUE_UNKNOWN || kind == FACTS_VALUE_PARAM ||
	       kind == FACTS_VALUE_CALL || kind == FACTS_VALUE_FIELD;
}

/* @tests: do the tests the flow saw count (tested NULL, __nullable)? */
static void classify(struct null_flow *nf, struct instruction *at, pseudo_t p,
		     struct value_class *out, bool tests)
{
	struct instruction *def;
	pseudo_t side;
	int v;

	out->kind = FACTS_VALUE_UNKNOWN;
	out->param = -1;
	out->callee = NULL;
	out->field = out->owner = NULL;
	if (!p || p == VOID)
		return;
	p = null_cond__root(p);
	/* A parameter keeps its index whatever else is known of it here. */
	if (p->type == PSEUDO_ARG)
		out->param = p->nr - 1;
	if (is_zero(p)) {
		out->kind = FACTS_VALUE_NULL;
		return;
	}
	if (is_err_constant(p) || (p->type == PSEUDO_REG && p->def &&
				   p->def->opcode == OP_UTPTR)) {
		out->kind = FACTS_VALUE_ERR;
		return;
	}
	if (value_class__is_sentinel(p)) {
		out->kind = FACTS_VALUE_SENTINEL;
		return;
	}
	def = p->type == PSEUDO_REG ? p->def : NULL;
	side = def && def->opcode == OP_SEL ? decided_side(nf, def) : NULL;
	if (side) {
		classify(nf, at, side, out, tests);
		return;
	}
	v = null_flow__value(nf, p);
	if (v >= 0 && !tests && null_flow__known_nonnull(nf, v)) {
		out->kind = FACTS_VALUE_NONNULL;
		return;
	}
	if (v >= 0 && tests && (out->kind = flow_kind(nf, v)) != FACTS_VALUE_UNKNOWN) {
		/* Not NULL, as a merge of constants none of which is: one may be a sentinel. */
		if (out->kind == FACTS_VALUE_NONNULL &&
		    merged_constant(nf, at, p) == FACTS_VALUE_SENTINEL)
			out->kind = FACTS_VALUE_SENTINEL;
		/* Tested NULL, but on no path that gets here: what else it is. */
		if (out->kind != FACTS_VALUE_TESTED_NULL || null_flow__tested_null_reaches(nf, p, at))
			return;
		out->kind = FACTS_VALUE_UNKNOWN;
	}
	if (shape_nonnull(nf, p, 0) || p->type == PSEUDO_VAL) {
		out->kind = FACTS_VALUE_NONNULL;
		return;
	}
	side = def && def->opcode == OP_SEL ? unreached_null_side(nf, def, at) : NULL;
	if (side) {
		classify(nf, at, side, out, tests);
		return;
	}
	if ((out->kind = merged_constant(nf, at, p)) != FACTS_VALUE_UNKNOWN)
		return;
	if (reaching_sources_nonnull(nf, at, p)) {
		out->kind = FACTS_VALUE_NONNULL;
		return;
	}
	p = element_base(nf, container_base(p));
	if (p->type == PSEUDO_ARG) {
		out->kind = FACTS_VALUE_PARAM;
		out->param = p->nr - 1;
		return;
	}
	def = p->type == PSEUDO_REG ? p->def : NULL;
	if (def && def->opcode == OP_CALL && null_flow__callee(def)) {
		out->kind = FACTS_VALUE_CALL;
		out->callee = null_flow__callee(def);
	} else if (def && def->opcode == OP_LOAD) {
		out->field = members__at_address(null_flow__function(nf), def->src, def->offset,
						 MEMBER_DATA, &out->owner);
		if (out->field)
			out->kind = FACTS_VALUE_FIELD;
	}
}

void value_class__of(struct null_flow *nf, struct instruction *at, pseudo_t p,
		     struct value_class *out)
{
	classify(nf, at, p, out, true);
}

void value_class__origin(struct null_flow *nf, struct instruction *at, pseudo_t p,
			 struct value_class *out)
{
	classify(nf, at, p, out, false);
}
