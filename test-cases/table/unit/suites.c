// SPDX-License-Identifier: MIT
/* sparse-null-table's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *table_suite(void);

Suite *(*const unit_suites[])(void) = {
	table_suite,
	NULL
};
