/*
 * test: a __nullable union member
 * args: -Wno-decl
 * stderr:
 * nullable-spell-union-member.c:18:16: warning: dereference of nullable expression 's->task'
 * nullable-spell-union-member.c:18:16:    member 'task' is declared __nullable at nullable-spell-union-member.c:12
 * end
 */
#include "../include/kernel.h"

union slot {
	struct task * __nullable task;
	long raw;
};

int slot_prio(union slot *s)
{
	return s->task->prio;
}
