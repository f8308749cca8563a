/* SPDX-License-Identifier: MIT */
/*
 * Tables that combine: several configurations or architectures of one
 * release (--configs x86_64:DIR arm64:DIR), each graded on its own facts
 * (a call path exists only within one configuration's build), then one
 * table of their verdicts together (schema/TABLE.md, "Combined tables").
 */
#ifndef TABLE_COMBINE_H
#define TABLE_COMBINE_H

#include <stddef.h>

#include "grade.h"
#include "model.h"

/* A combined table names its configurations with a bit each. */
#define COMBINE_MAX_CONFIGS	64

/* One configuration: its facts directories, its own model and grades. */
struct combine_config {
	char *name;		/* NULL: the one configuration of a plain table */
	char **dirs;
	int nr_dirs;
	struct model model;
	struct grades grades;
};

/*
 * The configurations of the operands @args ("NAME:FACTSDIR"; a NAME
 * given again adds a directory to it), sorted by name, into *@configs
 * and *@nr, each model initialized.  0, or -EINVAL after writing into @err
 * (@err_size bytes) what is wrong with which operand.
 */
int combine__parse(char **args, int nr_args, struct combine_config **configs, size_t *nr,
		   char *err, size_t err_size);

/* The one unnamed configuration of a plain table, reading @dirs. */
struct combine_config *combine__plain(char **dirs, int nr_dirs);

/*
 * Combine the graded @configs into @merged (events, functions and
 * struct_ops members, each by name): per argument, nullable if
 * any configuration finds it so, then guarded, nonnull only if every
 * configuration building the event proves it, else unknown (an uncalled
 * event gives way to the configurations calling it); err, bug and suspect
 * OR-ed; each evidence item naming its configuration.  Free @merged with
 * grade__free() before @configs.
 */
void combine__run(struct combine_config *configs, size_t nr, struct grades *merged);

/* Free @configs (models, grades, names) from combine__parse() or combine__plain(). */
void combine__free(struct combine_config *configs, size_t nr);

#endif
