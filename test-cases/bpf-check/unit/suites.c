// SPDX-License-Identifier: MIT
/* bpf-null-check's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *analysis_suite(void);
Suite *target_kernel_suite(void);

Suite *(*const unit_suites[])(void) = {
	analysis_suite,
	target_kernel_suite,
	NULL
};
