/*
 * test: a nullable value passed to a nonnull parameter
 * args: -Wno-decl
 * stderr:
 * nullable-arg-nullable.c:15:13: warning: nullable expression 'p' passed to nonnull parameter 1 of 'wake'
 * nullable-arg-nullable.c:15:13:    parameter 'p' is declared __nullable at nullable-arg-nullable.c:13
 * end
 */
#include "../include/kernel.h"

void wake(struct task *t) __attribute__((nonnull(1)));

void maybe_wake(struct task * __nullable p)
{
	wake(p);
}
