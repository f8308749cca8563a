/* SPDX-License-Identifier: MIT */
/* sparse-null's unit-test suites, one per file, listed by suites.c. */
#ifndef SPARSE_NULL_UNIT_SUITES_H
#define SPARSE_NULL_UNIT_SUITES_H

#include <check.h>
#include <string.h>

Suite *cmdline_suite(void);
Suite *context_suite(void);
Suite *casts_suite(void);
Suite *null_flow_suite(void);
Suite *facts_suite(void);
Suite *crash_guard_suite(void);
Suite *object_slots_suite(void);

#endif
