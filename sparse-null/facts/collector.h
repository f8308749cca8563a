/* SPDX-License-Identifier: MIT */
/*
 * A facts collector: the records of one concern (tracepoint call sites,
 * stores into members, ...) and the points of a file's run where it looks
 * at the code.  Each collector's file defines one `const struct
 * facts_collector collect_<name>`; collectors.c names each once, and the
 * driver calls the list at each point, with -fnull-facts only.  So adding
 * a kind of record touches the collector's own file and one line there.
 */
#ifndef SPARSE_NULL_FACTS_COLLECTOR_H
#define SPARSE_NULL_FACTS_COLLECTOR_H

#include <stdbool.h>

#include "lib.h"

#include "flow/null-flow.h"

struct entrypoint;
struct symbol;

struct facts_collector {
	/* A new file: forget the previous file's state. */
	void (*begin_file)(void);
	/* sparse evaluated the file: the symbols it returned. */
	void (*evaluated)(struct symbol_list *symbols);
	/* Each symbol, expanded, before linearizing changes its syntax tree. */
	void (*symbol)(struct symbol *sym);
	/*
	 * A change to function @fn's syntax tree before sparse-null's own
	 * linearization of it; returns whether it changed anything.  Made
	 * when that IR differs from sparse's anyway, or when @rewrite_wanted
	 * finds in sparse's IR @ep what the change is for.
	 */
	bool (*rewrite_wanted)(struct entrypoint *ep);
	bool (*rewrite)(struct symbol *fn);
	/* Each function analysed: the IR sparse-null analysed, after the flow hooks. */
	void (*function)(struct entrypoint *ir);
	/* Called by the flow analysis at each hook point (flow/null-flow.h). */
	null_flow_hook_fn hooks[NULL_FLOW_NR_HOOKS];
	/* The file is done: append the records kept until now. */
	void (*emit)(void);
};

/* A new file: every collector forgets the previous one. */
void facts_collectors__begin_file(void);

/* sparse evaluated the file to @symbols. */
void facts_collectors__evaluated(struct symbol_list *symbols);

/* Symbol @sym, expanded, before it is linearized. */
void facts_collectors__see_symbol(struct symbol *sym);

/*
 * The collectors' changes to @fn's syntax tree before sparse-null
 * linearizes it again; @ep is sparse's IR of it, @changed whether the IR
 * changes anyway.  Returns whether it changes now.
 */
bool facts_collectors__rewrite(struct symbol *fn, struct entrypoint *ep, bool changed);

/* Function @ir, as sparse-null analysed it. */
void facts_collectors__see_function(struct entrypoint *ir);

/* Register every collector's flow hooks, in the order of the list. */
void facts_collectors__add_flow_hooks(void);

/* Append every collector's records of the file. */
void facts_collectors__emit(void);

#endif
