/*
 * test: a new object merged with NULL only (sparse's select or phi of `if (...) { kfree(p); return NULL; } ... return p;`) is still the object: the stores after the merge count, and it is published where the merged value is returned; a merge with another object publishes it there; a memset() of one member unsets that member's slots, not the others
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"inner","struct_file":"facts-field-merged.c","unset":["a","b"],"after":[["setup",1]],"handed":[{"function":"setup","param":1,"whole":true,"unset":["a","b"]}],"function":"obj_select","line":32}
 * {"record":"create","struct":"obj","struct_file":"facts-field-merged.c","unset":[],"handed":[{"function":"setup","param":1,"whole":true,"unset":["mount","cow"]}],"function":"obj_select","line":32}
 * {"record":"create","struct":"obj","struct_file":"facts-field-merged.c","unset":["cow"],"function":"obj_other","line":64}
 * {"record":"create","struct":"inner","struct_file":"facts-field-merged.c","unset":["a"],"function":"zobj_memset","line":86}
 * end
 */
void *kmalloc(unsigned long size, int flags);
void kfree(const void *p);
void *memset(void *s, int c, unsigned long n);
int setup(void *sb, void *inner);

struct inner { void *a; void *b; };

struct obj {
	struct inner in;
	void *mount;
	void *cow;
};

static inline int setup_always(void *sb, struct inner *in)
{
	return setup(sb, in);
}

struct obj *obj_select(void *mp, void *sb)
{
	struct obj *o = kmalloc(sizeof(*o), 0);

	if (setup_always(sb, &o->in)) {
		kfree(o);
		return (void *)0;
	}
	o->mount = mp;
	o->cow = (void *)0;
	return o;
}

struct obj *obj_phi(void *mp, int flags)
{
	struct obj *o = kmalloc(sizeof(*o), 0);

	if (!o)
		return o;
	o->in.a = mp;
	o->in.b = mp;
	if (flags & 1) {
		kfree(o);
		o = (void *)0;
	}
	if (o) {
		o->mount = mp;
		o->cow = mp;
	}
	return o;
}

struct obj *obj_other(void *mp, struct obj *old, int flags)
{
	struct obj *o = kmalloc(sizeof(*o), 0);

	if (!o)
		return o;
	struct obj *p;

	o->in.a = mp;
	o->in.b = mp;
	o->mount = mp;
	p = flags ? old : o;
	o->cow = mp;
	return p;
}

struct zobj {
	void *mount;
	struct inner in;
	void *cow;
};

struct zobj *zobj_memset(void *mp)
{
	struct zobj *o = kmalloc(sizeof(*o), 0);

	if (!o)
		return o;
	o->mount = mp;
	o->cow = mp;
	o->in.a = mp;
	memset(&o->in, 0, sizeof(o->in));
	o->in.b = mp;
	return o;
}
