// SPDX-License-Identifier: MIT
/* Run btf-export's unit tests; Check prints the summary line. */
#include <check.h>
#include <stdlib.h>

Suite *export_suite(void);

int main(void)
{
	SRunner *runner = srunner_create(export_suite());
	int failed;

	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
