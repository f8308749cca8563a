// SPDX-License-Identifier: MIT
/*
 * The fixture of the merge's unit tests: temporary facts directories,
 * facts files written from records the helpers format, and the load,
 * propagation and grading of sparse-null-table over them.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "grade.h"
#include "load.h"
#include "propagate.h"
#include "scratch-dir.h"

#include "merge-fixture.h"

struct merge_fixture fx;

/* A fresh facts directory in the scratch directory; returns its index. */
int fx_new_dir(void)
{
	char name[24];

	snprintf(name, sizeof(name), "facts-%d", fx.nr_dirs);
	fx.dirs[fx.nr_dirs] = (char *)scratch_dir__mkdir(name);
	return fx.nr_dirs++;
}

/* Write facts file @source in directory @dir: a header, then the lines given, NULL-ended. */
void fx_facts(int dir, const char *source, ...)
{
	char path[256], name[128];
	const char *line;
	va_list ap;
	FILE *f;
	size_t i;

	snprintf(name, sizeof(name), "%s", source);
	for (i = 0; name[i]; i++) {
		if (name[i] == '/')
			name[i] = '%';
	}
	snprintf(path, sizeof(path), "%s/%s.facts.jsonl", fx.dirs[dir], name);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fprintf(f, "{\"record\":\"header\",\"schema\":6,\"tool\":\"unit\",\"source\":\"%s\"}\n",
		source);
	va_start(ap, source);
	while ((line = va_arg(ap, const char *)))
		fprintf(f, "%s\n", line);
	va_end(ap);
	fclose(f);
}

static char lines[64][512];
static int nr_lines;

static const char *fmt(const char *f, ...)
{
	char *line = lines[nr_lines++ % 64];
	va_list ap;

	va_start(ap, f);
	vsnprintf(line, sizeof(lines[0]), f, ap);
	va_end(ap);
	return line;
}

/* A call of @callee by @caller passing @value ("param" forwards parameter 0). */
const char *fx_call(const char *caller, const char *callee, const char *value,
		    const char *file, int line)
{
	return fmt("{\"record\":\"call\",\"caller\":\"%s\",\"callee\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d,\"args\":[[0,\"%s\"%s]]}",
		   caller, callee, file, line, value, !strcmp(value, "param") ? ",0" : "");
}

const char *fx_call_result(const char *caller, const char *callee, const char *result_of,
			   const char *file, int line)
{
	return fmt("{\"record\":\"call\",\"caller\":\"%s\",\"callee\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d,\"args\":[[0,\"call\",\"%s\"]]}",
		   caller, callee, file, line, result_of);
}

const char *fx_ret(const char *fn, bool null, bool err, const char *calls,
		   const char *file, int line)
{
	return fmt("{\"record\":\"return\",\"function\":\"%s\",\"null\":%s,"
		   "\"err\":%s,\"calls\":%s,\"file\":\"%s\",\"line\":%d}", fn,
		   null ? "true" : "false", err ? "true" : "false", calls, file, line);
}

const char *fx_function(const char *fn, bool nullable, const char *file, int line)
{
	return fmt("{\"record\":\"function\",\"function\":\"%s\","
		   "\"params\":[[0,\"p\",\"struct task *\"]]%s,\"file\":\"%s\",\"line\":%d}",
		   fn, nullable ? ",\"nullable\":[0]" : "", file, line);
}

/* Trace-call evidence: @caller passes argument @arg of pick as @kind. */
const char *fx_evidence(int arg, const char *kind, const char *caller, const char *function,
			const char *file, int line)
{
	char fn[128] = "";

	if (function)
		snprintf(fn, sizeof(fn), ",\"function\":\"%s\"", function);
	return fmt("{\"record\":\"evidence\",\"event\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"kind\":\"%s\",\"caller\":\"%s\"%s,\"file\":\"%s\",\"line\":%d}",
		   arg, kind, caller, fn, file, line);
}

const char *fx_body(int arg, const char *kind)
{
	return fmt("{\"record\":\"evidence\",\"class\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"kind\":\"%s\",\"file\":\"include/trace/events/pick.h\",\"line\":5}", arg, kind);
}

/* A trace call in @fn passing its parameter 0, known to be @value there, as argument @arg. */
const char *fx_flow(int arg, const char *fn, const char *value, const char *file, int line)
{
	return fmt("{\"record\":\"flow\",\"event\":\"pick\",\"arg\":%d,\"name\":\"x\","
		   "\"function\":\"%s\",\"param\":0,\"value\":\"%s\","
		   "\"file\":\"%s\",\"line\":%d}", arg, fn, value, file, line);
}

int fx_run(void)
{
	struct load_options options = { .keep_going = false };
	char *argv[4];
	int i, bad;

	for (i = 0; i < fx.nr_dirs; i++)
		argv[i] = fx.dirs[i];
	model__init(&fx.model);
	bad = load__dirs(&fx.model, argv, fx.nr_dirs, &options);
	model__link(&fx.model);
	propagate__run(&fx.model);
	grade__run(&fx.model, &fx.grades);
	fx.graded = true;
	return bad;
}

const struct grade_arg *fx_arg_of(const char *event, int index)
{
	size_t i, k;

	for (i = 0; i < fx.grades.nr_events; i++) {
		if (strcmp(fx.grades.events[i].name, event))
			continue;
		for (k = 0; k < fx.grades.events[i].nr_args; k++) {
			if (fx.grades.events[i].args[k].index == index)
				return &fx.grades.events[i].args[k];
		}
	}
	ck_abort_msg("no argument %d of %s", index, event);
	return NULL;
}

const struct grade_entry *fx_function_entry(const char *name)
{
	size_t i;

	for (i = 0; i < fx.grades.nr_functions; i++) {
		if (!strcmp(fx.grades.functions[i].name, name))
			return &fx.grades.functions[i];
	}
	return NULL;
}

void fx_setup(void)
{
	fx.nr_dirs = 0;
	fx.graded = false;
	scratch_dir__create();
}

void fx_teardown(void)
{
	if (fx.graded) {
		grade__free(&fx.grades);
		model__free(&fx.model);
	}
	scratch_dir__remove();
}
