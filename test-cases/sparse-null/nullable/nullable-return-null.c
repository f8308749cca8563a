/*
 * test: NULL returned from a returns_nonnull function
 * args: -Wno-decl
 * stderr:
 * nullable-return-null.c:14:16: warning: NULL returned from returns_nonnull function 'idle_task'
 * end
 */
#include "../include/kernel.h"

struct task *idle_task(void) __attribute__((returns_nonnull));

struct task *idle_task(void)
{
	return NULL;
}
