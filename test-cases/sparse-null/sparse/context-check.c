/*
 * test: a call that requires a context checks the level at the call
 * peer: sparse
 * stderr:
 * context-check.c:16:18: warning: context check failure
 * context-check.c:20:22: warning: context check failure
 * end
 */
void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));
void must_hold(void) __attribute__((context(l, -1, 1)));
void must_not_hold(void) __attribute__((context(l, -1, 0)));

static void checks(void)
{
	must_hold();
	must_not_hold();
	lock();
	must_hold();
	must_not_hold();
	unlock();
}
