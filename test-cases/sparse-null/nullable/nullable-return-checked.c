/*
 * test: a returns_nonnull function returning a tested value
 * args: -Wno-decl
 */
#include "../include/kernel.h"

struct task *pick(struct task * __nullable p, struct task *idle) __attribute__((returns_nonnull));

struct task *pick(struct task * __nullable p, struct task *idle)
{
	return p ? p : idle;
}
