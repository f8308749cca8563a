/*
 * test: reading a pointer member of a new object while it is unset publishes that member unset (the value read may go anywhere), not the others, which the function sets before it returns the object; a member read once set publishes nothing
 * args: -Wno-decl
 * facts: create
 * records:
 * {"record":"create","struct":"node","struct_file":"facts-field-read.c","unset":["map"],"function":"node_alloc","line":22}
 * end
 */
void *kzalloc(unsigned long size, int flags);
void use_map(void *map);

struct mount_info { int flags; };

struct node {
	struct mount_info *mount;
	void *map;
	void *ops;
};

struct node *node_alloc(struct mount_info *mp, void *ops)
{
	struct node *n = kzalloc(sizeof(*n), 0);

	if (!n)
		return n;
	use_map(n->map);
	n->ops = ops;
	use_map(n->ops);
	n->mount = mp;
	n->map = ops;
	return n;
}
