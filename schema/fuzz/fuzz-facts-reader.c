// SPDX-License-Identifier: MIT
/*
 * libFuzzer target: any bytes through the facts reader.  A file it
 * accepts must hand out records whose enums are in range and whose
 * strings and arrays can be read to the end.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "facts-schema.h"

/* Keeps the reads of every string from being optimised away. */
static volatile size_t sink;

static size_t touch(const char *s)
{
	return s ? strlen(s) : 0;
}

static size_t touch_record(const struct facts_record *rec)
{
	size_t n = touch(rec->file) + touch(rec->name) + touch(rec->class) +
		   touch(rec->caller) + touch(rec->function);
	size_t i;

	n += touch(facts_kind__name(rec->kind));
	if (rec->kind == FACTS_EVIDENCE)
		n += touch(facts_evidence__name(rec->evidence));
	if (rec->kind == FACTS_FLOW)
		n += touch(facts_value__name(rec->value));
	for (i = 0; i < rec->nr_params; i++)
		n += touch(rec->params[i].name) + touch(rec->params[i].type);
	for (i = 0; i < rec->nr_args; i++)
		n += touch(facts_value__name(rec->args[i].value)) + touch(rec->args[i].callee);
	for (i = 0; i < rec->nr_calls; i++)
		n += touch(rec->calls[i]);
	return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct facts_reader *reader;
	struct facts_record rec;
	char err[256];
	size_t n = 0;

	if (facts_reader__open_mem(&reader, "fuzz.facts.jsonl", (const char *)data, size,
				   err, sizeof(err))) {
		if (!memchr(err, '\0', sizeof(err)))
			abort();
		return 0;
	}
	n = touch(facts_reader__source(reader));
	while (facts_reader__next(reader, &rec))
		n += touch_record(&rec);
	facts_reader__close(reader);
	sink = n;
	return 0;
}
