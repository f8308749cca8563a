// SPDX-License-Identifier: MIT
/*
 * The renames, file by file in the plan's order: a trace header is read
 * once for all its class arguments (the plan sorts them by file), a .c
 * file once for its parameters.  A rename the file does not allow is left
 * out with the reason its renamer gives, which the cover letter lists.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "func-source.h"
#include "renames.h"

/* Leave @arg out of its series, saying @why. */
static int skip_arg(struct renames *r, const struct plan_arg *arg, const char *why)
{
	struct message_skip *s;

	if (ARRAY_ENSURE(r->skips[arg->series], r->alloc_skips[arg->series],
			 r->nr_skips[arg->series] + 1))
		return -ENOMEM;
	s = &r->skips[arg->series][r->nr_skips[arg->series]++];
	s->arg = arg;
	if (asprintf(&s->reason, "%s: %s argument %d (%s): %s", arg->file,
		     arg->class, arg->index, arg->name, why) < 0)
		return -ENOMEM;
	fprintf(stderr, "sparse-null-annotate: not annotated: %s\n", s->reason);
	return 0;
}

/* Rename @arg in @file's header for its series, or record why not. */
static int rename_arg(struct renames *r, const struct leave_list *leave,
		      struct renamed_file *file, const struct plan_arg *arg)
{
	char err[512];
	const char *left = leave_list__why(leave, arg->file, arg->name);
	int n;

	if (left)
		return skip_arg(r, arg, left);
	n = trace_header__rename(&file->header, arg->class, arg->index, arg->name,
				 &file->edits[arg->series], err, sizeof(err));
	if (n == -ENOMEM)
		return n;
	if (n < 0)
		return skip_arg(r, arg, err);
	if (ARRAY_ENSURE(file->args[arg->series], file->alloc_args[arg->series],
			 file->nr_args[arg->series] + 1))
		return -ENOMEM;
	file->args[arg->series][file->nr_args[arg->series]++] = (struct message_arg){
		.arg = arg, .events_renamed = n,
	};
	return 0;
}

/*
 * The renames of file @path (read from @tree): the last one if it is that
 * file, else a new one.
 */
static struct renamed_file *file_of(struct renames *r, const char *tree, const char *path,
				    int *ret)
{
	struct renamed_file *file = r->nr_files ? &r->files[r->nr_files - 1] : NULL;
	char err[512];

	*ret = 0;
	if (file && !strcmp(file->header.path, path))
		return file;
	if (ARRAY_ENSURE(r->files, r->alloc_files, r->nr_files + 1)) {
		*ret = -ENOMEM;
		return NULL;
	}
	file = &r->files[r->nr_files++];
	memset(file, 0, sizeof(*file));
	*ret = trace_header__read(&file->header, tree, path, err, sizeof(err));
	if (*ret) {
		fprintf(stderr, "sparse-null-annotate: %s\n", err);
		*ret = *ret == -ENOMEM ? *ret : -EINVAL;
		return NULL;
	}
	return file;
}

/* Rename parameter @p in its function's definition for series @s, or record why not. */
static int rename_param(struct renames *r, const char *tree, const struct leave_list *leave,
			const struct plan_param *p, enum plan_series s)
{
	const char *left = leave_list__why(leave, p->function->file, p->param->name);
	struct renamed_file *file;
	char err[512];
	int ret, n;

	if (left) {
		snprintf(err, sizeof(err), "%s: parameter %d (%s) of %s() left as it is: %s",
			 p->function->file, p->param->index, p->param->name,
			 plan_param__function(p), left);
		n = -EPERM;
	} else {
		file = file_of(r, tree, p->function->file, &ret);
		if (!file)
			return ret;
		n = func_source__rename(&file->header, plan_param__function(p), p->function->line,
					p->param->index, p->param->name, &file->edits[s], err,
					sizeof(err));
	}
	if (n == -ENOMEM)
		return n;
	if (n < 0) {
		if (ARRAY_ENSURE(r->param_skips[s], r->alloc_param_skips[s],
				 r->nr_param_skips[s] + 1))
			return -ENOMEM;
		r->param_skips[s][r->nr_param_skips[s]] = strdup(err);
		if (!r->param_skips[s][r->nr_param_skips[s]++])
			return -ENOMEM;
		fprintf(stderr, "sparse-null-annotate: not annotated: %s\n", err);
		return 0;
	}
	if (ARRAY_ENSURE(file->params[s], file->alloc_params[s], file->nr_params[s] + 1))
		return -ENOMEM;
	file->params[s][file->nr_params[s]++] = (struct func_message_param){ .param = p,
									      .uses = n };
	return 0;
}

int renames__make(struct renames *r, const struct plan *plan, const char *tree,
		  const struct leave_list *leave)
{
	enum plan_series s;
	size_t i;
	int ret = 0;

	memset(r, 0, sizeof(*r));
	for (i = 0; i < plan->nr_args && !ret; i++) {
		const struct plan_arg *arg = &plan->args[i];
		struct renamed_file *file;

		if (!arg->annotate)
			continue;
		file = file_of(r, tree, arg->file, &ret);
		if (!file)
			return ret;
		ret = rename_arg(r, leave, file, arg);
	}
	for (s = 0; s < NR_SERIES; s++) {
		for (i = 0; i < plan->nr_params[s] && !ret; i++)
			ret = rename_param(r, tree, leave, &plan->params[s][i], s);
	}
	return ret;
}

size_t renames__skipped(const struct renames *r, enum plan_series s)
{
	return plan__renames_params(s) ? r->nr_param_skips[s] : r->nr_skips[s];
}

void renames__free(struct renames *r)
{
	size_t i;
	int s;

	for (i = 0; i < r->nr_files; i++) {
		trace_header__free(&r->files[i].header);
		for (s = 0; s < NR_SERIES; s++) {
			trace_edits__free(&r->files[i].edits[s]);
			free(r->files[i].args[s]);
			free(r->files[i].params[s]);
		}
	}
	free(r->files);
	for (s = 0; s < NR_SERIES; s++) {
		for (i = 0; i < r->nr_skips[s]; i++)
			free(r->skips[s][i].reason);
		free(r->skips[s]);
		for (i = 0; i < r->nr_param_skips[s]; i++)
			free(r->param_skips[s][i]);
		free(r->param_skips[s]);
	}
	memset(r, 0, sizeof(*r));
}
