/*
 * test: correlated conditions: a NULL set on one side of a test does not reach a trace call on the other side of the same test made again (two loads of one member, nothing stored to it), also past a merge inside that side; another test, or a store to the member, and the NULL does
 * args: -Wno-decl
 * facts: evidence tp_arg
 * records:
 * {"record":"evidence","event":"release","arg":0,"name":"tsk","kind":"call-unknown","caller":"same_member","line":39}
 * {"record":"evidence","event":"release","arg":0,"name":"tsk","kind":"call-unknown","caller":"after_a_merge","line":55}
 * {"record":"evidence","event":"release","arg":0,"name":"tsk","kind":"call-unknown","caller":"negated","line":70}
 * {"record":"evidence","event":"release","arg":0,"name":"tsk","kind":"call-null","caller":"other_member","line":83}
 * {"record":"evidence","event":"release","arg":0,"name":"tsk","kind":"call-null","caller":"stored_between","line":98}
 * {"record":"tp_arg","event":"release","arg":0,"name":"tsk","null":"nullable","err":false,"evidence":["call-unknown","call-unknown","call-unknown","call-null","call-null"]}
 * end
 */
#include "../include/kernel.h"
#include "../include/trace.h"
DECLARE_TRACE(release,
	TP_PROTO(struct task *tsk),
	TP_ARGS(tsk));

struct filters {
	unsigned int nr;
	int lock;
};

struct task *get_task(int id);
void lock(int *l);

void same_member(struct filters *f, int id)
{
	struct task *t = NULL;

	if (f->nr) {
		t = get_task(id);
		if (!t)
			return;
	}
	lock(&f->lock);
	if (f->nr)
		trace_release(t);
}

void after_a_merge(struct filters *f, int id)
{
	struct task *t = NULL;

	if (f->nr) {
		t = get_task(id);
		if (!t)
			return;
	}
	lock(&f->lock);
	if (f->nr) {
		if (id > 1)
			lock(&f->lock);
		trace_release(t);
	}
}

void negated(struct filters *f, int id)
{
	struct task *t = NULL;

	if (f->nr != 0) {
		t = get_task(id);
		if (!t)
			return;
	}
	lock(&f->lock);
	if (!(f->nr == 0))
		trace_release(t);
}

void other_member(struct filters *f, int id)
{
	struct task *t = NULL;

	if (f->nr) {
		t = get_task(id);
		if (!t)
			return;
	}
	if (f->lock)
		trace_release(t);
}

void stored_between(struct filters *f, int id)
{
	struct task *t = NULL;

	if (f->nr) {
		t = get_task(id);
		if (!t)
			return;
	}
	lock(&f->lock);
	f->nr = id;
	if (f->nr)
		trace_release(t);
}
