/*
 * test: an inlined helper's NULL test is the helper's, not the function's, also when sparse dropped the helper's inlined-call marker (a helper called under an `if`, its block merged away): the value passed after it is the parameter, not "tested NULL"; the function's own test under an `if` still is
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"helper_under_if","callee":"use","line":28,"args":[[0,"param",0]]}
 * {"record":"call","caller":"own_test_under_if","callee":"use","line":37,"args":[[0,"tested-null",0]]}
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
