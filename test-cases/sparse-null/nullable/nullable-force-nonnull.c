/*
 * test: __force_nonnull silences exactly the site it wraps
 * args: -Wno-decl
 * stderr:
 * nullable-force-nonnull.c:15:20: warning: dereference of nullable expression 'p'
 * nullable-force-nonnull.c:15:20:    parameter 'p' is declared __nullable at nullable-force-nonnull.c:11
 * end
 */
#include "../include/kernel.h"

int both(struct task * __nullable p)
{
	int a = __force_nonnull(p)->prio;

	return a + p->policy;
}
