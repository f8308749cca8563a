/*
 * test: IS_ERR_OR_NULL(p) on its false branch
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (IS_ERR_OR_NULL(p))
		return -1;
	return p->prio;
}
