/*
 * test: a call through a nullable function pointer dereferences it (once: the second call is known safe); a call after a NULL test does not warn
 * args: -Wno-decl
 * stderr:
 * nullable-deref-call.c:15:18: warning: dereference of nullable expression 'fn'
 * nullable-deref-call.c:15:18:    parameter 'fn' is declared __nullable at nullable-deref-call.c:13
 * end
 */
#include "../include/kernel.h"

typedef int (*handler_fn)(int arg);

int run_twice(handler_fn __nullable fn)
{
	return fn(1) + fn(2);
}

int run_checked(handler_fn __nullable fn)
{
	if (!fn)
		return 0;
	return fn(1);
}
