/*
 * test: a __nullable typedef carries the annotation
 * args: -Wno-decl
 * stderr:
 * nullable-spell-typedef.c:15:16: warning: dereference of nullable expression 'p'
 * nullable-spell-typedef.c:15:16:    parameter 'p' is declared __nullable at nullable-spell-typedef.c:13
 * end
 */
#include "../include/kernel.h"

typedef struct task * __nullable task_ref;

int ref_prio(task_ref p)
{
	return p->prio;
}
