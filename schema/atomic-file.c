// SPDX-License-Identifier: MIT
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomic-file.h"

static void release(struct atomic_file *file)
{
	free(file->path);
	free(file->tmp);
	file->path = file->tmp = NULL;
	file->stream = NULL;
}

/* "dir/name" -> "dir/.name.tmp.PID": same directory, so rename() is atomic. */
static char *temporary_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t dir_len = slash ? (size_t)(slash - path) + 1 : 0;
	size_t len = strlen(path) + 32;
	char *tmp = malloc(len);

	if (tmp)
		snprintf(tmp, len, "%.*s.%s.tmp.%ld", (int)dir_len, path,
			 path + dir_len, (long)getpid());
	return tmp;
}

/* A device, a FIFO, /dev/stdout on a pipe: written as it is, nothing to rename. */
static int open_in_place(struct atomic_file *file, const char *path)
{
	file->path = strdup(path);
	file->tmp = NULL;
	file->stream = file->path ? fopen(path, "w") : NULL;
	if (!file->stream) {
		int err = file->path ? -errno : -ENOMEM;

		release(file);
		return err;
	}
	return 0;
}

int atomic_file__open(struct atomic_file *file, const char *path)
{
	struct stat st;
	int fd, err;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		return open_in_place(file, path);
	/* Through a symlink (/dev/stdout on a file too): beside what it names. */
	file->path = realpath(path, NULL);
	if (!file->path)
		file->path = strdup(path);
	file->tmp = file->path ? temporary_name(file->path) : NULL;
	file->stream = NULL;
	if (!file->path || !file->tmp) {
		release(file);
		return -ENOMEM;
	}
	fd = open(file->tmp, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0) {
		err = -errno;
		release(file);
		return err;
	}
	file->stream = fdopen(fd, "w");
	if (!file->stream) {
		err = -errno;
		close(fd);
		unlink(file->tmp);
		release(file);
		return err;
	}
	return 0;
}

int atomic_file__commit(struct atomic_file *file)
{
	int err = 0;

	errno = 0;
	if (fflush(file->stream) || ferror(file->stream))
		err = errno ? -errno : -EIO;
	if (fclose(file->stream) && !err)
		err = -errno;
	if (file->tmp && !err && rename(file->tmp, file->path))
		err = -errno;
	if (file->tmp && err)
		unlink(file->tmp);
	release(file);
	return err;
}

void atomic_file__abort(struct atomic_file *file)
{
	if (file->stream)
		fclose(file->stream);
	if (file->tmp)
		unlink(file->tmp);
	release(file);
}

int atomic_file__write(const char *path, const void *data, size_t len)
{
	struct atomic_file file;
	int err = atomic_file__open(&file, path);

	if (err)
		return err;
	if (len && fwrite(data, 1, len, file.stream) != len) {
		err = errno ? -errno : -EIO;
		atomic_file__abort(&file);
		return err;
	}
	return atomic_file__commit(&file);
}
