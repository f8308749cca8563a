// SPDX-License-Identifier: MIT
/* A fatal signal becomes exit status 3 and a message, not a killed process. */
#include <check.h>
#include <signal.h>
#include <stdio.h>

#include "driver/crash-guard.h"
#include "suites.h"

static int recurse(volatile int *depth)
{
	volatile char frame[4096];

	frame[0] = (char)*depth;
	(*depth)++;
	return recurse(depth) + frame[0];
}

START_TEST(segfault_exits_3)
{
	crash_guard__install();
	raise(SIGSEGV);
}
END_TEST

START_TEST(stack_overflow_exits_3)
{
	volatile int depth = 0;

	crash_guard__install();
	recurse(&depth);
}
END_TEST

Suite *crash_guard_suite(void)
{
	Suite *s = suite_create("crash-guard");
	TCase *tc = tcase_create("signals");

#ifndef __SANITIZE_ADDRESS__
	tcase_add_exit_test(tc, segfault_exits_3, EXIT_INTERNAL);
	tcase_add_exit_test(tc, stack_overflow_exits_3, EXIT_INTERNAL);
#endif
	suite_add_tcase(s, tc);
	return s;
}
