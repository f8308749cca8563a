/*
 * test: if (p) guards the dereference
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (p)
		return p->prio;
	return 0;
}
