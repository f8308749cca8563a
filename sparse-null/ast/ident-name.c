// SPDX-License-Identifier: MIT
#include <string.h>

#include "lib.h"
#include "token.h"

#include "ast/ident-name.h"

const char *ident__name(const struct ident *ident)
{
	/* A name is at most 255 bytes: its length is an unsigned char. */
	static char names[4][256];
	static unsigned int next;
	char *name;

	if (!ident)
		return "<noident>";
	name = names[next++ & 3];
	memcpy(name, ident->name, ident->len);
	name[ident->len] = '\0';
	return name;
}

bool ident__is(const struct ident *ident, const char *name)
{
	return ident && strlen(name) == ident->len && !memcmp(ident->name, name, ident->len);
}
