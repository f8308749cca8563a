/*
 * test: __nullable and returns_nonnull on a function that returns no pointer
 * args: -Wno-decl
 * stderr:
 * nullable-attr-function.c:11:31: warning: __nullable on function 'weird', which does not return a pointer
 * nullable-attr-function.c:12:5: warning: returns_nonnull on function 'odd', which does not return a pointer
 * end
 */
#include "../include/kernel.h"

__attribute__((nullable)) int weird(void);
int odd(void) __attribute__((returns_nonnull));

int weird(void)
{
	return 0;
}

int odd(void)
{
	return 1;
}
