// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

#include "array.h"

/* The first allocation: small arrays stay small, large ones double from here. */
#define ARRAY_MIN_CAP	16

int array__ensure(void **data, size_t *cap, size_t elem_size, size_t need)
{
	size_t new_cap = *cap ? *cap : ARRAY_MIN_CAP;
	void *grown;

	if (need <= *cap)
		return 0;
	while (new_cap < need) {
		if (new_cap > SIZE_MAX / 2)
			return -ENOMEM;
		new_cap *= 2;
	}
	if (new_cap > SIZE_MAX / elem_size)
		return -ENOMEM;
	grown = realloc(*data, new_cap * elem_size);
	if (!grown)
		return -ENOMEM;
	*data = grown;
	*cap = new_cap;
	return 0;
}
