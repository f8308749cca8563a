/*
 * test: WARN_ON(!p) used as a condition
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (WARN_ON(!p))
		return 0;
	return p->prio;
}
