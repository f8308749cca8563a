// SPDX-License-Identifier: MIT
#include <string.h>

#include "btf-nullable.h"

bool btf_nullable__has_suffix(const char *name)
{
	size_t len = name ? strlen(name) : 0;

	return len > BTF_NULLABLE_SUFFIX_LEN &&
	       !strcmp(name + len - BTF_NULLABLE_SUFFIX_LEN, BTF_NULLABLE_SUFFIX);
}

size_t btf_nullable__stem_len(const char *name)
{
	size_t len = name ? strlen(name) : 0;

	return btf_nullable__has_suffix(name) ? len - BTF_NULLABLE_SUFFIX_LEN : len;
}
