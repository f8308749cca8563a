/*
 * test: if (!p) return guards what follows
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (!p)
		return -1;
	return p->prio;
}
