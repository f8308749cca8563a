/*
 * test: which NULL tests make a NULL path: none whose NULL side is never taken (the pointer dereferenced before it on that path), whether the test is the function's or an inlined helper's; none an inlined helper makes, also when sparse dropped the helper's inlined-call marker (a helper called under an `if`, its block merged away); the function's own test before any dereference does, under an `if` too
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":34,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"after_deref_own_test","callee":"use","line":45,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"test_first","callee":"use","line":52,"args":[[0,"tested-null",0]]}
 * {"record":"call","caller":"helper_under_if","callee":"use","line":59,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"own_test_under_if","callee":"use","line":68,"args":[[0,"tested-null",0]]}
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

void helper_under_if(struct rq *rq, int flags)
{
	if (!(flags & 2))
		account(rq, flags);
	use(rq);
}

void own_test_under_if(struct rq *rq, int flags)
{
	if (!(flags & 2)) {
		if (rq)
			rq->delay += flags;
	}
	use(rq);
}
