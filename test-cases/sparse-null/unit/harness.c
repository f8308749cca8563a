// SPDX-License-Identifier: MIT
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib.h"

#include "driver/cmdline.h"
#include "driver/driver.h"
#include "harness.h"

#define MAX_ARGS 32

static char *read_all(FILE *f)
{
	long size;
	char *buf;

	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	buf = calloc(1, size + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert_int_eq(fread(buf, 1, size, f), size);
	return buf;
}

static void write_snippet(const char *source)
{
	FILE *f = fopen("snippet.c", "w");

	ck_assert_ptr_nonnull(f);
	fputs(source, f);
	ck_assert_int_eq(fclose(f), 0);
}

static void enter_scratch_dir(void)
{
	char dir[] = "/tmp/sparse-null-unit.XXXXXX";

	ck_assert_ptr_nonnull(mkdtemp(dir));
	ck_assert_int_eq(chdir(dir), 0);
}

char *harness__check(const char *source, const char *const *opts)
{
	char *argv[MAX_ARGS], *text;
	FILE *capture;
	int argc = 0, saved_stderr;

	enter_scratch_dir();
	write_snippet(source);
	argv[argc++] = "sparse-null";
	while (opts && *opts && argc < MAX_ARGS - 2)
		argv[argc++] = (char *)*opts++;
	argv[argc++] = "snippet.c";
	argv[argc] = NULL;
	cmdline__parse(argc, argv);

	capture = tmpfile();
	ck_assert_ptr_nonnull(capture);
	fflush(stderr);
	saved_stderr = dup(STDERR_FILENO);
	dup2(fileno(capture), STDERR_FILENO);

	driver__run(argc, argv);

	fflush(stderr);
	dup2(saved_stderr, STDERR_FILENO);
	close(saved_stderr);
	text = read_all(capture);
	fclose(capture);
	return text;
}
