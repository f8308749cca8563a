/*
 * test: a constant byte count over -fmemcpy-max-count, read where sparse reads it
 * args: -Wmemcpy-max-count -fmemcpy-max-count=1000 -Wno-decl
 * peer: sparse
 * stderr:
 * byte-count.c:17:15: warning: memcpy with byte count of 4096
 * end
 */
void *memset(void *s, int c, unsigned long n);
void *memcpy(void *d, const void *s, unsigned long n, unsigned long extra);

static char buf[4096];

void fill(void *p)
{
	memset(buf, 0, 4096);
	memcpy(p, buf, 10, 4096);
	memcpy(p, buf, 10, 100);
}
