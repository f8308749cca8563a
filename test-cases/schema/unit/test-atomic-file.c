// SPDX-License-Identifier: MIT
/*
 * Atomic output on real paths: a new file, a symlink (followed, kept), a
 * device (written in place: replacing /dev/stdout or /dev/null with a
 * file would break the machine), and a failed open leaving nothing.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomic-file.h"
#include "scratch-dir.h"
#include "suites.h"

static void assert_content(const char *path, const char *text)
{
	char buf[64] = "";
	FILE *f = fopen(path, "r");

	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fread(buf, 1, sizeof(buf) - 1, f), strlen(text));
	fclose(f);
	ck_assert_str_eq(buf, text);
}

/* How many entries the test directory holds. */
static int entries(void)
{
	char cmd[96], line[16] = "";
	FILE *p;

	snprintf(cmd, sizeof(cmd), "ls -A %s | wc -l", scratch_dir__path());
	p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(fgets(line, sizeof(line), p));
	pclose(p);
	return atoi(line);
}

START_TEST(new_file_written_whole)
{
	const char *path = scratch_dir__path_of("out");

	ck_assert_int_eq(atomic_file__write(path, "new", 3), 0);
	assert_content(path, "new");
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(symlink_followed_and_kept)
{
	const char *target = scratch_dir__path_of("target"), *link = scratch_dir__path_of("link");
	struct stat st;

	ck_assert_int_eq(atomic_file__write(target, "old", 3), 0);
	ck_assert_int_eq(symlink(target, link), 0);
	ck_assert_int_eq(atomic_file__write(link, "fresh", 5), 0);
	ck_assert_int_eq(lstat(link, &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	assert_content(target, "fresh");
	ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(device_written_in_place)
{
	struct atomic_file file;
	struct stat st;

	ck_assert_int_eq(atomic_file__open(&file, "/dev/null"), 0);
	ck_assert_ptr_null(file.tmp);
	ck_assert_int_eq(fputs("discarded", file.stream) >= 0, 1);
	ck_assert_int_eq(atomic_file__commit(&file), 0);
	ck_assert_int_eq(stat("/dev/null", &st), 0);
	ck_assert(S_ISCHR(st.st_mode));
}
END_TEST

START_TEST(unwritable_directory_leaves_nothing)
{
	const char *path = scratch_dir__path_of("no-such-dir/out");

	ck_assert_int_eq(atomic_file__write(path, "x", 1), -ENOENT);
	ck_assert_int_eq(entries(), 0);
}
END_TEST

Suite *atomic_file_suite(void)
{
	Suite *s = suite_create("atomic-file");
	TCase *tc = tcase_create("write");

	tcase_add_checked_fixture(tc, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(tc, new_file_written_whole);
	tcase_add_test(tc, symlink_followed_and_kept);
	tcase_add_test(tc, device_written_in_place);
	tcase_add_test(tc, unwritable_directory_leaves_nothing);
	suite_add_tcase(s, tc);
	return s;
}
