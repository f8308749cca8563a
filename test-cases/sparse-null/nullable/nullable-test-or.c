/*
 * test: !p || p->x
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int is_idle(struct task * __nullable p)
{
	return !p || p->prio == 120;
}
