/* SPDX-License-Identifier: MIT */
/*
 * Output files written atomically: everything goes to a temporary file
 * beside the target, renamed over it only when complete.  A run killed
 * halfway, a full disk or two `make -j` jobs never leave a half-written or
 * interleaved file; the old file, if any, stays until the new one is whole.
 * A target that is a symlink is followed (the temporary file goes beside
 * the file it names, and the link stays); one that is not a regular file
 * (a device, a FIFO, /dev/stdout on a pipe) is written in place.
 */
#ifndef SCHEMA_ATOMIC_FILE_H
#define SCHEMA_ATOMIC_FILE_H

#include <stdio.h>

struct atomic_file {
	char *path;		/* the target */
	char *tmp;		/* where it is written until committed; NULL: in place */
	FILE *stream;		/* write here */
};

/*
 * Open a temporary file beside @path for writing.  Returns 0, or a
 * negative errno (nothing is left behind then).
 */
int atomic_file__open(struct atomic_file *file, const char *path);

/*
 * Flush and close the temporary file and rename it over the target.
 * Returns 0, or a negative errno after removing the temporary file.
 */
int atomic_file__commit(struct atomic_file *file);

/* Close and remove the temporary file; the target is untouched. */
void atomic_file__abort(struct atomic_file *file);

/* Write @len bytes of @data to @path atomically: 0 or a negative errno. */
int atomic_file__write(const char *path, const void *data, size_t len);

#endif
