// SPDX-License-Identifier: MIT
/*
 * The run shared by main() and the unit tests: initialize sparse, then for
 * each file expand and linearize each symbol and hand each function to
 * sparse's driver checks and, unless -fsparse-only, to sparse-null's own
 * (on an IR of their own when they need the tree changed: relinearize.h);
 * with -fnull-facts, write the file's facts.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib.h"
#include "evaluate.h"
#include "expression.h"
#include "linearize.h"
#include "options.h"
#include "scope.h"
#include "symbol.h"

#include "annotations/nullable-attr.h"
#include "annotations/nullable-locals.h"
#include "ast/asm-goto.h"
#include "ast/builtin-expect.h"
#include "ast/dropped-assignments.h"
#include "ast/ptr-list.h"
#include "ast/quiet.h"
#include "ast/relinearize.h"
#include "driver/cmdline.h"
#include "driver/debug-compound.h"
#include "driver/driver.h"
#include "driver/ir-stats.h"
#include "driver/unchecked-pass.h"
#include "facts/collector.h"
#include "facts/facts.h"
#include "flow/null-flow.h"
#include "nullable-checks/nullable-checks.h"
#include "sparse-checks/checks.h"

/*
 * May an assignment of the function checked now have lost its type?
 * Only if sparse warned ("incorrect type in assignment"), or would have
 * but for an error before it, since the file's evaluation began: an
 * inline function's body is evaluated where it is expanded, after the
 * file's own evaluation.  sparse's warning() counts every warning it
 * prints, and prints every one unless -Wsparse-error makes it an error,
 * an error came first or the count ran out.  Before the first file, and
 * for functions evaluated quietly, it is not known.
 */
static bool counting;
static unsigned int file_warnings;

static bool may_have_warned(void)
{
	return !counting || fmax_warnings != file_warnings || !fmax_warnings ||
	       die_if_error || Wsparse_error;
}

/* sparse(@file), counting its warnings from here on. */
static struct symbol_list *evaluate_file(char *file)
{
	counting = true;
	file_warnings = fmax_warnings;
	return sparse(file);
}

/*
 * The syntax-tree changes sparse-null's analyses need (marker calls), made
 * after sparse's checks have read the function's IR @ep.  Returns whether
 * anything changed.
 */
static bool rewrite_for_analyses(struct symbol *sym, struct entrypoint *ep)
{
	bool changed = may_have_warned() && dropped_assignments__restore(sym);

	changed |= nullable_locals__wrap(sym);

	/* Unchanged so far, sparse-null's IR would be @ep: only what is live there matters. */
	if (fnull_jump_labels && (changed || asm_goto__in_ir(ep)))
		changed |= asm_goto__rewrite(sym);
	if (facts__enabled())
		changed = facts_collectors__rewrite(sym, ep, changed);
	return changed;
}

/*
 * Does @sym need sparse-null's analyses: it is a function, and facts are
 * written or the checks can warn in it (-fnull-ir-stats counts them all)?
 */
static bool analysed(struct symbol *sym, struct entrypoint *ep)
{
	if (!ep || !ep->entry)
		return false;
	return facts__enabled() || fnull_ir_stats || nullable_checks__may_warn(sym);
}

/* What facts read off the syntax tree, before linearizing changes it. */
static void see_symbol(struct symbol *sym)
{
	if (facts__enabled())
		facts_collectors__see_symbol(sym);
}

/* sparse-null's checks and facts of @sym, whose IR sparse's checks read is @ep. */
static void analyse(struct symbol *sym, struct entrypoint *ep)
{
	struct entrypoint *ours = ep;

	if (!analysed(sym, ep))
		ours = NULL;
	else if (rewrite_for_analyses(sym, ep))
		ours = relinearize__function(sym, ep);
	if (fnull_ir_stats && ep && ep->entry)
		ir_stats__count(ep, ours);
	if (ours && ours->entry) {
		null_flow__check(ours);
		if (facts__enabled())
			facts_collectors__see_function(ours);
	}
	nullable_checks__symbol(sym);
}

static void check_symbol(struct symbol *sym)
{
	struct entrypoint *ep;

	expand_symbol(sym);
	see_symbol(sym);
	ep = linearize_symbol(sym);
	if (ep && ep->entry) {
		if (dbg_entry)
			show_entry(ep);
		check_function(ep);
	}
	if (!fsparse_only)
		analyse(sym, ep);
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
		exit(EXIT_FATAL);
}

/*
 * An inline function of external linkage defined in @file and declared
 * again after its body (EXPORT_SYMBOL() does, for fs/buffer.c's
 * touch_buffer()): no call inlines it, and sparse evaluates and linearizes
 * only the inline functions something inlines, so it checks nothing in it.
 */
