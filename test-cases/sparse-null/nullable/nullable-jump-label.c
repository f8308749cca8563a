/*
 * test: code behind an x86 jump label (asm goto) is checked on both sides
 * args: -Wno-decl
 * stderr:
 * nullable-jump-label.c:51:24: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:51:24:    parameter 'p' is declared __nullable at nullable-jump-label.c:48
 * nullable-jump-label.c:66:16: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:66:16:    parameter 'p' is declared __nullable at nullable-jump-label.c:62
 * nullable-jump-label.c:73:16: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:73:16:    parameter 'p' is declared __nullable at nullable-jump-label.c:69
 * nullable-jump-label.c:106:36: warning: dereference of nullable expression 'p'
 * nullable-jump-label.c:106:36:    parameter 'p' is declared __nullable at nullable-jump-label.c:102
 * end
 */
#include "../include/kernel.h"

/* x86's arch_static_branch() and arch_static_branch_jump(), 6.12's shapes. */
struct static_key { int enabled; };
struct static_key_false { struct static_key key; };

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

static inline __attribute__((always_inline))
int arch_static_branch_jump(struct static_key *key, int branch)
{
	asm goto("1: jmp %l[l_yes]\n\t"
		 : : "i" (key), "i" (branch) : : l_yes);
	return 0;
l_yes:
	return 1;
}

#define static_branch_unlikely(x)	unlikely(arch_static_branch(&(x)->key, 0))
#define static_branch_likely(x)		likely(!arch_static_branch_jump(&(x)->key, 0))

struct static_key_false feature_key;

int label_side(struct task * __nullable p)
{
	if (static_branch_unlikely(&feature_key))
		return p->prio;
	return 0;
}

int label_side_guarded(struct task * __nullable p)
{
	if (static_branch_unlikely(&feature_key) && p)
		return p->prio;
	return 0;
}

int jump_side(struct task * __nullable p)
{
	if (static_branch_likely(&feature_key))
		return 0;
	return p->prio;
}

int fall_through_side(struct task * __nullable p)
{
	if (static_branch_unlikely(&feature_key))
		return 0;
	return p->policy;
}

/*
 * An asm goto whose template names no label (no "%l") cannot jump to it:
 * the label's code stays as dead as sparse sees it.
 */
static inline __attribute__((always_inline))
int unnamed_label_branch(void)
{
	asm goto("nop" : : : : l_yes);
	return 0;
l_yes:
	return 1;
}

int unnamed_label_side(struct task * __nullable p)
{
	if (unnamed_label_branch())
		return p->prio;
	return 0;
}

struct box { int v; };

/*
 * A compound literal's initializer, in a function that sparse-null
 * linearizes a second time for its own IR, is checked too.
 */
int literal_behind_jump_label(struct task * __nullable p)
{
	if (static_branch_unlikely(&feature_key))
		return 0;
	return ((struct box){ .v = p->prio }).v;
}
