/*
 * test: a NULL test of a pointer already dereferenced on that path is no NULL path (its NULL side is never taken), whether the test is the function's or an inlined helper's; a test before any dereference still is
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":32,"args":[[0,"param",0]]}
 * {"record":"call","caller":"after_deref_own_test","callee":"use","line":43,"args":[[0,"param",0]]}
 * {"record":"call","caller":"test_first","callee":"use","line":50,"args":[[0,"tested-null",0]]}
 * end
 */
struct rq {
	long clock;
	long delay;
};

void use(struct rq *rq);

/* Like rq_sched_info_dequeue(): defensive. */
static inline void account(struct rq *rq, long delta)
{
	if (rq)
		rq->delay += delta;
}

void after_deref(struct rq *rq, int flags)
{
	if (!(flags & 2)) {
		long clock = rq->clock;

		account(rq, clock);
	}
	use(rq);
}

void after_deref_own_test(struct rq *rq, int flags)
{
	if (!(flags & 2)) {
		long clock = rq->clock;

		if (rq)
			rq->delay += clock;
	}
	use(rq);
}

void test_first(struct rq *rq, int flags)
{
	if (rq)
		rq->delay += flags;
	use(rq);
}
