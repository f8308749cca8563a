/*
 * test: a block reached with and without the lock held is reported once
 * peer: sparse
 * stderr:
 * context-join.c:17:9: warning: context imbalance in 'joins' - different lock contexts for basic block
 * end
 */
void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));
void work(void);

static void joins(int x)
{
	if (x)
		lock();
	work();
	if (x)
		unlock();
}
