/*
 * test: -fsparse-only runs sparse's checks only, with sparse's output
 * args: -Wno-decl -fsparse-only
 * peer: sparse
 * stderr:
 * nullable-sparse-only.c:20:16: warning: incorrect type in return expression (different address spaces)
 * nullable-sparse-only.c:20:16:    expected int *
 * nullable-sparse-only.c:20:16:    got int [noderef] __user *u
 * end
 */
#include "../include/kernel.h"

int prio_of(struct task *__attribute__((nullable)) p)
{
	return p->prio;
}

int *leak(int __attribute__((noderef, address_space(__user))) *u)
{
	return u;
}
