/*
 * test: -v reports the integer casts that simplification kept
 * args: -v -Wno-decl
 * peer: sparse
 * stderr:
 * cast-verbose.c:11:16: warning: cast drops bits
 * end
 */
unsigned char narrow(unsigned long x)
{
	return x;
}

unsigned long widen(int x)
{
	return (unsigned int)x;
}
