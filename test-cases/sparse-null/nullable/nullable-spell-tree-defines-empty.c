/*
 * test: a tree that defines __nullable empty (for gcc) still gets checked, silently
 * args: -Wno-decl
 * stderr:
 * nullable-spell-tree-defines-empty.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-spell-tree-defines-empty.c:15:16:    parameter 'p' is declared __nullable at nullable-spell-tree-defines-empty.c:13
 * end
 */
#define __nullable
#undef __nullable
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p->prio;
}
