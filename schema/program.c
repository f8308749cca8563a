// SPDX-License-Identifier: MIT
#include <stdarg.h>
#include <stdio.h>

#include "program.h"

void program__print_version(const char *program)
{
	printf("%s %s\n", program, SPARSE_NULL_VERSION);
}

int program__common_option(int opt, const char *program, void (*usage)(FILE *out))
{
	switch (opt) {
	case 'h':
		usage(stdout);
		return EXIT_DONE;
	case PROGRAM_OPT_VERSION:
		program__print_version(program);
		return EXIT_DONE;
	default:
		usage(stderr);
		return EXIT_USAGE;
	}
}

int program__usage_error(const char *program, const char *usage, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", program);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n%s", usage);
	return EXIT_USAGE;
}
