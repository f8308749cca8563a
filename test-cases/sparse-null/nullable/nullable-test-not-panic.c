/*
 * test: if (!p) panic() guards what follows
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (!p)
		panic("no task");
	return p->prio;
}
