/*
 * test: -Wno-nullable-deref mutes the dereference check
 * args: -Wno-decl -Wno-nullable-deref
 */
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p->prio;
}
