/*
 * test: stores into structs' pointer members (also through WRITE_ONCE()'s cast of the member's address, and an unknown value where the member's address is passed to a function; one record per file and kind of value; per function for a parameter's, a call's or another member's value; none into a union) and the creations that may publish a member unset: a static object's initializer, memset() then publish() before next is set, memcpy() into one (every member unset), a file published by a helper of the same file walked earlier, or handed to one walked later, a local struct's initializer (and a compound literal copied whole); kzalloc() published with every member set writes none (the failed and the freed paths publish nothing), nor one handed to a helper of the same file, walked earlier, that sets every member on every path to its returns and publishes nothing
 * args: -Wno-decl
 * facts: store create call
 * records:
 * {"record":"store","field":"mapping.host","struct_file":"facts-field.c","value":"nonnull","line":80}
 * {"record":"store","field":"file.name","struct_file":"facts-field.c","value":"nonnull","line":81}
 * {"record":"create","struct":"file","struct_file":"facts-field.c","unset":["f_mapping","next"],"line":81}
 * {"record":"call","caller":"file_alloc","callee":"kfree","line":91,"args":[[0,"nonnull"]]}
 * {"record":"store","field":"file.f_mapping","struct_file":"facts-field.c","value":"param","param":0,"function":"file_alloc","line":94}
 * {"record":"store","field":"file.name","struct_file":"facts-field.c","value":"call","callee":"make_name","function":"file_alloc","line":95}
 * {"record":"store","field":"file.next","struct_file":"facts-field.c","value":"nonnull","function":"file_alloc","line":96}
 * {"record":"call","caller":"file_alloc","callee":"publish","line":98,"args":[[0,"nonnull"]]}
 * {"record":"store","field":"file.f_mapping","struct_file":"facts-field.c","value":"param","param":1,"function":"file_setup","line":105}
 * {"record":"store","field":"file.next","struct_file":"facts-field.c","value":"nonnull","function":"file_setup","line":109}
 * {"record":"call","caller":"file_register","callee":"publish","line":117,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"file_alloc_setup","callee":"file_setup","line":131,"args":[[0,"nonnull"],[1,"param",0]]}
 * {"record":"call","caller":"file_alloc_setup","callee":"publish","line":132,"args":[[0,"nonnull"]]}
 * {"record":"create","struct":"file","struct_file":"facts-field.c","unset":["next"],"after":[["publish",0]],"handed":[{"function":"publish","param":0,"whole":true,"unset":["next"]}],"function":"file_alloc_setup","line":127}
 * {"record":"store","field":"file.f_mapping","struct_file":"facts-field.c","value":"nonnull","function":"file_alloc_register","line":143}
 * {"record":"call","caller":"file_alloc_register","callee":"file_register","line":144,"args":[[0,"nonnull"]]}
 * {"record":"create","struct":"file","struct_file":"facts-field.c","unset":["next"],"function":"file_alloc_register","line":139}
 * {"record":"call","caller":"file_alloc_later","callee":"file_later","static":true,"line":157,"args":[[0,"nonnull"]]}
 * {"record":"create","struct":"file","struct_file":"facts-field.c","unset":["f_mapping","name","next"],"function":"file_alloc_later","line":153}
 * {"record":"call","caller":"file_init","callee":"memset","line":169,"args":[[0,"param",0]],"always":true}
 * {"record":"call","caller":"file_init","callee":"publish","line":172,"args":[[0,"nonnull",0]]}
 * {"record":"store","field":"file.next","struct_file":"facts-field.c","value":"null","function":"file_init","line":173}
 * {"record":"create","struct":"file","struct_file":"facts-field.c","unset":[],"handed":[{"function":"publish","param":0,"whole":true,"unset":["next"]}],"function":"file_init","line":169}
 * {"record":"store","field":"file.f_mapping","struct_file":"facts-field.c","value":"field","from":"file.f_mapping","from_file":"facts-field.c","function":"file_dup","line":179}
 * {"record":"call","caller":"file_dup","callee":"use_mapping","line":181,"args":[[0,"field","file.f_mapping","facts-field.c"]]}
 * {"record":"call","caller":"file_detach","callee":"use_mapping","line":187,"args":[[0,"field","file.f_mapping","facts-field.c"]]}
 * {"record":"store","field":"file.f_mapping","struct_file":"facts-field.c","value":"null","function":"file_detach","line":188}
 * {"record":"call","caller":"file_swap","callee":"swap_next","line":194,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"file_swap","callee":"memcpy","line":195,"args":[[0,"param",0],[1,"param",1]],"always":true,"deref_if":[[0,"swap_next",0]]}
 * {"record":"store","field":"file.next","struct_file":"facts-field.c","value":"unknown","function":"file_swap","line":194}
 * {"record":"create","struct":"mapping","struct_file":"facts-field.c","unset":["host"],"function":"file_reset_mapping","line":199}
 * {"record":"call","caller":"mapping_tag","callee":"use_mapping","line":216,"args":[[0,"field","tagged_mapping.tag","facts-field.c"]]}
 * {"record":"call","caller":"mapping_tag","callee":"use_mapping","line":218,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"local_mapping","callee":"use_mapping","line":226,"args":[[0,"nonnull"]]}
 * {"record":"create","struct":"mapping","struct_file":"facts-field.c","unset":[],"handed":[{"function":"use_mapping","param":0,"whole":true,"unset":["host"]}],"function":"local_mapping","line":222}
 * end
 */
