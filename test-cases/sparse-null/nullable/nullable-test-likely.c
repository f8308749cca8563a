/*
 * test: likely() and unlikely() around the test
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p, struct task * __nullable q)
{
	if (unlikely(!p))
		return 0;
	if (likely(q))
		return p->prio + q->prio;
	return p->prio;
}
