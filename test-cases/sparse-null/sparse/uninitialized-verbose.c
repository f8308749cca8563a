/*
 * test: -v -Wuninitialized on a variable read before any store
 * args: -v -Wuninitialized -Wno-decl
 * peer: sparse
 */
int maybe(int c)
{
	int x;

	if (c)
		x = 1;
	return x;
}

int never(void)
{
	int y;

	return y + 1;
}
