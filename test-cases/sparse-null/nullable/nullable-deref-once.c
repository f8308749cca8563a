/*
 * test: after one dereference the pointer is known not NULL
 * args: -Wno-decl
 * stderr:
 * nullable-deref-once.c:13:20: warning: dereference of nullable expression 'p'
 * nullable-deref-once.c:13:20:    parameter 'p' is declared __nullable at nullable-deref-once.c:11
 * end
 */
#include "../include/kernel.h"

int sum(struct task * __nullable p)
{
	int prio = p->prio;

	return prio + p->policy;
}
