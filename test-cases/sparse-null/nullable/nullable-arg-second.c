/*
 * test: nonnull(2) covers the second parameter only
 * args: -Wno-decl
 * stderr:
 * nullable-arg-second.c:15:13: warning: NULL passed to nonnull parameter 2 of 'link'
 * end
 */
#include "../include/kernel.h"

void link(struct task *a, struct task *b) __attribute__((__nonnull__(2)));

void links(struct task *a)
{
	link(NULL, a);
	link(a, NULL);
}
