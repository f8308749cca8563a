/*
 * test: dereference with *p
 * args: -Wno-decl
 * stderr:
 * nullable-deref-star.c:13:17: warning: dereference of nullable expression 'p'
 * nullable-deref-star.c:13:17:    parameter 'p' is declared __nullable at nullable-deref-star.c:11
 * end
 */
#include "../include/kernel.h"

int first(int * __nullable p)
{
	return *p;
}
