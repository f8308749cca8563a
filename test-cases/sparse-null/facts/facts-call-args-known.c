/*
 * test: a call's pointer arguments carry what the path knows of them: dereferenced or tested, not NULL, and so is a merge of such values (a parameter tested, or replaced by a result dereferenced)
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":23,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":31,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":32,"args":[[0,"null"]]}
 * {"record":"call","caller":"untested","callee":"use","line":37,"args":[[0,"call","alloc_task"]]}
 * {"record":"call","caller":"reuse_or_alloc","callee":"use","line":47,"args":[[0,"nonnull"]]}
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

/* xfs_refcount_finish_one()'s cursor: kept if there, else made and set up. */
void reuse_or_alloc(struct task *t)
{
	if (!t) {
		t = alloc_task();
		t->prio = 0;
	}
	use(t);
}
