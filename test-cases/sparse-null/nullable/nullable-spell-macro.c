/*
 * test: the __nullable macro needs no definition from the tree
 * args: -Wno-decl
 * stderr:
 * nullable-spell-macro.c:13:16: warning: dereference of nullable expression 'p'
 * nullable-spell-macro.c:13:16:    parameter 'p' is declared __nullable at nullable-spell-macro.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p->prio;
}
