/*
 * test: values that cannot be NULL: a member's address at an offset, an element of an array object or of an array a pointer known not NULL points to, container_of() of a pointer known not NULL, a __GFP_NOFAIL allocation; not &p->first_member (it is p: here a call's result) nor an element of p's first array before p is known, container_of() of an unknown pointer or an allocation that may fail; a read through container_of(n) proves n
 * args: -Wno-decl
 * facts: evidence
 * records:
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-nonnull","caller":"members","line":52}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-result","caller":"members","function":"current_cmd","line":53}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-nonnull","caller":"members","line":54}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-nonnull","caller":"members","line":55}
 * {"record":"evidence","event":"cmd","arg":0,"name":"c","kind":"call-nonnull","caller":"containers","line":62}
 * {"record":"evidence","event":"cmd","arg":0,"name":"c","kind":"call-field","caller":"containers","field":"node.next","struct_file":"tp-call-address.c","line":63}
 * {"record":"evidence","event":"cmd","arg":0,"name":"c","kind":"call-nonnull","caller":"allocations","line":71}
 * {"record":"evidence","event":"cmd","arg":0,"name":"c","kind":"call-result","caller":"allocations","function":"kmalloc","line":72}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-nonnull","caller":"through_container","line":85}
 * {"record":"evidence","event":"cmd","arg":0,"name":"c","kind":"call-nonnull","caller":"through_container","line":86}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-unknown","caller":"first_array","line":92}
 * {"record":"evidence","event":"name","arg":0,"name":"name","kind":"call-nonnull","caller":"first_array","line":94}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

/* Like <linux/gfp_types.h>: flag bits numbered by an enum. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
enum { ___GFP_IO_BIT, ___GFP_FS_BIT, ___GFP_NOFAIL_BIT };
#define GFP_KERNEL	((__attribute__((force)) gfp_t)((1U << ___GFP_IO_BIT) | (1U << ___GFP_FS_BIT)))
#define __GFP_NOFAIL	((__attribute__((force)) gfp_t)(1U << ___GFP_NOFAIL_BIT))

#define container_of(ptr, type, member) \
	((type *)((void *)(ptr) - __builtin_offsetof(type, member)))

struct node { struct node *next; };
struct name { char text[16]; };
struct cmd { struct name first; int flags; struct name name; struct node node; struct name alias[4]; };
struct zones { struct name zone[4]; int nr; };

DECLARE_TRACE(name,
	TP_PROTO(struct name *name),
	TP_ARGS(name));
DECLARE_TRACE(cmd,
	TP_PROTO(struct cmd *c),
	TP_ARGS(c));

extern struct name names[8];
struct cmd *current_cmd(void);
void *kmalloc(unsigned long size, gfp_t flags);

void members(int i)
{
	struct cmd *c = current_cmd();

	trace_name(&c->name);
	trace_name(&c->first);
	trace_name(&names[i]);
	trace_name(&c->alias[i]);
}

void containers(struct node *n)
{
	struct node *next = n->next;

	trace_cmd(container_of(n, struct cmd, node));
	trace_cmd(container_of(next, struct cmd, node));
}

void allocations(gfp_t gfp)
{
	struct cmd *c = kmalloc(sizeof(*c), gfp | __GFP_NOFAIL);
	struct cmd *d = kmalloc(sizeof(*d), GFP_KERNEL);

	trace_cmd(c);
	trace_cmd(d);
}

/* Like nfs_clear_invalid_mapping(): reading through container_of(n) proves n too. */
void wait_on(int *flags);

void through_container(struct cmd *owner)
{
	struct node *n = owner->node.next;
	struct cmd *c = container_of(n, struct cmd, node);

	wait_on(&c->flags);
	if (c->flags)
		trace_name(&c->name);
	trace_cmd((struct cmd *)n);
}

/* Like compact_node()'s &pgdat->node_zones[i], an array at offset 0: an element of one p points to, once p is known. */
void first_array(struct zones *z, int i)
{
	trace_name(&z->zone[i]);
	if (z->nr)
		trace_name(&z->zone[i]);
}
