/*
 * test: an inline function of external linkage declared again after its body (EXPORT_SYMBOL() does) is checked, although sparse checks nothing in it; what sparse would say of its body stays unsaid
 * args: -Wno-decl
 * stderr:
 * nullable-deref-unlisted-inline.c:20:16: warning: dereference of nullable expression 't'
 * nullable-deref-unlisted-inline.c:20:16:    parameter 't' is declared __nullable at nullable-deref-unlisted-inline.c:18
 * end
 */
#include "../include/kernel.h"

int task_prio(struct task *t);

/*
 * The kernel's inline adds gnu_inline: an external definition all the
 * same.  The shift is out of range: sparse would warn, had it expanded
 * the body.
 */
inline __attribute__((gnu_inline)) int task_prio(struct task * __nullable t)
{
	return t->prio + (1 << 40);
}

extern typeof(task_prio) task_prio;

int prio_of(struct task *t)
{
	return task_prio(t);
}
