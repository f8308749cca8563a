/*
 * test: a return record says "nonnull" when every path returns a value known not NULL on that path, an ERR_PTR (then also "err"), another function's result (listed in "calls", which the table follows) or a member's value (listed in "fields", which the table proves or not); a parameter, a NULL on one path, or a parameter merged with a call's result do not; a parameter dereferenced on its path merged with an address does, and so does a `?:` of a member's address and an array, two calls merged, and an allocation tested on its path merged with an ERR_PTR; __builtin_return_address(0) is not NULL, a deeper frame's may be
 * args: -Wno-decl
 * facts: return evidence
 * records:
 * {"record":"return","function":"root_dev","nonnull":true,"line":38}
 * {"record":"return","function":"dev_name","nonnull":true,"line":43}
 * {"record":"return","function":"root_again","nonnull":true,"calls":["root_dev"],"line":48}
 * {"record":"return","function":"root_or_lookup","nonnull":true,"calls":["lookup","root_dev"],"line":54}
 * {"record":"return","function":"same","line":61}
 * {"record":"return","function":"parent_of","nonnull":true,"fields":[["dev.parent","facts-returns-nonnull.c"]],"line":66}
 * {"record":"return","function":"maybe","null":true,"line":71}
 * {"record":"return","function":"own_or_lookup","calls":["lookup"],"line":77}
 * {"record":"return","function":"own_or_root","nonnull":true,"line":85}
 * {"record":"return","function":"name_or_none","nonnull":true,"line":99}
 * {"record":"return","function":"alloc_or_err","err":true,"nonnull":true,"line":105}
 * {"record":"return","function":"one_return","nonnull":true,"line":116}
 * {"record":"return","function":"alloc_untested","nonnull":true,"calls":["alloc_dev"],"line":127}
 * {"record":"evidence","event":"free_at","arg":0,"name":"location","kind":"call-nonnull","caller":"release","line":94}
 * {"record":"evidence","event":"free_at","arg":0,"name":"location","kind":"call-result","caller":"release","function":"__builtin_return_address","line":95}
 * end
 */
#include "../include/kernel.h"

struct dev *alloc_dev(void);
#include "../include/trace.h"

struct dev { int id; struct dev *parent; char name[8]; };

DECLARE_TRACE(free_at,
	TP_PROTO(void *location),
	TP_ARGS(location));

extern struct dev root;
extern char no_name[];
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

/* Two calls merged: each path's call is in "calls". */
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

/* A parameter merged with a call's result (kstrdup_const()): nothing known. */
struct dev *own_or_lookup(struct dev *d, int id)
{
	if (!id)
		return d;
	return lookup(id);
}

/* The parameter dereferenced first, merged with an address: known. */
struct dev *own_or_root(struct dev *d, int id)
{
	if (d->id == id)
		return d;
	return &root;
}

void release(void)
{
	trace_free_at(__builtin_return_address(0));
	trace_free_at(__builtin_return_address(1));
}

/* A member's address or an object's, picked by ?: (rxrpc_kernel_remote_srx()). */
char *name_or_none(struct dev *d)
{
	return d ? d->name : no_name;
}

/* An ERR_PTR on one path, an allocation tested on the other: err, and no NULL. */
struct dev *alloc_or_err(void)
{
	struct dev *d = alloc_dev();

	if (!d)
		return (struct dev *)(long)-12;
	d->id = 1;
	return d;
}

/* One return of a merge made before it (no return merge): judged at the return. */
struct dev *one_return(struct dev *d, int id)
{
	struct dev *r = d;

	if (id)
		r = &root;
	r->id = id;
	return r;
}

/* The allocation returned untested: its own return records decide ("calls"). */
struct dev *alloc_untested(void)
{
	return alloc_dev();
}
