/*
 * test: code without annotations stays quiet, even with NULL around
 * args: -Wno-decl
 */
#include "../include/kernel.h"

struct task *lookup(int pid);

int prio_of(int pid, int fallback)
{
	struct task *p = NULL;

	if (fallback)
		p = lookup(pid);
	return p->prio + lookup(0)->prio;
}
