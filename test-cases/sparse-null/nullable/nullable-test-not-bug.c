/*
 * test: if (!p) BUG() guards what follows
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (!p)
		BUG();
	return p->prio;
}
