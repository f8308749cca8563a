// SPDX-License-Identifier: GPL-2.0
/* PUTC() stores into demo_fill()'s buf: renaming buf would leave it behind. */
#include <linux/demo.h>

#define PUTC(c) \
do {				\
	if (pos < size)		\
		buf[pos] = (c);	\
	++pos;			\
} while (0)

int demo_fill(char *buf, int size)
{
	int pos = 0;

	PUTC('x');
	return pos;
}

void demo_count(void)
{
	demo_fill(NULL, 0);
}

/* min and max are parameters and macros: max(...) calls the macro. */
void demo_clamp(unsigned long *min, unsigned long *max)
{
	*min = max(*min, *max);
}

void demo_clamp_none(unsigned long *hi)
{
	demo_clamp(hi, NULL);
}
