/*
 * test: a call's pointer arguments carry what the path knows of them: dereferenced or tested, not NULL, and so is a merge of such values (a parameter tested, or replaced by a result dereferenced); a value handed before to a function of the file that dereferences it is not NULL either, one handed to it only after is not (also in a block long enough to span the IR's chunks); an element of a constant array every element of which is an address is not NULL, one of an array with an element left NULL or of an array that is not constant and is written is unknown
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":30,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":38,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":39,"args":[[0,"null"]]}
 * {"record":"call","caller":"untested","callee":"use","line":44,"args":[[0,"call","alloc_task"]]}
 * {"record":"call","caller":"reuse_or_alloc","callee":"use","line":54,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"names","callee":"show","line":65,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"names","callee":"show","line":66,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"names","callee":"show","line":67,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"requeue","callee":"task_prio","static":true,"line":83,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"requeue","callee":"use","line":84,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"use_then_prio","callee":"use","line":89,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"use_then_prio","callee":"task_prio","static":true,"line":94,"args":[[0,"param",0]],"always":true,"deref_if":[[0,"use",0]]}
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

static const char *const mode_names[] = { "read", "write" };
static const char *const some_names[3] = { "read", "write" };
static const char *changing_names[] = { "read", "write" };
void show(const char *name);

/* spectre_v1_strings[spectre_v1_mitigation]; not an array whose elements are not const and written */
void names(int i)
{
	show(mode_names[i]);
	show(some_names[i]);
	show(changing_names[i]);
}

void rename_mode(int i, const char *name)
{
	changing_names[i] = name;
}

static int task_prio(struct task *t)
{
	return t->prio;
}

/* A parameter handed first to a function of the file that dereferences it. */
void requeue(struct task *t)
{
	task_prio(t);
	use(t);
}

void use_then_prio(struct task *t, int *x)
{
	use(t);
	x[0] = 0; x[1] = 1; x[2] = 2; x[3] = 3; x[4] = 4;
	x[5] = 5; x[6] = 6; x[7] = 7; x[8] = 8; x[9] = 9;
	x[10] = 0; x[11] = 1; x[12] = 2; x[13] = 3; x[14] = 4;
	x[15] = 5; x[16] = 6; x[17] = 7; x[18] = 8; x[19] = 9;
	task_prio(t);
}
