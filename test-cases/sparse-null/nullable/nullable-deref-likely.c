/*
 * test: a dereference inside likely() or unlikely() on the right of && or || is behind its test, as C short-circuits it (sparse would load it on every path); one outside any test is not
 * args: -Wno-decl
 * stderr:
 * nullable-deref-likely.c:27:16: warning: dereference of nullable expression 'p'
 * nullable-deref-likely.c:27:16:    parameter 'p' is declared __nullable at nullable-deref-likely.c:25
 * end
 */
#include "../include/kernel.h"

int needs_set_dev(struct task * __nullable p)
{
	if (likely(p != NULL) && unlikely(p->prio))
		return 1;
	return 0;
}

int no_prio(struct task * __nullable p)
{
	if (!p || likely(p->prio == 0))
		return 1;
	return 0;
}

int prio_hint(struct task * __nullable p)
{
	return unlikely(p->prio);
}
