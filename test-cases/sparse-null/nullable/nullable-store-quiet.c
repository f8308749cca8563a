/*
 * test: storing a nullable value into plain members and variables is not a warning
 * args: -Wno-decl
 */
#include "../include/kernel.h"

struct task *last;

void remember(struct task *t, struct task * __nullable p)
{
	t->parent = p;
	last = p;
}
