/*
 * test: a call's pointer arguments carry what the path knows of them: dereferenced or tested, not NULL
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":22,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":30,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":31,"args":[[0,"null"]]}
 * {"record":"call","caller":"untested","callee":"use","line":36,"args":[[0,"call","alloc_task"]]}
 * end
 */
#include "../include/kernel.h"

struct task *alloc_task(void);
void use(struct task *t);

void after_deref(void)
{
	struct task *t = alloc_task();

	t->prio = 1;
	use(t);
}

void after_test(struct task *p, int which)
{
	struct task *q = which ? p : NULL;

	if (q)
		use(q);
	use(which ? NULL : p);
}

void untested(void)
{
	use(alloc_task());
}
