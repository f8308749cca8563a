// SPDX-License-Identifier: MIT
/* Run report/'s unit tests; Check prints the summary line. */
#include <check.h>
#include <stdlib.h>

Suite *diag_log_suite(void);
Suite *diag_key_suite(void);
Suite *func_scan_suite(void);
Suite *rule_id_suite(void);

int main(void)
{
	SRunner *runner = srunner_create(diag_log_suite());
	int failed;

	srunner_add_suite(runner, diag_key_suite());
	srunner_add_suite(runner, func_scan_suite());
	srunner_add_suite(runner, rule_id_suite());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
