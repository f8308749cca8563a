/*
 * test: function records for non-inline functions with pointer parameters; static marks
 * args: -Wno-decl
 * facts: function call return
 * records:
 * {"record":"call","caller":"pick_parent","callee":"pick","static":true,"line":27,"args":[[0,"field","task.parent","../include/kernel.h"],[2,"nonnull",0]]}
 * {"record":"function","function":"pick","static":true,"params":[[0,"a","struct task *"],[2,"b","struct task *"]],"line":20}
 * {"record":"function","function":"pick_parent","params":[[0,"t","struct task *"]],"derefs":[0],"line":25}
 * {"record":"return","function":"pick","static":true,"null":true,"line":20}
 * {"record":"return","function":"pick_parent","nonnull":true,"calls":["pick"],"line":25}
 * end
 */
#include "../include/kernel.h"

static inline int prio_of(struct task *t)
{
	return t->prio;
}

static struct task *pick(struct task *a, int which, struct task *b)
{
	return which ? a : NULL;
}

struct task *pick_parent(struct task *t)
{
	return pick(t->parent, prio_of(t), t);
}

int count(int n)
{
	return n + 1;
}