static bool is_unlisted_inline(struct symbol *sym, const char *file)
{
	struct symbol *type = sym->ctype.base_type;

	if ((sym->ctype.modifiers & (MOD_INLINE | MOD_STATIC)) != MOD_INLINE || sym->accessed)
		return false;
	if (sym->definition != sym || !type || type->type != SYM_FN || !type->inline_stmt)
		return false;
	return !strcmp(stream_name(sym->pos.stream), file);
}

/*
 * sparse-null checks those functions, and writes their facts, all the
 * same; what evaluating, expanding and linearizing them says (sparse's
 * diagnostics, which sparse never prints) goes nowhere.
 */
static void check_unlisted_inlines(const char *file)
{
	struct symbol_list *one;
	struct entrypoint *ep;
	struct symbol *sym;
	struct quiet q;

	/* Evaluated quietly: whether they warned is not known. */
	counting = false;
	FOR_EACH_PTR(global_scope->symbols, sym) {
		if (!is_unlisted_inline(sym, file))
			continue;
		sym->accessed = 1;	/* checked once, were the file given twice */
		one = NULL;
		ptr_list__add(&one, sym);
		quiet__begin(&q);
		evaluate_symbol_list(one);
		free_ptr_list(&one);
		expand_symbol(sym);
		see_symbol(sym);
		ep = linearize_symbol(sym);
		quiet__end(&q);
		analyse(sym, ep);
	} END_FOR_EACH_PTR(sym);
}

/*
 * Check @file, after @included: the symbols of the files Kbuild gives with
 * -include (sparse_initialize() parsed them), NULL but for the first file.
 * Such a file may be C (arm64's vdso: -include lib/vdso/gettimeofday.c),
 * so with -fnull-facts its functions' facts are the first file's, written
 * from the first record on.  Returns 0, or a negative errno when the facts
 * could not be written.
 */
static int check_file(char *file, struct symbol_list *included)
{
	struct symbol_list *list, *all = NULL;

	if (!facts__enabled()) {
		check_symbols(included);
		check_symbols(evaluate_file(file));
		if (!fsparse_only)
			check_unlisted_inlines(file);
		return 0;
	}
	facts__begin(file);
	facts_collectors__begin_file();
	facts_collectors__evaluated(included);
	check_symbols(included);
	list = evaluate_file(file);
	concat_symbol_list(included, &all);
	concat_symbol_list(list, &all);
	facts_collectors__evaluated(all);
	check_symbols(list);
	if (!fsparse_only)
		check_unlisted_inlines(file);
	facts_collectors__emit();
	free_ptr_list(&all);
	return facts__finish();
}

/* Each check's flow hooks, in the order of the list of checks. */
static void add_check_hooks(void)
{
	const struct nullable_check *const *check;

	for (check = nullable_checks; *check; check++)
		null_flow__add_hooks((*check)->hooks);
}

/*
 * The flow analysis's clients: the nullability checks first, then with
 * -fnull-facts the facts collectors, in their list's order, which is
 * their records' (facts/collectors.c).
 */
static void register_flow_hooks(void)
{
	static bool registered;

	if (registered || fsparse_only)
		return;
	registered = true;
	add_check_hooks();
	if (!facts__enabled())
		return;
	null_flow__follow_pointers();
	null_flow__summarize_flags();
	facts_collectors__add_flow_hooks();
}

/* The facts of @file's tracepoints that it hides from checkers, if any. */
static int check_unchecked(int argc, char **argv, struct string_list *files, char *file)
{
	if (!facts__enabled() || fnull_facts_unchecked || !unchecked_pass__needed(file))
		return 0;
	if (!unchecked_pass__run(argc, argv, files, file))
		return 0;
	fprintf(stderr, "sparse-null: %s: no facts of the tracepoints it creates only for"
		" compilers: the run with __CHECKER__ undefined failed\n", file);
	return -EIO;
}

int driver__run(int argc, char **argv)
{
	struct string_list *files = NULL;
	struct symbol_list *list;
	char **given_argv = argv;
	int given_argc = argc, status = 0;
	char *file;

	if (!fsparse_only)
		argv = nullable_attr__init(&argc, argv);
	register_flow_hooks();

	/* Like sparse, a checker: -o names gcc's output, not ours. */
	do_output = 0;

	list = sparse_initialize(argc, argv, &files);
	if (!fsparse_only) {
		builtin_expect__keep_cost();
		nullable_attr__declare();
	}
	FOR_EACH_PTR(files, file) {
		if (check_file(file, list) || check_unchecked(given_argc, given_argv, files, file))
			status = EXIT_FACTS;
		list = NULL;
	} END_FOR_EACH_PTR(file);
	check_symbols(list);	/* given no file, sparse checks what -include gave */

	report_stats();
	if (fnull_ir_stats)
		ir_stats__print();
	return status;
}
