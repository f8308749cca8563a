/*
 * test: dereference with p[i]
 * args: -Wno-decl
 * stderr:
 * nullable-deref-index.c:13:16: warning: dereference of nullable expression 'p'
 * nullable-deref-index.c:13:16:    parameter 'p' is declared __nullable at nullable-deref-index.c:11
 * end
 */
#include "../include/kernel.h"

int third(int * __nullable p)
{
	return p[2];
}
