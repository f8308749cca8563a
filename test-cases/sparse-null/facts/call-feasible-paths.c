/*
 * test: a NULL merged into a value reaches a call only on a path whose branches agree with it: not when a flag set only where the pointer was found not NULL is tested before the call, nor when an inlined callee sets the local whose address it is given on its success path only and the caller returns on IS_ERR() of its result, nor when a test finds the pointer NULL only on a path where a condition made of that test and others fails (r && it->bucket == bucket && end); a flag set on both sides, or a result not tested, lets the NULL through
 * args: -Wno-decl
 * facts: call
 * records:
 * {"record":"call","caller":"flag_set_with_pointer","callee":"post","line":47,"args":[[0,"null"]]}
 * {"record":"call","caller":"flag_set_with_pointer","callee":"post","line":49,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"flag_set_anyway","callee":"post","line":64,"args":[[0,"null"]]}
 * {"record":"call","caller":"resume_bucket","callee":"first_rec","line":83,"args":[[0,"nonnull",0]]}
 * {"record":"call","caller":"resume_bucket","callee":"resume_from","line":86,"args":[[0,"call","first_rec"]]}
 * {"record":"call","caller":"recover","callee":"iget","line":93,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"recover","callee":"iget","line":97,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"recover","callee":"irele","line":99,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"recover","callee":"irele","line":116,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"recover_untested","callee":"iget","line":93,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"recover_untested","callee":"iget","line":97,"args":[[0,"nonnull"]]}
 * {"record":"call","caller":"recover_untested","callee":"irele","line":99,"args":[[0,"unknown"]]}
 * {"record":"call","caller":"recover_untested","callee":"irele","line":127,"args":[[0,"null"]]}
 * end
 */
#include "../include/kernel.h"

struct rec;
struct inode;
struct work;

struct rec *find(int x);
void post(struct rec *r);
int iget(struct inode **ipp);
void irele(struct inode *ip);
struct work *alloc_work(void);

static inline void *ERR_PTR(long error) { return (void *)error; }

void flag_set_with_pointer(int x, int y)
{
	struct rec *record = NULL;
	int found = 0;

	if (x) {
		record = find(x);
		if (!record)
			return;
		found = 1;
	}
	if (y)
		post(NULL);
	if (found)
		post(record);
}

void flag_set_anyway(int x)
{
	struct rec *record = NULL;
	int found = 0;

	if (x) {
		record = find(x);
		if (!record)
			return;
	}
	found = x > 1;
	if (found)
		post(record);
}

struct iter {
	unsigned int cur, end;
	int bucket;
};

struct rec *first_rec(struct iter *it);
struct rec *resume_from(struct rec *r, int n);

struct rec *resume_bucket(struct iter *it)
{
	unsigned int cur = it->cur, end = it->end;
	int bucket = it->bucket;
	struct rec *r;

	if (end && cur == end)
		++it->bucket;
	r = first_rec(it);
	it->cur = 0;
	if (r && it->bucket == bucket && end)
		r = resume_from(r, end - cur);
	return r;
}

static inline struct work *recover_work(struct inode **ipp)
{
	struct inode *ip;
	int error = iget(&ip);

	if (error)
		return ERR_PTR(-117);
	error = iget(&ip);
	if (error) {
		irele(ip);
		return ERR_PTR(error);
	}
	*ipp = ip;
	return alloc_work();
}

int recover(int x)
{
	struct inode *ip = NULL;
	struct work *work;

	if (x == 7)
		return -5;
	work = recover_work(&ip);
	if (IS_ERR(work))
		return -1;
	irele(ip);
	return 0;
}

int recover_untested(int x)
{
	struct inode *ip = NULL;

	if (x == 7)
		return -5;
	recover_work(&ip);
	irele(ip);
	return 0;
}
