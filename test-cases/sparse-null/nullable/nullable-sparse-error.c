/*
 * test: -Wsparse-error turns nullability warnings into errors and exit status 1
 * args: -Wno-decl -Wsparse-error
 * exit: 1
 * stderr:
 * nullable-sparse-error.c:14:16: error: dereference of nullable expression 'p'
 * nullable-sparse-error.c:14:16:    parameter 'p' is declared __nullable at nullable-sparse-error.c:12
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p->prio;
}
