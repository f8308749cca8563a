/*
 * test: a store through a nullable pointer
 * args: -Wno-decl
 * stderr:
 * nullable-deref-store.c:13:9: warning: dereference of nullable expression 'p'
 * nullable-deref-store.c:13:9:    parameter 'p' is declared __nullable at nullable-deref-store.c:11
 * end
 */
#include "../include/kernel.h"

void reset(struct task * __nullable p)
{
	p->prio = 0;
}
