// SPDX-License-Identifier: MIT
/* sparse-null-annotate's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *annotate_style_suite(void);

Suite *(*const unit_suites[])(void) = {
	annotate_style_suite,
	NULL
};
