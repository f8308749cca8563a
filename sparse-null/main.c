// SPDX-License-Identifier: MIT
/*
 * sparse-null: sparse 0.6.4's checks, run through libsparse, plus
 * nullability checks of its own.  Like sparse's driver: initialize, then
 * parse and check each file named on the command line.
 */
#include "lib.h"

/* Exit status when the facts could not be written (the checks still ran). */
#define EXIT_FACTS	2

#include "cmdline.h"
#include "crash-guard.h"
#include "driver.h"
#include "nullable-attr.h"

int main(int argc, char **argv)
{
	struct string_list *files = NULL;
	struct symbol_list *list;
	int status = 0;
	char *file;

	crash_guard__install();
	cmdline__parse(argc, argv);
	if (!fsparse_only)
		argv = nullable_attr__init(&argc, argv);

	/* Like sparse, a checker: -o names gcc's output, not ours. */
	do_output = 0;

	list = sparse_initialize(argc, argv, &files);
	if (!fsparse_only)
		nullable_attr__declare();
	driver__check_symbols(list);
	FOR_EACH_PTR(files, file) {
		if (driver__check_file(file))
			status = EXIT_FACTS;
	} END_FOR_EACH_PTR(file);

	report_stats();
	return status;
}
