// SPDX-License-Identifier: MIT
/*
 * A whole file in memory: its bytes (NULs too) and a NUL after them, an
 * empty file, a missing file's errno, a directory's read error, and a
 * pipe longer than the first buffer.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "scratch-dir.h"
#include "suites.h"
#include "whole-file.h"

START_TEST(file_bytes_and_a_nul)
{
	static const char bytes[] = "line 1\n\0line 2\n";
	const char *path = scratch_dir__file("bytes", bytes, sizeof(bytes) - 1);
	char *data;
	size_t size;

	ck_assert_int_eq(whole_file__read(path, &data, &size), 0);
	ck_assert_uint_eq(size, sizeof(bytes) - 1);
	ck_assert_mem_eq(data, bytes, sizeof(bytes));
	free(data);
}
END_TEST

START_TEST(empty_file_is_an_empty_string)
{
	const char *path = scratch_dir__file("empty", "", 0);
	char *data;
	size_t size = 1;

	ck_assert_int_eq(whole_file__read(path, &data, &size), 0);
	ck_assert_uint_eq(size, 0);
	ck_assert_ptr_nonnull(data);
	ck_assert_str_eq(data, "");
	free(data);
}
END_TEST

START_TEST(missing_file_gives_its_errno)
{
	const char *path = scratch_dir__path_of("missing");
	char *data = (char *)path;
	size_t size = 1;

	ck_assert_int_eq(whole_file__read(path, &data, &size), -ENOENT);
	ck_assert_ptr_null(data);
	ck_assert_uint_eq(size, 0);
}
END_TEST

START_TEST(directory_is_a_read_error)
{
	char *data;
	size_t size;

	ck_assert_int_eq(whole_file__read(scratch_dir__path(), &data, &size), -EIO);
	ck_assert_ptr_null(data);
}
END_TEST

START_TEST(pipe_beyond_the_first_buffer)
{
	FILE *p = popen("yes x | head -c 200000", "r");
	char *data;
	size_t size, i;

	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(whole_file__read_stream(p, &data, &size), 0);
	ck_assert_int_eq(pclose(p), 0);
	ck_assert_uint_eq(size, 200000);
	for (i = 0; i < size && data[i] == (i % 2 ? '\n' : 'x'); i++)
		;
	ck_assert_uint_eq(i, size);
	ck_assert_int_eq(data[size], '\0');
	free(data);
}
END_TEST

Suite *whole_file_suite(void)
{
	Suite *s = suite_create("whole-file");
	TCase *tc = tcase_create("read");

	tcase_add_checked_fixture(tc, scratch_dir__create, scratch_dir__remove);
	tcase_add_test(tc, file_bytes_and_a_nul);
	tcase_add_test(tc, empty_file_is_an_empty_string);
	tcase_add_test(tc, missing_file_gives_its_errno);
	tcase_add_test(tc, directory_is_a_read_error);
	tcase_add_test(tc, pipe_beyond_the_first_buffer);
	suite_add_tcase(s, tc);
	return s;
}
