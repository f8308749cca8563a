/*
 * test: a C file given with -include is a source of the first file's facts like its own code: its calls are recorded, each naming the included file, before the file's own (sparse-null crashed on it)
 * args: -Wno-decl -include ../include/included-helpers.c
 * facts: call
 * records:
 * {"record":"call","caller":"use_none","callee":"use","file":"../include/included-helpers.c","line":16,"args":[[0,"null"]]}
 * {"record":"call","caller":"use_both","callee":"use","file":"../include/included-helpers.c","line":11,"args":[[0,"call","alloc_task"]]}
 * end
 */
#include "../include/kernel.h"

void use_both(void)
{
	use_fresh();
	use_none();
}
