// SPDX-License-Identifier: MIT
#define _GNU_SOURCE	/* program_invocation_short_name */
#include <check.h>
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "scratch-dir.h"

/* A path given out, kept until the directory is removed. */
struct scratch_path {
	struct scratch_path *next;
	char path[];
};

static char dir[PATH_MAX];
static struct scratch_path *paths;

void scratch_dir__create(void)
{
	snprintf(dir, sizeof(dir), "/tmp/%s.XXXXXX", program_invocation_short_name);
	ck_assert_msg(mkdtemp(dir), "cannot make %s: %s", dir, strerror(errno));
}

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	return remove(path);
}

void scratch_dir__remove(void)
{
	struct scratch_path *next;

	/* Depth first, links not followed: a test's symlink goes, not its target. */
	ck_assert_msg(nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0,
		      "cannot remove %s: %s", dir, strerror(errno));
	for (; paths; paths = next) {
		next = paths->next;
		free(paths);
	}
	dir[0] = '\0';
}

const char *scratch_dir__path(void)
{
	return dir;
}

const char *scratch_dir__path_of(const char *name)
{
	size_t size = strlen(dir) + 1 + strlen(name) + 1;
	struct scratch_path *kept = malloc(sizeof(*kept) + size);

	ck_assert_ptr_nonnull(kept);
	snprintf(kept->path, size, "%s/%s", dir, name);
	kept->next = paths;
	paths = kept;
	return kept->path;
}

const char *scratch_dir__file(const char *name, const void *data, size_t len)
{
	const char *path = scratch_dir__path_of(name);
	FILE *f = fopen(path, "w");

	ck_assert_msg(f, "cannot write %s: %s", path, strerror(errno));
	ck_assert_uint_eq(fwrite(data, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
	return path;
}

const char *scratch_dir__mkdir(const char *name)
{
	const char *path = scratch_dir__path_of(name);

	ck_assert_msg(mkdir(path, 0777) == 0, "cannot make %s: %s", path, strerror(errno));
	return path;
}
