/*
 * test: the address of a member of a nullable pointer, then read
 * args: -Wno-decl
 * stderr:
 * nullable-deref-member-address.c:15:17: warning: dereference of nullable expression 'p'
 * nullable-deref-member-address.c:15:17:    parameter 'p' is declared __nullable at nullable-deref-member-address.c:11
 * end
 */
#include "../include/kernel.h"

int policy_of(struct task * __nullable p)
{
	int *policy = &p->policy;

	return *policy;
}
