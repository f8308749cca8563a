/*
 * test: a compound literal's initializer is checked in a function with a jump label,
 * which sparse-null linearizes a second time for its own IR
 * args: -Wno-decl
 * stderr:
 * nullable-compound-literal.c:33:36: warning: dereference of nullable expression 'p'
 * nullable-compound-literal.c:33:36:    parameter 'p' is declared __nullable at nullable-compound-literal.c:29
 * end
 */
#include "../include/kernel.h"

struct static_key { int enabled; };
struct box { int v; };

static inline __attribute__((always_inline))
int arch_static_branch(struct static_key *key, int branch)
{
	asm goto("1: .byte 0x0f,0x1f,0x44,0x00,0x00\n\t"
		 ".pushsection __jump_table, \"aw\"\n\t"
		 ".long 1b - ., %l[l_yes] - .\n\t.popsection"
		 : : "i" (key), "i" (branch) : : l_yes);
	return 0;
l_yes:
	return 1;
}

struct static_key feature_key;

int literal_behind_jump_label(struct task * __nullable p)
{
	if (arch_static_branch(&feature_key, 0))
		return 0;
	return ((struct box){ .v = p->prio }).v;
}
