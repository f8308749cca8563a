/*
 * test: a function returning __nullable
 * args: -Wno-decl
 * stderr:
 * nullable-spell-return.c:15:26: warning: dereference of nullable expression 'find_task()'
 * nullable-spell-return.c:15:26:    return value of 'find_task' is declared __nullable at nullable-spell-return.c:11
 * end
 */
#include "../include/kernel.h"

struct task * __nullable find_task(int pid);

int pid_prio(int pid)
{
	return find_task(pid)->prio;
}
