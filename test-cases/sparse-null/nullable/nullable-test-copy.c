/*
 * test: a copy of the pointer shares its test
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	struct task *q = p;

	if (!q)
		return 0;
	return p->prio + q->policy;
}
