/*
 * test: an ERR_PTR value passed to a tracepoint; one merged in is one where IS_ERR() of the merge may have been true, not where it was found false (memdup_array_user() then IS_ERR(): kfree() of it gets no ERR_PTR)
 * args: -Wno-decl
 * facts: evidence flow tp_arg
 * records:
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_error","line":32}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_error","param":0,"value":"nonnull","line":32}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-err","caller":"pick_error","line":32}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_dup","param":0,"value":"param","line":46}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-err","caller":"pick_dup","line":46}
 * {"record":"evidence","event":"pick","arg":0,"name":"tsk","kind":"call-nonnull","caller":"pick_dup","line":50}
 * {"record":"flow","event":"pick","arg":0,"name":"tsk","function":"pick_dup","param":0,"value":"nonnull","line":50}
 * {"record":"evidence","event":"pick","arg":1,"name":"other","kind":"call-unknown","caller":"pick_dup","line":50}
 * {"record":"tp_arg","event":"pick","arg":0,"name":"tsk","null":"nonnull","err":false,"evidence":["call-nonnull","call-nonnull"]}
 * {"record":"tp_arg","event":"pick","arg":1,"name":"other","null":"unknown","err":true,"evidence":["call-err","call-err","call-unknown"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(pick,
	TP_PROTO(struct task *tsk, struct task *other),
	TP_ARGS(tsk, other));

#define ERR_PTR(err)	((void *)(long)(err))
#define IS_ERR(p)	IS_ERR_VALUE(p)

struct task *dup_task(struct task *t);

void pick_error(struct task *t)
{
	t->prio++;
	trace_pick(t, ERR_PTR(-12));
}

static inline struct task *dup_checked(struct task *t, int n)
{
	if (n > 8)
		return ERR_PTR(-75);
	return dup_task(t);
}

void pick_dup(struct task *t, int n)
{
	struct task *copy = dup_checked(t, n);

	trace_pick(t, copy);
	if (IS_ERR(copy))
		return;
	t->prio++;
	trace_pick(t, copy);
}
