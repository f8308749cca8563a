/*
 * test: a NULL set before a loop restarts (tc_new_tfilter()'s replay) does not reach a call made only where a pointer set after it is not NULL, however many paths join at the label before the call: the paths of an earlier round, which do not carry the NULL, are joined apart from those that do; a call made without that test still gets the NULL
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"new_filter","callee":"proto_find","line":55,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"new_filter","callee":"proto_delete","line":67,"args":[[0,"unknown"],[1,"nonnull"]]}
 * {"record":"call","caller":"new_filter","callee":"chain_note","line":69,"args":[[0,"null"]]}
 * end
 */
#include "../include/kernel.h"

struct chain { int lock; int flushing; };
struct proto { int x; };

struct chain *chain_get(int index);
struct proto *proto_find(struct chain *chain);
void proto_delete(struct chain *chain, struct proto *tp);
void chain_note(struct chain *chain);
int check(int what);
void lock(void);
void unlock(void);

int new_filter(int index, int held)
{
	struct chain *chain;
	struct proto *tp;
	int err;

replay:
	tp = NULL;
	chain = NULL;
	if (held)
		lock();
	err = check(1);
	if (err)
		goto errout;
	if (check(2)) {
		err = -22;
		goto errout;
	}
	if (check(3)) {
		err = -22;
		goto errout;
	}
	if (check(4)) {
		err = -34;
		goto errout;
	}
	chain = chain_get(index);
	if (!chain) {
		err = -12;
		goto errout;
	}
	tp = proto_find(chain);
	if (!tp) {
		err = -2;
		goto errout;
	}
	if (chain->flushing) {
		err = -11;
		goto errout;
	}
	err = check(5);
errout:
	if (err && tp)
		proto_delete(chain, tp);
	if (err)
		chain_note(chain);
	if (held)
		unlock();
	if (err == -11) {
		held = 1;
		goto replay;
	}
	return err;
}
