/*
 * test: a reassignment from a nullable source is unchecked again
 * args: -Wno-decl
 * stderr:
 * nullable-deref-reassigned.c:18:16: warning: dereference of nullable expression 'find_task()'
 * nullable-deref-reassigned.c:18:16:    return value of 'find_task' is declared __nullable at nullable-deref-reassigned.c:11
 * end
 */
#include "../include/kernel.h"

struct task * __nullable find_task(int pid);

int two(struct task * __nullable p)
{
	if (!p)
		return 0;
	p = find_task(p->prio);
	return p->prio;
}
