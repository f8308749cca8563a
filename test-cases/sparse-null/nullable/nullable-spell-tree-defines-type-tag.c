/*
 * test: a tree that defines __nullable as a BTF type tag still gets checked
 * args: -Wno-decl -Wno-unknown-attribute
 * stderr:
 * nullable-spell-tree-defines-type-tag.c:14:16: warning: dereference of nullable expression 'p'
 * nullable-spell-tree-defines-type-tag.c:14:16:    parameter 'p' is declared __nullable at nullable-spell-tree-defines-type-tag.c:12
 * end
 */
#define __nullable __attribute__((btf_type_tag("nullable")))
#include "../include/kernel.h"

int prio_of(struct task * __nullable p)
{
	return p->prio;
}
