/*
 * test: a `c ? p : NULL` that no path takes NULL to the call is its other side: drm_gem_mmap()'s node, NULL where the inlined lookup's test fails, leaves obj NULL, and `if (!obj) return` comes first; without that test the NULL gets there
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"gem_mmap","callee":"get_ref","line":35,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"gem_mmap","callee":"is_allowed","line":41,"args":[[0,"call","lookup_any"]]}
 * {"record":"call","caller":"gem_mmap_untested","callee":"is_allowed","line":50,"args":[[0,"null"]]}
 * end
 */
#include "../include/kernel.h"
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - __builtin_offsetof(type, member)))
struct node { unsigned long start; };
struct gobj { int ref; struct node vma_node; };
struct node *lookup_any(unsigned long start);
int get_ref(int *ref);
int is_allowed(struct node *n);
void unlock(void);

static inline struct node *exact_lookup(unsigned long start)
{
	struct node *node = lookup_any(start);

	return (node && node->start == start) ? node : NULL;
}

int gem_mmap(unsigned long start)
{
	struct gobj *obj = NULL;
	struct node *node;

	node = exact_lookup(start);
	if (likely(node)) {
		obj = container_of(node, struct gobj, vma_node);
		if (!get_ref(&obj->ref))
			obj = NULL;
	}
	unlock();
	if (!obj)
		return -22;
	if (!is_allowed(node))
		return -13;
	return 0;
}

int gem_mmap_untested(unsigned long start)
{
	struct node *node = exact_lookup(start);

	return is_allowed(node);
}
