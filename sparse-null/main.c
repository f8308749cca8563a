// SPDX-License-Identifier: MIT
/*
 * sparse-null: sparse 0.6.4's checks, run through libsparse, plus
 * nullability checks of its own.  The driver mirrors sparse's: initialize,
 * then parse each file and expand and linearize every symbol once, running
 * the driver-level checks on each function.
 */
#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "symbol.h"

#include "checks.h"
#include "cmdline.h"
#include "debug-compound.h"

static void check_symbol(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep && ep->entry) {
		if (dbg_entry)
			show_entry(ep);
		check_function(ep);
	}
	if (dbg_compound)
		show_compound_size(sym);
}

static void check_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		check_symbol(sym);
	} END_FOR_EACH_PTR(sym);

	if (Wsparse_error && die_if_error)
		exit(1);
}

int main(int argc, char **argv)
{
	struct string_list *files = NULL;
	char *file;

	cmdline__parse(argc, argv);

	/* Like sparse, a checker: -o names gcc's output, not ours. */
	do_output = 0;

	check_symbols(sparse_initialize(argc, argv, &files));
	FOR_EACH_PTR(files, file) {
		check_symbols(sparse(file));
	} END_FOR_EACH_PTR(file);

	report_stats();
	return 0;
}
