// SPDX-License-Identifier: MIT
/* Run the schema library's unit tests; Check prints the summary line. */
#include <check.h>
#include <stdlib.h>

#include "schema-unit.h"

int main(void)
{
	SRunner *runner = srunner_create(null_table_suite());
	int failed;

	srunner_add_suite(runner, facts_reader_suite());
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
