// SPDX-License-Identifier: MIT
/* btf-export's unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *export_suite(void);

Suite *(*const unit_suites[])(void) = {
	export_suite,
	NULL
};
