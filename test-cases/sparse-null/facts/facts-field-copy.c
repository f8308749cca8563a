/*
 * test: memcpy() into a struct from another object of the same struct copies each member's own value: no record; from other memory (bytes; another struct, the same record, written once) every member may be anything: a record with every pointer member unset
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"state","struct_file":"facts-field-copy.c","unset":["self","name"],"function":"state_from_bytes","line":27}
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
