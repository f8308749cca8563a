// SPDX-License-Identifier: MIT
/* Run every unit-test suite; Check prints the summary line. */
#include <check.h>
#include <stdlib.h>

#include "unit.h"

int main(void)
{
	SRunner *runner = srunner_create(cmdline_suite());
	int failed;

	srunner_add_suite(runner, context_suite());
	srunner_add_suite(runner, casts_suite());
	srunner_add_suite(runner, null_flow_suite());
	srunner_add_suite(runner, facts_suite());
	srunner_add_suite(runner, crash_guard_suite());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
