/*
 * test: annotated and plain pointers mix without type warnings
 * args: -Wno-decl
 */
#include "../include/kernel.h"

void set_parent(struct task *t, struct task __nullable *p);

void set_parent(struct task *t, struct task *p)
{
	struct task __nullable *q = p;
	struct task * __nullable r = q;
	struct task *plain = r;

	t->parent = plain;
}
