/* SPDX-License-Identifier: MIT */
/*
 * The main() every Check unit-test binary shares (check-main.c): it runs
 * the suites the binary lists, and Check prints the summary line.  Exit
 * status 0 when every test passed, 1 otherwise.
 */
#ifndef TEST_CASES_CHECK_MAIN_H
#define TEST_CASES_CHECK_MAIN_H

#include <check.h>

/* The binary's suites, NULL-terminated: defined once in each unit-test binary. */
extern Suite *(*const unit_suites[])(void);

#endif
