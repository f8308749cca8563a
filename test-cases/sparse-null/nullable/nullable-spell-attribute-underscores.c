/*
 * test: the __nullable__ attribute spelling works too
 * args: -Wno-decl
 * stderr:
 * nullable-spell-attribute-underscores.c:13:16: warning: dereference of nullable expression 'p'
 * nullable-spell-attribute-underscores.c:13:16:    parameter 'p' is declared __nullable at nullable-spell-attribute-underscores.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task *__attribute__((__nullable__)) p)
{
	return p->prio;
}
