/*
 * test: a dereference on the branch where the test failed
 * args: -Wno-decl
 * stderr:
 * nullable-deref-wrong-branch.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-deref-wrong-branch.c:15:16:    parameter 'p' is declared __nullable at nullable-deref-wrong-branch.c:11
 * end
 */
#include "../include/kernel.h"

int prio_or(struct task * __nullable p)
{
	if (p)
		return 1;
	return p->prio;
}
