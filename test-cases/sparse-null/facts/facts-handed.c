/*
 * test: objects handed to functions of other files (declared here, not defined): a creation names each hand with the members unset by then ("whole" when the object itself is handed, so what the function sets counts), and after which hands' calls returned on every path it is published; a hand of an embedded struct's address is whole for that struct's record (it is there once), not for the object's; a memset() after a hand forgets what the hand may have set; an object passed twice to one call, to a variadic function's "...", or to a static function of this file walked later is published as before; a function of this file not static and defined further down is a hand.  And the init records of functions other files may call: what each sets of the object its struct pointer parameter points to on every return, whether it publishes it (and what it set by then), its own hands; none for a static function, nor for one that sets nothing
 * args: -Wno-decl
 * facts: create init
 * records:
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["parent","name"],"after":[["dev_init",0]],"handed":[{"function":"dev_init","param":0,"whole":true,"unset":["parent","name"]},{"function":"lock_init","param":0,"unset":["parent","name"]}],"function":"dev_make","line":48}
 * {"record":"create","struct":"lock","struct_file":"facts-handed.c","unset":["next"],"after":[["lock_init",0]],"handed":[{"function":"dev_init","param":0,"unset":["next"],"after":[["lock_init",0]]},{"function":"lock_init","param":0,"whole":true,"unset":["next"]}],"function":"dev_make","line":48}
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["parent"],"handed":[{"function":"dev_init","param":0,"whole":true,"unset":["parent","name"]}],"function":"dev_make_reset","line":61}
 * {"record":"create","struct":"lock","struct_file":"facts-handed.c","unset":["next"],"handed":[{"function":"dev_init","param":0,"unset":["next"]}],"function":"dev_make_reset","line":61}
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["parent","name"],"function":"dev_twice","line":74}
 * {"record":"create","struct":"lock","struct_file":"facts-handed.c","unset":["next"],"function":"dev_twice","line":74}
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["parent"],"function":"dev_logged","line":82}
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["name"],"function":"dev_static","line":92}
 * {"record":"create","struct":"dev","struct_file":"facts-handed.c","unset":["parent","name"],"after":[["dev_late_init",0]],"handed":[{"function":"dev_late_init","param":0,"whole":true,"unset":["parent","name"]}],"function":"dev_make_late","line":110}
 * {"record":"create","struct":"lock","struct_file":"facts-handed.c","unset":["next"],"handed":[{"function":"dev_late_init","param":0,"unset":["next"]}],"function":"dev_make_late","line":110}
 * {"record":"init","function":"dev_late_init","param":0,"struct":"dev","struct_file":"facts-handed.c","sets":["parent"],"publishes":false,"line":119}
 * {"record":"init","function":"dev_setup","param":0,"struct":"dev","struct_file":"facts-handed.c","sets":["parent","name"],"publishes":false,"handed":[["lock_init",0]],"line":125}
 * {"record":"init","function":"dev_publish","param":0,"struct":"dev","struct_file":"facts-handed.c","sets":["parent","name"],"publishes":false,"after":[["dev_register",0]],"handed":[["dev_register",0]],"line":133}
 * {"record":"init","function":"dev_use_local","param":0,"struct":"dev","struct_file":"facts-handed.c","sets":["name"],"publishes":false,"line":154}
 * end
 */
void *kzalloc(unsigned long size, int flags);
void *memset(void *s, int c, unsigned long n);
#define NULL ((void *)0)

struct lock {
	long owner;
	struct lock *next;
};

struct dev {
	struct dev *parent;
	const char *name;
	struct lock lock;
	int state;
};

void lock_init(struct lock *l);
void dev_init(struct dev *d, struct dev *parent);
void dev_register(struct dev *d);
void log_both(struct dev *a, struct dev *b);
void log_dev(const char *fmt, ...);
static void dev_later(struct dev *d);

/* Handed whole to dev_init(), then returned: published after it. */
struct dev *dev_make(struct dev *parent)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (!d)
		return NULL;
	lock_init(&d->lock);
	dev_init(d, parent);
	d->state = 1;
	return d;
}

/* What dev_init() may have set is gone after the memset(). */
struct dev *dev_make_reset(struct dev *parent)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (!d)
		return NULL;
	dev_init(d, parent);
	memset(d, 0, sizeof(*d));
	d->name = "reset";
	return d;
}

/* Twice to one call, to "...", to a static function walked later: published there. */
void dev_twice(void)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (d)
		log_both(d, d);
}

void dev_logged(void)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (!d)
		return;
	d->name = "logged";
	log_dev("%p", d);
}

void dev_static(void)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (!d)
		return;
	d->parent = d;
	dev_later(d);
}

static void dev_later(struct dev *d)
{
	d->name = "later";
}

/* Handed to a function of this file defined further down, not static: a hand too. */
void dev_late_init(struct dev *d);

struct dev *dev_make_late(void)
{
	struct dev *d = kzalloc(sizeof(*d), 0);

	if (!d)
		return NULL;
	dev_late_init(d);
	d->state = 2;
	return d;
}

void dev_late_init(struct dev *d)
{
	d->parent = d;
}

/* Sets parent and name on every return, hands its lock on: an init record. */
void dev_setup(struct dev *d, struct dev *parent)
{
	lock_init(&d->lock);
	d->parent = parent;
	d->name = "dev";
}

/* Publishes it with name set, parent only on some paths. */
void dev_publish(struct dev *d, int early)
{
	d->name = "published";
	if (early)
		dev_register(d);
	d->parent = d;
	dev_register(d);
}

/* Sets nothing: no init record. */
int dev_state(struct dev *d)
{
	return d->state;
}

/* Static: other files cannot call it, no init record. */
static void dev_local(struct dev *d)
{
	d->name = "local";
}

void dev_use_local(struct dev *d)
{
	dev_local(d);
}
