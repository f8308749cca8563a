/*
 * test: p && p->x
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int is_rt(struct task * __nullable p)
{
	return p && p->policy == 1;
}
