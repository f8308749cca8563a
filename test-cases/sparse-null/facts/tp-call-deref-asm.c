/*
 * test: an asm reading or writing memory through the argument (an atomic on a member, as atomic_inc() is on x86) before the trace call makes it not NULL there, and after the trace call on every path too (call-deref-after); not an empty template's memory operand (a compiler barrier), a prefetch (which does not fault), a per-CPU access (%gs:, an offset into this CPU's area) nor an access with an exception table entry (get_user(): its fault is handled)
 * args: -Wno-decl
 * facts: evidence
 * records:
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-nonnull","caller":"atomic_before","line":35}
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-deref-after","caller":"atomic_after","line":27}
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-result","caller":"barrier_before","function":"pick","line":51}
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-result","caller":"prefetch_before","function":"pick","line":59}
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-result","caller":"percpu_before","function":"pick","line":67}
 * {"record":"evidence","event":"job_get","arg":0,"name":"t","kind":"call-result","caller":"fixup_before","function":"pick","line":78}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct job { int state; int refs; };

DECLARE_TRACE(job_get,
	TP_PROTO(struct job *t),
	TP_ARGS(t));

struct job *pick(int cpu);

static inline void job_ref(struct job *t)
{
	asm volatile("lock incl %0" : "+m" (t->refs));
}

void atomic_before(int cpu)
{
	struct job *t = pick(cpu);

	job_ref(t);
	trace_job_get(t);
}

void atomic_after(int cpu)
{
	struct job *t = pick(cpu);

	trace_job_get(t);
	job_ref(t);
}

void barrier_before(int cpu)
{
	struct job *t = pick(cpu);

	asm volatile("" : : "m" (t->refs));
	trace_job_get(t);
}

void prefetch_before(int cpu)
{
	struct job *t = pick(cpu);

	asm volatile("prefetcht0 %0" : : "m" (t->refs));
	trace_job_get(t);
}

void percpu_before(int cpu)
{
	struct job *t = pick(cpu);

	asm volatile("incl %%gs:%0" : "+m" (t->refs));
	trace_job_get(t);
}

void fixup_before(int cpu)
{
	struct job *t = pick(cpu);
	int v;

	asm volatile("1: movl %1, %0\n"
		     " .pushsection \"__ex_table\",\"a\"\n .long 1b - .\n .popsection\n"
		     : "=r" (v) : "m" (t->refs));
	trace_job_get(t);
}
