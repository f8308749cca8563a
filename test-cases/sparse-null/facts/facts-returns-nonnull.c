/*
 * test: a return record says "nonnull" when every return is known not NULL or another function's result (listed in "calls", which the table follows); a parameter, a member's value or a NULL on one path do not; __builtin_return_address(0) is not NULL, a deeper frame's may be
 * args: -Wno-decl
 * facts: return evidence
 * records:
 * {"record":"return","function":"root_dev","nonnull":true,"file":"facts-returns-nonnull.c","line":29}
 * {"record":"return","function":"dev_name","nonnull":true,"file":"facts-returns-nonnull.c","line":34}
 * {"record":"return","function":"root_again","nonnull":true,"calls":["root_dev"],"file":"facts-returns-nonnull.c","line":39}
 * {"record":"return","function":"root_or_lookup","file":"facts-returns-nonnull.c","line":45}
 * {"record":"return","function":"same","file":"facts-returns-nonnull.c","line":52}
 * {"record":"return","function":"parent_of","file":"facts-returns-nonnull.c","line":57}
 * {"record":"return","function":"maybe","null":true,"file":"facts-returns-nonnull.c","line":62}
 * {"record":"evidence","event":"free_at","arg":0,"name":"location","kind":"call-nonnull","caller":"release","file":"facts-returns-nonnull.c","line":69}
 * {"record":"evidence","event":"free_at","arg":0,"name":"location","kind":"call-result","caller":"release","function":"__builtin_return_address","file":"facts-returns-nonnull.c","line":70}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"

struct dev { int id; struct dev *parent; char name[8]; };

DECLARE_TRACE(free_at,
	TP_PROTO(void *location),
	TP_ARGS(location));

extern struct dev root;
struct dev *lookup(int id);

struct dev *root_dev(void)
{
	return &root;
}

char *dev_name(struct dev *d)
{
	return d->name;
}

struct dev *root_again(void)
{
	return root_dev();
}

/* Two calls merged: not followed into "calls". */
struct dev *root_or_lookup(int id)
{
	if (!id)
		return root_dev();
	return lookup(id);
}

struct dev *same(struct dev *d)
{
	return d;
}

struct dev *parent_of(struct dev *d)
{
	return d->parent;
}

struct dev *maybe(int id)
{
	return id ? &root : NULL;
}

void release(void)
{
	trace_free_at(__builtin_return_address(0));
	trace_free_at(__builtin_return_address(1));
}
