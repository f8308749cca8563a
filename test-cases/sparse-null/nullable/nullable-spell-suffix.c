/*
 * test: the kernel's name__nullable parameter convention
 * args: -Wno-decl
 * stderr:
 * nullable-spell-suffix.c:13:16: warning: dereference of nullable expression 'task__nullable'
 * nullable-spell-suffix.c:13:16:    parameter 'task__nullable' is declared __nullable at nullable-spell-suffix.c:11
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task *task__nullable)
{
	return task__nullable->prio;
}