#include "../include/kernel.h"

void *kzalloc(unsigned long size, int flags);
void kfree(const void *p);
const char *make_name(void);
void *memset(void *s, int c, unsigned long n);

struct inode {
	int nr;
};

struct mapping {
	struct inode *host;
	long pages;
};

struct file {
	struct mapping *f_mapping;
	const char *name;
	struct file *next;
	union {
		void *private;
		long cookie;
	};
};

/* As the kernel's: the member's address cast to a volatile pointer. */
#define WRITE_ONCE(x, val)	(*(volatile typeof(x) *)&(x) = (val))
#define READ_ONCE(x)		(*(const volatile typeof(x) *)&(x))

void publish(struct file *f);
void swap_next(struct file **slot);
void *memcpy(void *to, const void *from, unsigned long n);
int setup(void);
void use_mapping(struct mapping *m);

static struct inode root_inode;
static struct mapping root_mapping = { .host = &root_inode };
static struct file root_file = { .name = "root" };

/* Every pointer member set before publish(); the failed paths publish nothing. */
struct file *file_alloc(struct mapping *m)
{
	struct file *f = kzalloc(sizeof(*f), 0);

	if (!f)
		return NULL;
	if (setup()) {
		kfree(f);
		return NULL;
	}
	f->f_mapping = m;
	f->name = make_name();
	f->next = f;
	f->private = m;
	publish(f);
	return f;
}

/* Sets every member of the file it is given, publishes nothing. */
int file_setup(struct file *f, struct mapping *m)
{
	f->f_mapping = m;
	f->name = "setup";
	if (setup())
		return -1;
	f->next = f;
	return 0;
}

/* Publishes the file before setting next. */
void file_register(struct file *f)
{
	f->name = "registered";
	publish(f);
	f->next = f;
}

/*
 * An init helper of this file, walked before: what it sets on every path
 * to its returns counts (f_mapping and name; next only when setup() works).
 */
struct file *file_alloc_setup(struct mapping *m)
{
	struct file *f = kzalloc(sizeof(*f), 0);

	if (!f)
		return NULL;
	file_setup(f, m);
	publish(f);
	return f;
}

/* A helper that publishes: what it had set by then is published (next unset, as above). */
struct file *file_alloc_register(void)
{
	struct file *f = kzalloc(sizeof(*f), 0);

	if (!f)
		return NULL;
	f->f_mapping = &root_mapping;
	file_register(f);
	return f;
}

/* A helper walked after the function: passing the file to it publishes it. */
static void file_later(struct file *f);

struct file *file_alloc_later(void)
{
	struct file *f = kzalloc(sizeof(*f), 0);

	if (!f)
		return NULL;
	file_later(f);
	return f;
}

static void file_later(struct file *f)
{
	f->name = "later";
}

/* Published before next is set. */
void file_init(struct file *f)
{
	memset(f, 0, sizeof(*f));
	f->name = "init";
	f->f_mapping = &root_mapping;
	publish(f);
	f->next = NULL;
}

/* A copy of another file's mapping, and of its own. */
void file_dup(struct file *to, struct file *from)
{
	to->f_mapping = from->f_mapping;
	to->next = to->next;
	use_mapping(from->f_mapping);
}

/* Stores and loads through the member's address, cast. */
void file_detach(struct file *f)
{
	use_mapping(READ_ONCE(f->f_mapping));
	WRITE_ONCE(f->f_mapping, NULL);
}

/* A member's address passed on: anything may be stored there. A copy: anything is. */
void file_swap(struct file *f, const struct file *from)
{
	swap_next(&f->next);
	memcpy(f, from, sizeof(*f));
}

/* A compound literal copied whole: its host is copied unset. */
void file_reset_mapping(struct file *f)
{
	*f->f_mapping = (struct mapping){ .pages = 0 };
}

/* A read before the new object (container_of() folded into the load): none of its slots. */
struct tagged_mapping {
	const char *tag;
	struct mapping m;
};

void mapping_tag(void)
{
	struct mapping *m = kzalloc(sizeof(*m), 0);

	if (!m)
		return;
	use_mapping((struct mapping *)((struct tagged_mapping *)((char *)m - 8))->tag);
	m->host = &root_inode;
	use_mapping(m);
}

/* A local struct: its initializer leaves host NULL. */
void local_mapping(void)
{
	struct mapping local = { .pages = 1 };

	use_mapping(&local);
}
