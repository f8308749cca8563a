/*
 * test: an init helper of the file declared again after its body, as EXPORT_SYMBOL() does, is the helper a later call names: what it sets on every path to its returns counts: the record leaves unset only what the helper does not set
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"port","struct_file":"facts-field-export.c","unset":["priv"],"function":"port_make","line":27}
 * end
 */
void *kzalloc(unsigned long size, int flags);
#define NULL ((void *)0)

struct port {
	struct port *peer;
	const char *name;
	void *priv;
};

void port_name_it(struct port *p)
{
	p->name = "named";
	p->peer = p;
}
extern typeof(port_name_it) port_name_it;

struct port *port_make(void)
{
	struct port *p = kzalloc(sizeof(*p), 0);

	if (!p)
		return NULL;
	port_name_it(p);
	return p;
}
