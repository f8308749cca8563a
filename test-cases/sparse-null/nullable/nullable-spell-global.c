/*
 * test: a __nullable global
 * args: -Wno-decl
 * stderr:
 * nullable-spell-global.c:15:16: warning: dereference of nullable expression 'current_boost'
 * nullable-spell-global.c:15:16:    global 'current_boost' is declared __nullable at nullable-spell-global.c:11
 * end
 */
#include "../include/kernel.h"

struct task * __nullable current_boost;

int boost_prio(void)
{
	return current_boost->prio;
}
