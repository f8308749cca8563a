// SPDX-License-Identifier: MIT
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "arg-class.h"
#include "attach.h"
#include "check-object.h"
#include "program.h"
#include "warning.h"
#include "whole-file.h"

/*
 * @path's bytes in *@data, or a negative errno after the message in @err:
 * the open error's own words, "out of memory" or "read error".
 */
static int read_file(const char *path, char **data, size_t *size, char *err, size_t err_size)
{
	FILE *f = fopen(path, "rb");
	int ret;

	if (!f) {
		snprintf(err, err_size, "%s: %s", path, strerror(errno));
		return -errno;
	}
	ret = whole_file__read_stream(f, data, size);
	fclose(f);
	if (ret == -ENOMEM)
		snprintf(err, err_size, "%s: out of memory", path);
	else if (ret)
		snprintf(err, err_size, "%s: read error", path);
	return ret;
}

/* Arguments of @point that a kernel BTF does not mark, though tested. */
static size_t report_unmarked_tests(const struct check_options *opts,
				    const struct warning_subject *subject,
				    const struct analysis *result)
{
	struct arg_mark kernel[MAX_PROG_ARGS];
	size_t count = 0;
	bool known;

	if (!opts->kernel || !result->tested)
		return 0;
	known = subject->point->kind == ATTACH_EVENT ?
		btf_null__event(opts->kernel, subject->point->target, kernel, MAX_PROG_ARGS) :
		btf_null__function(opts->kernel, subject->point->target, kernel, MAX_PROG_ARGS);
	if (!known)
		return 0;
	for (unsigned i = 0; i < MAX_PROG_ARGS; i++) {
		if (!(result->tested & (1u << i)) || !subject->marks[i].may_null ||
		    kernel[i].may_null)
			continue;
		warning__unmarked_test(opts->out, subject, i, result->test_section[i],
				      result->test_insn[i], opts->kernel_path);
		count++;
	}
	return count;
}

static int check_program(const struct bpf_obj *obj, const struct obj_program *prog,
			 const struct check_options *opts)
{
	struct arg_mark marks[MAX_PROG_ARGS];
	unsigned may[MAX_PROG_ARGS];
	struct warning_subject subject = { obj, prog, NULL, marks };
	struct attach_point point;
	struct analysis result;
	bool tracked = false;
	char err[512];
	int ret;

	if (!attach__parse(prog->section_name, &point))
		return EXIT_DONE;
	subject.point = &point;
	null_source__marks(opts->source, point.kind, point.target, marks, MAX_PROG_ARGS);
	for (int i = 0; i < MAX_PROG_ARGS; i++) {
		may[i] = (marks[i].may_null ? ARG_MAY_NULL : 0) |
			 (marks[i].may_err ? ARG_MAY_ERR : 0);
		if (may[i])
			may[i] |= ARG_MAY_VALID | (point.typed ? ARG_TYPED : 0);
		if (may[i] && point.typed && marks[i].scalar)
			may[i] |= ARG_SCALAR;
		tracked |= may[i] != 0;
	}
	if (!tracked)
		return EXIT_DONE;
	ret = analysis__run(obj, prog, may, MAX_STEPS_PER_PROGRAM, &result, err, sizeof(err));
	if (ret) {
		fprintf(opts->errors, "%s\n", err);
		analysis__free(&result);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < result.nr_findings; i++)
		warning__finding(opts->out, &subject, &result.findings[i]);
	ret = result.nr_findings + report_unmarked_tests(opts, &subject, &result) ?
	      EXIT_FINDINGS : EXIT_DONE;
	analysis__free(&result);
	return ret;
}

int check_object__file(const char *path, const struct check_options *opts)
{
	int status = EXIT_DONE;
	struct bpf_obj *obj;
	char err[512];
	size_t size = 0;
	char *data = NULL;

	if (read_file(path, &data, &size, err, sizeof(err))) {
		fprintf(opts->errors, "%s\n", err);
		return EXIT_USAGE;
	}
	if (bpf_obj__open_mem(data, size, path, &obj, err, sizeof(err))) {
		fprintf(opts->errors, "%s\n", err);
		free(data);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < obj->nr_programs; i++) {
		int s = check_program(obj, &obj->programs[i], opts);

		if (s > status)
			status = s;
	}
	bpf_obj__close(obj);
	free(data);
	return status;
}
