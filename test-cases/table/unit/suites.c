// SPDX-License-Identifier: MIT
/* sparse-null-table's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *merge_suite(void);
Suite *combine_suite(void);

Suite *(*const unit_suites[])(void) = {
	merge_suite,
	combine_suite,
	NULL
};
