/*
 * test: facts on, a tracepoint handed a trylock's result leaves sparse's context check as it was (t, dereferenced after both trace calls, is not NULL at them)
 * args: -Wno-decl
 * peer: sparse
 * facts: flow
 * records:
 * {"record":"flow","event":"lock_contended","arg":0,"name":"t","function":"update","param":2,"value":"nonnull","line":36}
 * {"record":"flow","event":"lock_contended","arg":0,"name":"t","function":"update","param":2,"value":"nonnull","line":39}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

/* The kernel's __cond_lock(): the lock is held when the test succeeded. */
#define __acquire(x)		__context__(x, 1)
#define __release(x)		__context__(x, -1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)

struct lock { int locked; };
int __try_lock(struct lock *l);
void __lock(struct lock *l) __attribute__((context(l, 0, 1)));
void __unlock(struct lock *l) __attribute__((context(l, 1, 0)));
#define try_lock(l)		__cond_lock(l, __try_lock(l))

DECLARE_TRACE(lock_contended,
	TP_PROTO(struct task *t, int cpu, int contended),
	TP_ARGS(t, cpu, contended));

/* Shaped like _cgroup_rstat_cpu_lock() in kernel/cgroup/rstat.c (6.12). */
static inline __attribute__((always_inline))
void lock_traced(struct lock *l, int cpu, struct task *t)
{
	int contended = !try_lock(l);

	if (contended) {
		trace_lock_contended(t, cpu, contended);
		__lock(l);
	}
	trace_lock_contended(t, cpu, contended);
}

void update(struct lock *l, int cpu, struct task *t)
{
	lock_traced(l, cpu, t);
	t->prio++;
	__unlock(l);
}
