/*
 * test: p ? p->x : 0
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p ? p->prio : 0;
}
