/*
 * test: IS_ERR(p) does not test for NULL
 * args: -Wno-decl
 * stderr:
 * nullable-test-is-err-only.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-test-is-err-only.c:15:16:    parameter 'p' is declared __nullable at nullable-test-is-err-only.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	if (IS_ERR(p))
		return -1;
	return p->prio;
}
