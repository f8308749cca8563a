/* SPDX-License-Identifier: MIT */
/* The schema library's unit-test suites, listed by suites.c. */
#ifndef SCHEMA_UNIT_SUITES_H
#define SCHEMA_UNIT_SUITES_H

#include <check.h>

Suite *null_table_suite(void);
Suite *facts_reader_suite(void);
Suite *shared_suite(void);
Suite *atomic_file_suite(void);
Suite *btf_nullable_suite(void);
Suite *whole_file_suite(void);
Suite *raw_tp_list_suite(void);

#endif
