/* SPDX-License-Identifier: MIT */
/*
 * A whole file in memory, for the readers that parse their input at once:
 * the facts, a BPF object, a diagnostics log, a source file, a trace
 * header.  Every caller words its own messages from the error.
 */
#ifndef SCHEMA_WHOLE_FILE_H
#define SCHEMA_WHOLE_FILE_H

#include <stddef.h>
#include <stdio.h>

/*
 * Read all of @path into *@data, a malloc'd buffer of *@size bytes and a
 * NUL after them (the file may hold NULs of its own).  Returns 0, or a
 * negative errno with *@data NULL and *@size 0: fopen()'s, -ENOMEM, or
 * -EIO when reading fails.
 */
int whole_file__read(const char *path, char **data, size_t *size);

/*
 * The same from @stream to its end (standard input, or a file the
 * caller opened to word its own open errors); @stream stays open.
 * Returns 0, -ENOMEM or -EIO.
 */
int whole_file__read_stream(FILE *stream, char **data, size_t *size);

#endif
