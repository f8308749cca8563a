/*
 * test: the attribute spelling after the star marks a parameter
 * args: -Wno-decl
 * stderr:
 * nullable-spell-attribute.c:13:16: warning: dereference of nullable expression 'p'
 * nullable-spell-attribute.c:13:16:    parameter 'p' is declared __nullable at nullable-spell-attribute.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task *__attribute__((nullable)) p)
{
	return p->prio;
}
