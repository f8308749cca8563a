/*
 * test: if (!p) goto out guards what follows
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	int prio = -1;

	if (!p)
		goto out;
	prio = p->prio;
out:
	return prio;
}
