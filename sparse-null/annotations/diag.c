// SPDX-License-Identifier: MIT
#include <stdarg.h>
#include <stdio.h>

#include "lib.h"
#include "options.h"
#include "token.h"

#include "annotations/diag.h"

/* Like sparse's default budget: past it, one line says so and the rest is quiet. */
#define MAX_WARNINGS	100

static int warnings_left = MAX_WARNINGS;
static bool show_infos = true;

static void print(struct position pos, const char *type, const char *fmt, va_list args)
{
	fflush(stdout);
	fprintf(stderr, "%s:%d:%d: %s%s", stream_name(pos.stream), pos.line,
		pos.pos, diag_prefix, type);
	vfprintf(stderr, fmt, args);
	fputc('\n', stderr);
}

void diag__warning(struct position pos, const char *fmt, ...)
{
	va_list args;

	show_infos = false;
	if (pos.type == TOKEN_BAD)
		return;
	va_start(args, fmt);
	if (Wsparse_error) {
		/* As sparse does with its own warnings under -Wsparse-error. */
		die_if_error = 1;
		has_error |= ERROR_CURR_PHASE;
		print(pos, "error: ", fmt, args);
		show_infos = true;
	} else if (!warnings_left) {
		/* Past the budget: quiet. */
	} else if (!--warnings_left) {
		print(pos, "warning: ", "too many nullability warnings", args);
	} else {
		print(pos, "warning: ", fmt, args);
		show_infos = true;
	}
	va_end(args);
}

void diag__info(struct position pos, const char *fmt, ...)
{
	va_list args;

	if (!show_infos)
		return;
	va_start(args, fmt);
	print(pos, "", fmt, args);
	va_end(args);
}
