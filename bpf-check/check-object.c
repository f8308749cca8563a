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

/* Arguments of @point that the kernel's BTF does not mark, though tested. */
static size_t report_unmarked_tests(const struct check_options *opts,
				    const struct warning_subject *subject,
				    const struct analysis *result)
{
	struct arg_mark kernel[MAX_PROG_ARGS];
	size_t count = 0;

	if (!result->tested ||
	    !target_kernel__btf_marks(opts->kernel, subject->point->kind, subject->point->target,
				      kernel, MAX_PROG_ARGS))
		return 0;
	for (unsigned i = 0; i < MAX_PROG_ARGS; i++) {
		if (!(result->tested & (1u << i)) || !subject->marks[i].may_null ||
		    kernel[i].may_null)
			continue;
		warning__unmarked_test(opts->out, subject, i, result->test_section[i],
				      result->test_insn[i],
				      target_kernel__btf_path(opts->kernel));
		count++;
	}
	return count;
}

/*
 * What argument i may hold at entry, from @marks, for analysis__run(): a
 * verifier that checks arguments types those of tp_btf, fentry and fexit
 * programs (their arithmetic rejected while they may be NULL).
 */
static bool entry_classes(const struct arg_mark *marks, bool typed, unsigned *may)
{
	bool tracked = false;

	for (int i = 0; i < MAX_PROG_ARGS; i++) {
		may[i] = (marks[i].may_null ? ARG_MAY_NULL : 0) |
			 (marks[i].may_err ? ARG_MAY_ERR : 0);
		if (may[i])
			may[i] |= ARG_MAY_VALID | (typed ? ARG_TYPED : 0);
		if (may[i] && typed && marks[i].scalar)
			may[i] |= ARG_SCALAR;
		tracked |= may[i] != 0;
	}
	return tracked;
}

/* Program @prog, attached at @point, against one source of nullability. */
static int check_against(const struct bpf_obj *obj, const struct obj_program *prog,
			 const struct attach_point *point, const struct check_source *source,
			 const struct check_options *opts)
{
	bool checks = target_kernel__checks_args(opts->kernel);
	struct arg_mark marks[MAX_PROG_ARGS];
	unsigned may[MAX_PROG_ARGS];
	struct warning_subject subject = {
		obj, prog, point, marks, source->name, point->typed && !checks,
	};
	struct analysis result;
	size_t unmarked;
	char err[512];
	int ret;

	null_source__marks(source->source, point->kind, point->target, marks, MAX_PROG_ARGS);
	if (point->kind == ATTACH_EVENT)
		target_kernel__list_marks(opts->kernel, point->target, marks, MAX_PROG_ARGS);
	if (!entry_classes(marks, point->typed && checks, may))
		return EXIT_DONE;
	ret = analysis__run(obj, prog, may, MAX_STEPS_PER_PROGRAM, &result, err, sizeof(err));
	if (ret) {
		fprintf(opts->errors, "%s\n", err);
		analysis__free(&result);
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < result.nr_findings; i++)
		warning__finding(opts->out, &subject, &result.findings[i]);
	unmarked = report_unmarked_tests(opts, &subject, &result);
	ret = !result.nr_findings ? EXIT_DONE :
	      subject.loads ? EXIT_LOADS_UNCHECKED : EXIT_FINDINGS;
	if (unmarked)
		ret = check_object__worse_status(ret, EXIT_FINDINGS);
	analysis__free(&result);
	return ret;
}

static int check_program(const struct bpf_obj *obj, const struct obj_program *prog,
			 const struct check_options *opts)
{
	struct attach_point point;
	int status = EXIT_DONE;

	if (!attach__parse(prog->section_name, &point))
		return EXIT_DONE;
	if (point.kind == ATTACH_STRUCT_OPS) {
		/* a program no struct_ops map names is never attached */
		if (!prog->struct_ops_member[0])
			return EXIT_DONE;
		point.target = prog->struct_ops_member;
	}
	/* bad code is bad for every source: said once */
	for (size_t i = 0; i < opts->nr_sources && status != EXIT_USAGE; i++)
		status = check_object__worse_status(status,
			check_against(obj, prog, &point, &opts->sources[i], opts));
	return status;
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
	for (size_t i = 0; i < obj->nr_programs; i++)
		status = check_object__worse_status(status,
						    check_program(obj, &obj->programs[i], opts));
	bpf_obj__close(obj);
	free(data);
	return status;
}

/* EXIT_DONE, EXIT_FINDINGS, EXIT_LOADS_UNCHECKED, EXIT_USAGE: worse and worse. */
static int status_rank(int status)
{
	switch (status) {
	case EXIT_DONE:
		return 0;
	case EXIT_FINDINGS:
		return 1;
	case EXIT_LOADS_UNCHECKED:
		return 2;
	default:
		return 3;
	}
}

int check_object__worse_status(int a, int b)
{
	return status_rank(a) >= status_rank(b) ? a : b;
}
