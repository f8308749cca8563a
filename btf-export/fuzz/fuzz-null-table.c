// SPDX-License-Identifier: MIT
/* libFuzzer target: the table reader on arbitrary bytes. */
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "null-table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64], err[512];
	struct null_table *table;
	FILE *file;
	size_t i;

	/* the reader takes a path, as its callers have one */
	snprintf(path, sizeof(path), "/tmp/fuzz-null-table.%ld.json", (long)getpid());
	file = fopen(path, "w");
	if (!file)
		return 0;
	fwrite(data, 1, size, file);
	fclose(file);
	if (!null_table__read(path, &table, err, sizeof(err))) {
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
	unlink(path);
	return 0;
}
