/*
 * The bundled example: a miniature of the kernel's priority-inheritance
 * path (rt_mutex_setprio() and its tracepoint), with the kinds of mistake
 * sparse-null reports: sparse's own (a __user pointer read directly, a
 * lock kept on one path) and a nullable pointer dereferenced unchecked.
 * `make example` checks it and writes its facts to build/example-facts/.
 */
#define __user		__attribute__((noderef, address_space(__user)))
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define NULL		((void *)0)

struct task {
	int prio;
	int policy;
};

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
