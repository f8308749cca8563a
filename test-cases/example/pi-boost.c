/*
 * The bundled example: a miniature of the kernel's priority-inheritance
 * path (rt_mutex_setprio() and its tracepoint), with the kinds of mistake
 * sparse-null reports: sparse's own (a __user pointer read directly, a
 * lock kept on one path) and a nullable pointer dereferenced unchecked,
 * and a tracepoint whose second argument a caller passes as NULL.
 * `make example` checks it, writes its facts to build/example/facts/ and
 * merges them into the nullability table in build/example/table/.
 */
#define __user		__attribute__((noderef, address_space(__user)))
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define NULL		((void *)0)

struct task {
	int prio;
	int policy;
};

#define CREATE_TRACE_POINTS
#include "../sparse-null/include/trace.h"

TRACE_EVENT(pi_setprio,
	TP_PROTO(struct task *tsk, struct task *pi_task),
	TP_ARGS(tsk, pi_task),
	TP_STRUCT__entry(__field(int, prio) __field(int, newprio)),
	TP_fast_assign(
		__entry->prio = tsk->prio;
		__entry->newprio = pi_task ? pi_task->prio : tsk->prio;
	),
	TP_printk("prio=%d newprio=%d", __entry->prio, __entry->newprio));

void rq_lock(void) __acquires(rq);
void rq_unlock(void) __releases(rq);
int copy_prio(int __user *uprio);

static int effective_prio(struct task *p, struct task *pi_task)
{
	if (pi_task && pi_task->prio < p->prio)
		return pi_task->prio;
	return p->prio;
}

static int setprio(struct task *p, struct task * __nullable pi_task,
		   int __user *uprio)
{
	int prio;

	rq_lock();
	trace_pi_setprio(p, pi_task);
	prio = effective_prio(p, pi_task);
	if (prio == p->prio)
		return prio;		/* leaves rq locked */
	p->prio = prio;
	p->policy = pi_task->policy;	/* pi_task may be NULL here */
	rq_unlock();
	return *uprio;			/* user pointer read directly */
}

int boost(struct task *p, int __user *uprio)
{
	return setprio(p, NULL, uprio);
}
