// SPDX-License-Identifier: MIT
/*
 * sparse-null-annotate: from a nullability table and the kernel tree it
 * describes, three patch series in `git format-patch` form that rename
 * what may be NULL to <name>__nullable: the tracepoint arguments
 * (nullable/, and guarded/ on top of it, one patch per trace header) and
 * the function parameters callers pass NULL (functions/, one patch per
 * file).  --leave names renames left to a human, with why.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "leave-list.h"
#include "null-table.h"
#include "options.h"
#include "plan.h"
#include "program.h"
#include "renames.h"
#include "series.h"

static void print_summary(const struct plan *plan)
{
	size_t i, j, suspects = 0, bugs = 0, err = 0;

	for (i = 0; i < plan->nr_args; i++) {
		err += plan->args[i].err;
		for (j = 0; j < plan->args[i].nr_uses; j++) {
			suspects += plan->args[i].uses[j].arg->suspect;
			bugs += plan->args[i].uses[j].bug != NULL;
		}
	}
	printf("sparse-null-annotate: %zu kernel bug%s, %zu suspect%s and %zu ERR_PTR or sentinel "
	       "argument%s listed in the cover letter; %zu argument%s already named __nullable\n",
	       bugs, bugs == 1 ? "" : "s", suspects, suspects == 1 ? "" : "s", err,
	       err == 1 ? "" : "s", plan->already, plan->already == 1 ? "" : "s");
}

/* Was any rename of any series left out? */
static bool any_skipped(const struct renames *renames)
{
	int s;

	for (s = 0; s < NR_SERIES; s++) {
		if (renames__skipped(renames, s))
			return true;
	}
	return false;
}

/* Plan, rename and write every series.  Returns 0 or a negative errno. */
static int annotate(const struct annotate_options *opts, const struct series_options *out,
		    const struct null_table *table, struct plan *plan,
		    struct renames *renames)
{
	struct leave_list left = { 0 };
	int ret, s;

	ret = opts->leave ? leave_list__read(&left, opts->leave) : 0;
	if (!ret)
		ret = plan__build(plan, table);
	if (!ret)
		ret = renames__make(renames, plan, opts->tree, &left);
	for (s = 0; !ret && s < NR_SERIES; s++)
		ret = series__write(out, plan, renames, s);
	leave_list__free(&left);
	return ret;
}

int main(int argc, char **argv)
{
	struct annotate_options opts = { 0 };
	struct series_options out = { 0 };
	struct null_table *table = NULL;
	struct renames renames = { 0 };
	struct plan plan = { 0 };
	const char *epoch = getenv("SOURCE_DATE_EPOCH");
	char *author, err[1024];
	int ret;

	ret = annotate_options__parse(&opts, argc, argv);
	if (ret >= 0)
		return ret;
	author = annotate_options__author(&opts);
	if (!author)
		return EXIT_USAGE;
	if (mkdir(opts.outdir, 0777) && errno != EEXIST) {
		fprintf(stderr, "sparse-null-annotate: %s: %s\n", opts.outdir, strerror(errno));
		free(author);
		return EXIT_USAGE;
	}
	if (null_table__read(opts.table, &table, err, sizeof(err))) {
		fprintf(stderr, "sparse-null-annotate: %s\n", err);
		free(author);
		return EXIT_USAGE;
	}
	out = (struct series_options){
		.outdir = opts.outdir, .author = author, .quiet = opts.quiet,
		.date = epoch ? (time_t)strtoll(epoch, NULL, 10) : time(NULL),
	};
	ret = annotate(&opts, &out, table, &plan, &renames);
	if (ret == -ENOMEM)
		fprintf(stderr, "sparse-null-annotate: out of memory\n");
	if (!ret && !opts.quiet)
		print_summary(&plan);
	if (ret)
		ret = EXIT_USAGE;
	else
		ret = any_skipped(&renames) ? EXIT_FINDINGS : EXIT_DONE;
	renames__free(&renames);
	plan__free(&plan);
	null_table__free(table);
	free(author);
	return ret;
}
