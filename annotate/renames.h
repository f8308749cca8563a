/* SPDX-License-Identifier: MIT */
/*
 * Which names change: every class argument and function parameter the
 * plan names, renamed in its file's text (as edits, per series), or left
 * out with why: --leave says so, or the file does not allow it.
 */
#ifndef ANNOTATE_RENAMES_H
#define ANNOTATE_RENAMES_H

#include <stddef.h>

#include "func-message.h"
#include "leave-list.h"
#include "message.h"
#include "plan.h"
#include "trace-edits.h"
#include "trace-header.h"

/*
 * One file with what each series renames in it: a trace header its
 * class arguments, a .c file (the functions and struct_ops series) its
 * functions' or stubs' parameters.
 */
struct renamed_file {
	struct trace_header header;
	struct trace_edits edits[NR_SERIES];
	struct message_arg *args[NR_SERIES];
	size_t nr_args[NR_SERIES];
	size_t alloc_args[NR_SERIES];
	struct func_message_param *params[NR_SERIES];
	size_t nr_params[NR_SERIES], alloc_params[NR_SERIES];
};

struct renames {
	struct renamed_file *files;	/* in the plan's order */
	size_t nr_files, alloc_files;
	struct message_skip *skips[NR_SERIES];	/* class arguments left out */
	size_t nr_skips[NR_SERIES];
	size_t alloc_skips[NR_SERIES];
	char **param_skips[NR_SERIES];	/* the parameter series' */
	size_t nr_param_skips[NR_SERIES], alloc_param_skips[NR_SERIES];
};

/*
 * Read every file @plan names under @tree and make the renames it
 * decides, but those @leave lists; each rename left out is named on
 * standard error.  Returns 0, -ENOMEM, or -EINVAL for a file that could
 * not be read (named on standard error).
 */
int renames__make(struct renames *r, const struct plan *plan, const char *tree,
		  const struct leave_list *leave);

/* How many renames series @s left out. */
size_t renames__skipped(const struct renames *r, enum plan_series s);

void renames__free(struct renames *r);

#endif
