/*
 * test: a pointer assignment sparse evaluates with a type error (here an __rcu member read without rcu_dereference()) is linearized to nothing by sparse; sparse-null's own IR keeps it: the value assigned reaches the dereference and the trace call after it (call-nonnull, not call-unknown), the member it came from is named when nothing else is known (call-field), and a store into a member so written is a store record; sparse's diagnostics are sparse's
 * args: -Wno-decl
 * peer: sparse
 * facts: evidence store
 * stderr:
 * tp-call-dropped-assignment.c:39:14: warning: incorrect type in assignment (different address spaces)
 * tp-call-dropped-assignment.c:39:14:    expected struct thread *prev
 * tp-call-dropped-assignment.c:39:14:    got struct thread [noderef] __rcu *curr
 * tp-call-dropped-assignment.c:49:14: warning: incorrect type in assignment (different address spaces)
 * tp-call-dropped-assignment.c:49:14:    expected struct thread *prev
 * tp-call-dropped-assignment.c:49:14:    got struct thread [noderef] __rcu *curr
 * tp-call-dropped-assignment.c:55:18: warning: incorrect type in assignment (different address spaces)
 * tp-call-dropped-assignment.c:55:18:    expected struct thread [noderef] __rcu *curr
 * tp-call-dropped-assignment.c:55:18:    got struct thread *next
 * end
 * records:
 * {"record":"store","field":"run_queue.curr","struct_file":"tp-call-dropped-assignment.c","value":"param","param":1,"function":"set_curr","line":55}
 * {"record":"evidence","event":"task_switch","arg":0,"name":"prev","kind":"call-nonnull","caller":"switch_checked","line":42}
 * {"record":"evidence","event":"task_switch","arg":0,"name":"prev","kind":"call-field","caller":"switch_unchecked","field":"run_queue.curr","struct_file":"tp-call-dropped-assignment.c","line":50}
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

void set_curr(struct run_queue *rq, struct thread *next)
{
	rq->curr = next;
}
