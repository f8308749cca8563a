/*
 * test: WARN_ON_ONCE(!p) used as a condition
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (WARN_ON_ONCE(!p))
		return 0;
	return p->prio;
}
