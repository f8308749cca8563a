/*
 * test: __user pointers: dereference and mixing address spaces
 * args: -Wno-decl
 * peer: sparse
 * stderr:
 * address-space-user.c:21:16: warning: incorrect type in return expression (different address spaces)
 * address-space-user.c:21:16:    expected int *
 * address-space-user.c:21:16:    got int [noderef] __user *p
 * address-space-user.c:16:17: warning: dereference of noderef expression
 * end
 */
#define __user __attribute__((noderef, address_space(__user)))

int get(int __user *p)
{
	return *p;
}

int *strip(int __user *p)
{
	return p;
}
