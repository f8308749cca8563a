/*
 * test: a call's pointer arguments carry what the path knows of them: dereferenced or tested, not NULL, and so is a merge of such values (a parameter tested, or replaced by a result dereferenced); an element of a constant array every element of which is an address is not NULL, one of an array with an element left NULL or of an array that is not constant is unknown
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"after_deref","callee":"use","line":26,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":34,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"after_test","callee":"use","line":35,"args":[[0,"null"]]}
 * {"record":"call","caller":"untested","callee":"use","line":40,"args":[[0,"call","alloc_task"]]}
 * {"record":"call","caller":"reuse_or_alloc","callee":"use","line":50,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"names","callee":"show","line":61,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"names","callee":"show","line":62,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"names","callee":"show","line":63,"args":[[0,"unknown"]]}
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

/* spectre_v1_strings[spectre_v1_mitigation]; not kyber_domain_names[], whose elements are not const */
void names(int i)
{
	show(mode_names[i]);
	show(some_names[i]);
	show(changing_names[i]);
}
