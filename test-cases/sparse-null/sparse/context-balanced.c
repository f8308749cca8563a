/*
 * test: balanced lock and unlock on every path stays quiet
 * peer: sparse
 */
void lock(void) __attribute__((context(l, 0, 1)));
void unlock(void) __attribute__((context(l, 1, 0)));

static int balanced(int x)
{
	lock();
	if (x)
		x++;
	unlock();
	return x;
}

static void __attribute__((context(l, 0, 1))) take(void)
{
	lock();
}
