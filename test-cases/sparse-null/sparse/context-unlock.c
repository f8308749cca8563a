/*
 * test: releasing a lock that is not held is an unexpected unlock
 * peer: sparse
 * stderr:
 * context-unlock.c:11:13: warning: context imbalance in 'release_twice' - unexpected unlock
 * end
 */
void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));

static void release_twice(void)
{
	lock();
	unlock();
	unlock();
}
