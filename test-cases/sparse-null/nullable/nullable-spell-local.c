/*
 * test: a __nullable local keeps its annotation through SSA
 * args: -Wno-decl
 * stderr:
 * nullable-spell-local.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-spell-local.c:15:16:    local variable 'p' is declared __nullable at nullable-spell-local.c:13
 * end
 */
#include "../include/kernel.h"

int first_prio(struct task *t)
{
	struct task * __nullable p = t->parent;

	return p->prio;
}
