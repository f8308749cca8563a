/*
 * test: a nullable value returned from a returns_nonnull function
 * args: -Wno-decl
 * stderr:
 * nullable-return-nullable.c:15:16: warning: nullable expression 'p' returned from returns_nonnull function 'pick'
 * nullable-return-nullable.c:15:16:    parameter 'p' is declared __nullable at nullable-return-nullable.c:13
 * end
 */
#include "../include/kernel.h"

struct task *pick(struct task * __nullable p) __attribute__((returns_nonnull));

struct task *pick(struct task * __nullable p)
{
	return p;
}
