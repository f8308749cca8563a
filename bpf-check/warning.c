// SPDX-License-Identifier: MIT
#include "btf-nullable.h"
#include "warning.h"

#define LOADS_UNCHECKED \
	": that kernel's verifier checks no argument (no raw_tp_null_args[], no " \
	BTF_NULLABLE_SUFFIX " names), so the program loads and runs on it"

static void print_position(FILE *out, const struct warning_subject *s,
			   size_t section, size_t insn)
{
	struct source_pos pos;

	if (bpf_obj__source_pos(s->obj, section, insn, &pos) && pos.line)
		fprintf(out, "%s:%u:%u: warning: ", pos.file, pos.line, pos.col);
	else
		fprintf(out, "%s:%s+%zu: warning: ", s->obj->path,
			s->obj->sections[section].name, insn);
}

/* " (program pi_boost, table 6.1)", what the kernel makes of it, the newline. */
static void print_end(FILE *out, const struct warning_subject *s, bool loads)
{
	fprintf(out, " (program %s", s->prog->name);
	if (s->source_name)
		fprintf(out, ", table %s", s->source_name);
	fprintf(out, ")%s\n", loads ? LOADS_UNCHECKED : "");
}

/* "'pi_task' (argument 1 of event sched_pi_setprio)" */
static void print_argument(FILE *out, const struct warning_subject *s, unsigned arg)
{
	const char *name = s->marks[arg].name;

	if (name[0])
		fprintf(out, "'%s' (argument %u of %s %s)", name, arg,
			attach__kind_name(s->point->kind), s->point->target);
	else
		fprintf(out, "argument %u of %s %s", arg,
			attach__kind_name(s->point->kind), s->point->target);
}

void warning__finding(FILE *out, const struct warning_subject *s,
		     const struct finding *f)
{
	print_position(out, s, f->section, f->insn);
	switch (f->kind) {
	case FINDING_NULL_DEREF:
		fputs("dereference of nullable ", out);
		print_argument(out, s, f->arg);
		fputs(" without a NULL test", out);
		break;
	case FINDING_NULL_CALL_ARG:
		fputs("nullable ", out);
		print_argument(out, s, f->arg);
		fprintf(out, " passed to %s() without a NULL test", f->callee);
		break;
	case FINDING_ERR_DEREF:
		fputs("dereference of ", out);
		print_argument(out, s, f->arg);
		fputs(", which may be an ERR_PTR, without an IS_ERR test", out);
		break;
	case FINDING_ERR_CALL_ARG:
		print_argument(out, s, f->arg);
		fprintf(out, ", which may be an ERR_PTR, passed to %s() without an IS_ERR test",
			f->callee);
		break;
	case FINDING_NULL_ARITH:
		fputs("pointer arithmetic on nullable ", out);
		print_argument(out, s, f->arg);
		fputs(" before a NULL test: the verifier rejects it (BPF_CORE_READ() and &p->member included)",
		      out);
		break;
	case FINDING_SCALAR_DEREF:
		fputs("dereference of ", out);
		print_argument(out, s, f->arg);
		fputs(", a scalar for the verifier (0x2 in raw_tp_null_args[]: it may be an ERR_PTR or another invalid pointer), rejected whatever was tested; read it with bpf_probe_read_kernel()",
		      out);
		break;
	case FINDING_SCALAR_CALL_ARG:
		print_argument(out, s, f->arg);
		fprintf(out, ", a scalar for the verifier (0x2 in raw_tp_null_args[]), passed to %s(), which needs a pointer",
			f->callee);
		break;
	}
	print_end(out, s, s->loads);
}

void warning__unmarked_test(FILE *out, const struct warning_subject *s,
			   unsigned arg, size_t section, size_t insn,
			   const char *kernel_btf)
{
	print_position(out, s, section, insn);
	fputs("NULL test of ", out);
	print_argument(out, s, arg);
	fprintf(out, " may be dropped: the kernel BTF %s does not mark it nullable, so its verifier may take the test as always true",
		kernel_btf);
	print_end(out, s, false);
}
