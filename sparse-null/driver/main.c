// SPDX-License-Identifier: MIT
/*
 * sparse-null: sparse 0.6.4's checks, run through libsparse, plus
 * nullability checks of its own.  Like sparse's driver: initialize, then
 * parse and check each file named on the command line.
 */
#include "lib.h"

#include "driver/cmdline.h"
#include "driver/crash-guard.h"
#include "driver/driver.h"

int main(int argc, char **argv)
{
	int status;

	crash_guard__install();
	status = cmdline__parse(argc, argv);
	if (status >= 0)
		return status;
	return driver__run(argc, argv);
}
