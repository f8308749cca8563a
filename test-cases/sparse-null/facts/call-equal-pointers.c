/*
 * test: where a == b holds, a pointer known not NULL (dereferenced) makes the other one so, also as one operand of && (binder_inc_ref_for_node()'s `ret && ref == new_ref`); where it fails, or with neither known, nothing is learnt
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"inc_ref","callee":"grab","line":27,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"inc_ref","callee":"cleanup","line":30,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"inc_ref","callee":"cleanup","line":32,"args":[[0,"null"]]}
 * {"record":"call","caller":"same_unknown","callee":"cleanup","line":39,"args":[[0,"param",1]]}
 * end
 */
#include "../include/kernel.h"

void cleanup(struct task *t);
struct task *find(int id);
int grab(struct task *t);

int inc_ref(int id, int *data)
{
	struct task *ref = find(id), *new_ref = NULL;
	int ret;

	if (!ref) {
		new_ref = find(-id);
		ref = new_ref ? new_ref : find(0);
	}
	ret = grab(ref);
	*data = ref->prio;
	if (ret && ref == new_ref)
		cleanup(new_ref);
	if (ref != new_ref)
		cleanup(new_ref);
	return ret;
}

int same_unknown(struct task *a, struct task *b)
{
	if (a == b)
		cleanup(b);
	return 0;
}
