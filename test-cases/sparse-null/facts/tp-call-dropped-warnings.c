/*
 * test: with sparse's warnings cut short (-fmax-warnings=1: the second and third "incorrect type in assignment" are never printed) every dropped pointer assignment is still typed again in sparse-null's IR, in an inline function's copies too
 * args: -Wno-decl -fmax-warnings=1
 * peer: sparse
 * facts: evidence store
 * stderr:
 * tp-call-dropped-warnings.c:32:14: warning: too many warnings
 * end
 * records:
 * {"record":"store","field":"run_queue.curr","struct_file":"tp-call-dropped-warnings.c","value":"param","param":1,"function":"set_curr","line":65}
 * {"record":"evidence","event":"task_switch","arg":0,"name":"prev","kind":"call-nonnull","caller":"switch_checked","line":35}
 * {"record":"evidence","event":"task_switch","arg":0,"name":"prev","kind":"call-field","caller":"switch_unchecked","field":"run_queue.curr","struct_file":"tp-call-dropped-warnings.c","line":43}
 * {"record":"evidence","event":"task_switch","arg":0,"name":"prev","kind":"call-nonnull","caller":"switch_inline","line":60}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

#define __rcu __attribute__((noderef, address_space(__rcu)))

struct thread { int state; };
struct run_queue { struct thread __rcu *curr; };

DECLARE_TRACE(task_switch,
	TP_PROTO(struct thread *prev),
	TP_ARGS(prev));

void switch_checked(struct run_queue *rq)
{
	struct thread *prev;

	prev = rq->curr;
	if (prev->state)
		return;
	trace_task_switch(prev);
}

void switch_unchecked(struct run_queue *rq)
{
	struct thread *prev;

	prev = rq->curr;
	trace_task_switch(prev);
}

static inline struct thread *curr_of(struct run_queue *rq)
{
	struct thread *t;

	t = rq->curr;
	return t;
}

void switch_inline(struct run_queue *rq)
{
	struct thread *prev = curr_of(rq);

	if (prev->state)
		return;
	trace_task_switch(prev);
}

void set_curr(struct run_queue *rq, struct thread *next)
{
	rq->curr = next;
}
