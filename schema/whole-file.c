// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "whole-file.h"

/* The first buffer for a stream of unknown size: most inputs fit. */
#define FIRST_ALLOC	(64 * 1024)

/*
 * A regular file's size and two bytes: one that the read leaves free
 * when it reaches the end, so that the end is seen without growing, and
 * the NUL.  Anything else (a pipe, a file of /proc) starts at FIRST_ALLOC.
 */
static size_t first_alloc(FILE *stream)
{
	struct stat st;

	if (!fstat(fileno(stream), &st) && S_ISREG(st.st_mode) &&
	    (uintmax_t)st.st_size < SIZE_MAX / 2)
		return st.st_size + 2;
	return FIRST_ALLOC;
}

int whole_file__read_stream(FILE *stream, char **data, size_t *size)
{
	size_t alloc = first_alloc(stream), len = 0, want, n;
	char *buf = malloc(alloc), *grown;

	*data = NULL;
	*size = 0;
	for (;;) {
		if (!buf)
			return -ENOMEM;
		want = alloc - len - 1;
		n = fread(buf + len, 1, want, stream);
		len += n;
		if (n < want)
			break;
		grown = alloc < SIZE_MAX / 2 ? realloc(buf, 2 * alloc) : NULL;
		if (!grown)
			free(buf);
		buf = grown;
		alloc *= 2;
	}
	if (ferror(stream)) {
		free(buf);
		return -EIO;
	}
	buf[len] = '\0';
	*data = buf;
	*size = len;
	return 0;
}

int whole_file__read(const char *path, char **data, size_t *size)
{
	FILE *stream = fopen(path, "r");
	int err;

	*data = NULL;
	*size = 0;
	if (!stream)
		return -errno;
	err = whole_file__read_stream(stream, data, size);
	fclose(stream);
	return err;
}
