/*
 * test: p == NULL and NULL != p
 * args: -Wno-decl
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p, struct task * __nullable q)
{
	if (p == NULL)
		return 0;
	if (NULL != q)
		return p->prio + q->prio;
	return p->prio;
}
