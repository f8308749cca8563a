/*
 * test: NULL passed to a nonnull parameter
 * args: -Wno-decl
 * stderr:
 * nullable-arg-null-literal.c:14:13: warning: NULL passed to nonnull parameter 1 of 'wake'
 * end
 */
#include "../include/kernel.h"

void wake(struct task *t) __attribute__((nonnull(1)));

void wake_none(void)
{
	wake(NULL);
}
