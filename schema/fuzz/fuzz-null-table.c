// SPDX-License-Identifier: MIT
/* libFuzzer target: both table readers on arbitrary bytes. */
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "null-table.h"

/* Every entry a reader returned is found by name. */
static void check_table(int ret, struct null_table *table)
{
	size_t i;

	if (ret)
		return;
	for (i = 0; i < table->nr_events; i++) {
		if (null_table__event(table, table->events[i].name) == NULL)
			__builtin_trap();
	}
	for (i = 0; i < table->nr_functions; i++) {
		if (null_table__function(table, table->functions[i].name) == NULL)
			__builtin_trap();
	}
	null_table__free(table);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64], err[512];
	struct null_table *table;
	FILE *file;

	/* the reader takes a path, as its callers have one */
	snprintf(path, sizeof(path), "/tmp/fuzz-null-table.%ld.json", (long)getpid());
	file = fopen(path, "w");
	if (!file)
		return 0;
	fwrite(data, 1, size, file);
	fclose(file);
	check_table(null_table__read(path, &table, err, sizeof(err)), table);
	check_table(null_table__read_exported(path, &table, err, sizeof(err)), table);
	unlink(path);
	return 0;
}
