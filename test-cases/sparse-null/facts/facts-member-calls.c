/*
 * test: calls through a struct's function-pointer member, and the functions stored into members (static initializers, assignments, a local struct's initializer; not a function that comes through a parameter); a call through a local function pointer makes no record, one through an element of an array of structs does
 * args: -Wno-decl
 * facts: member call
 * records:
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"plain_mkdir","static":true,"line":57}
 * {"record":"member","member":"dir_ops.lookup","struct_file":"facts-member-calls.c","function":"plain_lookup","line":58}
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"plain_mkdir","static":true,"line":62}
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"other_mkdir","static":true,"line":66}
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"plain_mkdir","static":true,"line":67}
 * {"record":"call","caller":"vfs_mkdir","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","line":72,"args":[[0,"nonnull",0],[1,"nonnull"]]}
 * {"record":"call","caller":"vfs_lookup","member":"dir_ops.lookup","struct_file":"facts-member-calls.c","line":77,"args":[[0,"nonnull",0],[1,"null"]]}
 * {"record":"call","caller":"mount_mkdir","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","line":82,"args":[[0,"param",1],[1,"param",2]],"always":true}
 * {"record":"call","caller":"default_mkdir","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","line":87,"args":[[0,"param",0],[1,"param",1]],"always":true}
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"other_mkdir","static":true,"line":93}
 * {"record":"call","caller":"local_table","callee":"register_ops","line":108,"args":[[0,"nonnull"]]}
 * {"record":"member","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","function":"plain_mkdir","static":true,"line":106}
 * {"record":"call","caller":"local_pointer","member":"dir_ops.mkdir","struct_file":"facts-member-calls.c","line":115,"args":[[0,"param",0],[1,"param",1]],"always":true}
 * end
 */
#include "../include/kernel.h"

struct dir;

struct dir_ops {
	int (*mkdir)(struct dir *dir, int *mode);
	void *(*lookup)(struct dir *dir, const char *name);
};

struct dir {
	int nr;
	const struct dir_ops *ops;
};

/* An embedded table: its members are still dir_ops's. */
struct mount {
	int flags;
	struct dir_ops ops;
};

static int plain_mkdir(struct dir *dir, int *mode)
{
	return dir->nr + *mode;
}

void *plain_lookup(struct dir *dir, const char *name)
{
	return dir;
}

static int other_mkdir(struct dir *dir, int *mode)
{
	return 0;
}

const struct dir_ops plain_ops = {
	.mkdir = plain_mkdir,
	.lookup = &plain_lookup,
};

static struct mount root_mount = {
	.ops = { .mkdir = plain_mkdir },
};

static const struct dir_ops table[] = {
	{ .mkdir = other_mkdir },
	{ plain_mkdir, NULL },
};

int vfs_mkdir(struct dir *dir, int mode)
{
	return dir->ops->mkdir(dir, &mode);
}

void *vfs_lookup(struct dir *dir)
{
	return dir->ops->lookup(dir, NULL);
}

int mount_mkdir(struct mount *m, struct dir *dir, int *mode)
{
	return m->ops.mkdir(dir, mode);
}

int default_mkdir(struct dir *dir, int *mode)
{
	return plain_ops.mkdir(dir, mode);
}

/* Stored at run time: into a parameter's table, into a local table. */
void set_ops(struct dir_ops *ops)
{
	ops->mkdir = other_mkdir;
	ops->lookup = NULL;
}

void set_mkdir(struct dir_ops *ops, int (*fn)(struct dir *, int *))
{
	ops->mkdir = fn;
}

void register_ops(struct dir_ops *ops);

void local_table(void)
{
	struct dir_ops local = { .mkdir = plain_mkdir };

	register_ops(&local);
}

int local_pointer(struct dir *dir, int *mode)
{
	int (*fn)(struct dir *, int *) = mode ? plain_mkdir : other_mkdir;

	return fn(dir, mode) + table[0].mkdir(dir, mode) + root_mount.flags;
}
