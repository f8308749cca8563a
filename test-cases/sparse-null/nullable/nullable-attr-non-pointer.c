/*
 * test: __nullable on an object that is not a pointer
 * args: -Wno-decl
 * stderr:
 * nullable-attr-non-pointer.c:11:16: warning: __nullable on 'count', which is not a pointer (int)
 * nullable-attr-non-pointer.c:13:10: warning: __nullable on 'delta', which is not a pointer (int)
 * end
 */
#include "../include/kernel.h"

int __nullable count;

int bump(int __nullable delta)
{
	return count + delta;
}
