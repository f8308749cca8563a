/* SPDX-License-Identifier: MIT */
/*
 * sparse-null's own checks.  Each check is one file defining one struct
 * nullable_check: its -W name, whether it is on, and its hooks; checks.c
 * names every check once.  The option parser, --help and the driver read
 * that list, so adding a check is one new file and one line there.
 */
#ifndef SPARSE_NULL_NULLABLE_CHECKS_H
#define SPARSE_NULL_NULLABLE_CHECKS_H

#include "lib.h"

#include "flow/null-flow.h"

struct symbol;

struct nullable_check {
	const char *name;	/* -W<name> turns it on, -Wno-<name> off */
	const char *help;	/* its line in --help */
	int *enabled;		/* on by default; each hook tests it */
	/* Called by the flow analysis at each hook point (flow/null-flow.h). */
	null_flow_hook_fn hooks[NULL_FLOW_NR_HOOKS];
	/* Called with each symbol a file defines, after its function's checks. */
	void (*symbol)(struct symbol *sym);
};

/* Every check, in the order --help lists them; NULL-terminated. */
extern const struct nullable_check *const nullable_checks[];

/* The check named @name (without -W), or NULL. */
const struct nullable_check *nullable_checks__find(const char *name);

/* Hand symbol @sym to every check that has a symbol hook. */
void nullable_checks__symbol(struct symbol *sym);

/* The continuation line of a warning: where @value was declared __nullable. */
void nullable_checks__explain(struct null_flow *nf, int value, struct position at);

/*
 * Can the flow checks warn in function @fn at all?  When not, a run that
 * writes no facts need not analyse it.
 */
bool nullable_checks__may_warn(struct symbol *fn);

#endif
