/*
 * test: an annotation on the prototype holds for the definition
 * args: -Wno-decl
 * stderr:
 * nullable-spell-prototype-only.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-spell-prototype-only.c:15:16:    parameter 'p' is declared __nullable at nullable-spell-prototype-only.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p);

int prio_of(struct task *p)
{
	return p->prio;
}
