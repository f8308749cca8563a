/*
 * test: if (!p) break inside a loop
 * args: -Wno-decl
 */
#include "../include/kernel.h"

struct task * __nullable next_task(int i);

int sum(int n)
{
	int i, total = 0;

	for (i = 0; i < n; i++) {
		struct task *p = next_task(i);

		if (!p)
			break;
		total += p->prio;
	}
	return total;
}
