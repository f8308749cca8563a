/*
 * test: a lock taken on one path and kept at return is an imbalance
 * args: -Wcontext
 * peer: sparse
 * stderr:
 * context-exit.c:16:9: warning: context imbalance in 'take_sometimes' - wrong count at exit
 * end
 */
void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));

static int take_sometimes(int x)
{
	if (x)
		lock();
	return x;
}
