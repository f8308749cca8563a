/*
 * test: a load or store through the argument (or a member of it), or a call through it, on every path before the trace call makes it not NULL there (call-deref-before, at that dereference); a call through it on every path after does too (call-deref-after); a dereference on some paths only, or through another pointer, proves nothing
 * args: -Wno-decl
 * facts: evidence flow
 * records:
 * {"record":"evidence","event":"job_switch","arg":0,"name":"t","kind":"call-nonnull","caller":"read_before","line":36}
 * {"record":"evidence","event":"job_switch","arg":0,"name":"t","kind":"call-nonnull","caller":"write_before","line":44}
 * {"record":"evidence","event":"job_switch","arg":0,"name":"t","kind":"call-result","caller":"read_some_path","function":"pick","line":53}
 * {"record":"evidence","event":"job_call","arg":0,"name":"fn","kind":"call-nonnull","caller":"call_before","line":61}
 * {"record":"evidence","event":"job_call","arg":0,"name":"fn","kind":"call-deref-after","caller":"call_after","line":69}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct job { int state; int prio; };
typedef void (*job_fn)(struct job *t);

DECLARE_TRACE(job_switch,
	TP_PROTO(struct job *t),
	TP_ARGS(t));

DECLARE_TRACE(job_call,
	TP_PROTO(void *fn),
	TP_ARGS(fn));

struct job *pick(int cpu);
job_fn find_fn(int id);

void read_before(int cpu)
{
	struct job *t = pick(cpu);
	int state = *(volatile int *)&t->state;

	if (state)
		trace_job_switch(t);
}

void write_before(int cpu)
{
	struct job *t = pick(cpu);

	t->prio = 1;
	trace_job_switch(t);
}

void read_some_path(int cpu, int n)
{
	struct job *t = pick(cpu);

	if (n)
		n = t->prio;
	trace_job_switch(t);
}

void call_before(int id, struct job *t)
{
	job_fn fn = find_fn(id);

	fn(t);
	trace_job_call(fn);
}

void call_after(int id, struct job *t)
{
	job_fn fn = find_fn(id);

	trace_job_call(fn);
	fn(t);
}
