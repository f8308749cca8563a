/*
 * test: the before-the-star spelling, like __user, marks the pointer
 * args: -Wno-decl
 * stderr:
 * nullable-spell-before-star.c:13:16: warning: dereference of nullable expression 'p'
 * nullable-spell-before-star.c:13:16:    parameter 'p' is declared __nullable at nullable-spell-before-star.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task __nullable *p)
{
	return p->prio;
}
