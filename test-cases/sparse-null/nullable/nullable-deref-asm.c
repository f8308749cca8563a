/*
 * test: an asm reading or writing memory through a nullable pointer (an atomic on a member) dereferences it, once however many operands name that memory, and it is known safe after; an empty template (a compiler barrier), a prefetch, a per-CPU access and an access with an exception table entry do not dereference it
 * args: -Wno-decl
 * stderr:
 * nullable-deref-asm.c:18:9: warning: dereference of nullable expression 'r'
 * nullable-deref-asm.c:18:9:    parameter 'r' is declared __nullable at nullable-deref-asm.c:16
 * end
 */
#include "../include/kernel.h"

struct ref {
	int count;
	int users;
};

void get_twice(struct ref __nullable *r)
{
	asm volatile("lock incl %0" : "+m" (r->count) : "m" (r->count));
	r->users++;
}

void barrier_only(struct ref __nullable *r)
{
	asm volatile("" : : "m" (r->count));
	asm volatile("prefetcht0 %0" : : "m" (r->count));
	asm volatile("incl %%gs:%0" : "+m" (r->count));
	asm volatile("1: incl %0\n .pushsection \"__ex_table\",\"a\"\n .long 1b - .\n .popsection\n"
		     : "+m" (r->count));
}
