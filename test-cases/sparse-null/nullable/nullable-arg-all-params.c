/*
 * test: nonnull without a list covers every parameter
 * args: -Wno-decl
 * stderr:
 * nullable-arg-all-params.c:14:13: warning: NULL passed to nonnull parameter 2 of 'link'
 * end
 */
#include "../include/kernel.h"

void link(struct task *a, struct task *b) __attribute__((nonnull));

void link_none(struct task *a)
{
	link(a, NULL);
}
