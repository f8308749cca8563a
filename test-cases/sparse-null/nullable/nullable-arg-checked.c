/*
 * test: a nullable value passed to a nonnull parameter after a test
 * args: -Wno-decl
 */
#include "../include/kernel.h"

void wake(struct task *t) __attribute__((nonnull(1)));

void maybe_wake(struct task * __nullable p)
{
	if (p)
		wake(p);
}
