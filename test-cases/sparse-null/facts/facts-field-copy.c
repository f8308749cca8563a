/*
 * test: memcpy() into a struct from another object of the same struct copies each member's own value: no record, and a new object copied whole so has every member set (half of it: the rest unset); from other memory (bytes; another struct, the same record, written once) every member may be anything: a record with every pointer member unset
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"state","struct_file":"facts-field-copy.c","unset":["self","name"],"function":"state_from_bytes","line":28}
 * {"record":"create","struct":"state","struct_file":"facts-field-copy.c","unset":["self","name"],"after":[["memcpy",0]],"handed":[{"function":"memcpy","param":0,"whole":true,"unset":["self","name"]}],"function":"state_half","line":54}
 * end
 */
void *memcpy(void *dst, const void *src, unsigned long n);

struct state {
	struct state *self;
	const char *name;
};

struct other {
	void *a, *b;
};

void state_copy(struct state *dst, const struct state *src)
{
	memcpy(dst, src, sizeof(*dst));
}

void state_from_bytes(struct state *dst, const unsigned char *bytes)
{
	memcpy(dst, bytes, sizeof(*dst));
}

void state_from_other(struct state *dst, const struct other *o)
{
	memcpy(dst, o, sizeof(*dst));
}

void *kmalloc(unsigned long size, int flags);
void publish(struct state *s);

/* A new state memcpy()'d whole from another: every member set. */
struct state *state_dup(const struct state *src)
{
	struct state *s = kmalloc(sizeof(*s), 0);

	if (!s)
		return (void *)0;
	memcpy(s, src, sizeof(*s));
	publish(s);
	return s;
}

/* Half of it copied: the rest is unset. */
struct state *state_half(const struct state *src)
{
	struct state *s = kmalloc(sizeof(*s), 0);

	if (!s)
		return (void *)0;
	memcpy(s, src, sizeof(void *));
	return s;
}
