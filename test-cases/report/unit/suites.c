// SPDX-License-Identifier: MIT
/* report/'s unit-test suites, run by test-cases/check-main.c. */
#include "check-main.h"

Suite *diag_log_suite(void);
Suite *diag_key_suite(void);
Suite *func_scan_suite(void);
Suite *rule_id_suite(void);

Suite *(*const unit_suites[])(void) = {
	diag_log_suite,
	diag_key_suite,
	func_scan_suite,
	rule_id_suite,
	NULL
};
