// SPDX-License-Identifier: MIT
#include <stdlib.h>

#include "check-main.h"

int main(void)
{
	SRunner *runner = srunner_create(NULL);
	Suite *(*const *suite)(void);
	int failed;

	for (suite = unit_suites; *suite; suite++)
		srunner_add_suite(runner, (*suite)());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
