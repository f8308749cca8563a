/*
 * test: sparse evaluates an inline function's body where it expands it, each copy after the file's own evaluation: a pointer assignment dropped there is typed again in sparse-null's IR all the same, in every copy
 * args: -Wno-decl
 * peer: sparse
 * facts: evidence
 * stderr:
 * tp-call-dropped-warnings.c:35:11: warning: incorrect type in assignment (different address spaces)
 * tp-call-dropped-warnings.c:35:11:    expected struct worker *w
 * tp-call-dropped-warnings.c:35:11:    got struct worker [noderef] __rcu *idle
 * tp-call-dropped-warnings.c:35:11: warning: incorrect type in assignment (different address spaces)
 * tp-call-dropped-warnings.c:35:11:    expected struct worker *w
 * tp-call-dropped-warnings.c:35:11:    got struct worker [noderef] __rcu *idle
 * end
 * records:
 * {"record":"evidence","event":"pool_pick","arg":0,"name":"w","kind":"call-nonnull","caller":"pick_inline","line":44}
 * {"record":"evidence","event":"pool_pick","arg":0,"name":"w","kind":"call-nonnull","caller":"pick_again","line":52}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

#define __rcu __attribute__((noderef, address_space(__rcu)))

struct worker { int busy; };
struct pool { struct worker __rcu *idle; };

DECLARE_TRACE(pool_pick,
	TP_PROTO(struct worker *w),
	TP_ARGS(w));

static inline struct worker *idle_of(struct pool *p)
{
	struct worker *w;

	w = p->idle;
	return w;
}

void pick_inline(struct pool *p)
{
	struct worker *w = idle_of(p);

	if (!w->busy)
		trace_pool_pick(w);
}

void pick_again(struct pool *p)
{
	struct worker *w = idle_of(p);

	if (!w->busy)
		trace_pool_pick(w);
}
