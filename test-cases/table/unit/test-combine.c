// SPDX-License-Identifier: MIT
/*
 * Check unit tests of the tables of several configurations combined
 * (combine.h): each configuration's hand-made facts graded on their own,
 * then combined.
 */
#include <check.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "combine.h"
#include "grade.h"
#include "load.h"
#include "propagate.h"

#include "merge-fixture.h"

static struct combine_config *configs;
static size_t nr_configs;
static struct grades merged;

/* Grade each "NAME:DIR" of @operands (NULL-ended) on its own, then combine them. */
static void run_configs(const char *first, ...)
{
	struct load_options options = { .keep_going = false };
	char *operands[8], err[256];
	const char *op;
	va_list ap;
	int nr = 0;
	size_t i;

	va_start(ap, first);
	for (op = first; op; op = va_arg(ap, const char *))
		operands[nr++] = (char *)op;
	va_end(ap);
	ck_assert_int_eq(combine__parse(operands, nr, &configs, &nr_configs, err, sizeof(err)), 0);
	for (i = 0; i < nr_configs; i++) {
		ck_assert_int_eq(load__dirs(&configs[i].model, configs[i].dirs, configs[i].nr_dirs,
					    &options), 0);
		model__link(&configs[i].model);
		propagate__run(&configs[i].model);
		grade__run(&configs[i].model, &configs[i].grades);
	}
	combine__run(configs, nr_configs, &merged);
}

static const struct grade_arg *merged_arg(const struct grade_entry *entries, size_t nr,
					  const char *name, int index)
{
	size_t i, k;

	for (i = 0; i < nr; i++) {
		for (k = 0; !strcmp(entries[i].name, name) && k < entries[i].nr_args; k++) {
			if (entries[i].args[k].index == index)
				return &entries[i].args[k];
		}
	}
	return NULL;
}

static void combine_teardown(void)
{
	if (configs) {
		grade__free(&merged);
		combine__free(configs, nr_configs);
	}
	configs = NULL;
	fx_teardown();
}

/*
 * Operands: sorted by name, a name given again adds a directory; a bad
 * operand or too many configurations is refused, naming it.
 */
START_TEST(configs_parsed)
{
	char *good[] = { "x86_64:/b", "arm64:/a", "x86_64:/c:d" }, *bad[3], err[256];
	char names[COMBINE_MAX_CONFIGS + 1][16], *many[COMBINE_MAX_CONFIGS + 1];
	int i;

	ck_assert_int_eq(combine__parse(good, 3, &configs, &nr_configs, err, sizeof(err)), 0);
	ck_assert_uint_eq(nr_configs, 2);
	ck_assert_str_eq(configs[0].name, "arm64");
	ck_assert_str_eq(configs[1].name, "x86_64");
	ck_assert_int_eq(configs[1].nr_dirs, 2);
	ck_assert_str_eq(configs[1].dirs[1], "/c:d");
	combine__free(configs, nr_configs);
	configs = NULL;
	bad[0] = "x86_64";
	bad[1] = ":dir";
	bad[2] = "x86 64:dir";
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(combine__parse(&bad[i], 1, &configs, &nr_configs, err,
						sizeof(err)), -EINVAL);
		ck_assert_ptr_nonnull(strstr(err, bad[i]));
	}
	for (i = 0; i <= COMBINE_MAX_CONFIGS; i++) {
		snprintf(names[i], sizeof(names[i]), "c%d:/d", i);
		many[i] = names[i];
	}
	ck_assert_int_eq(combine__parse(many, COMBINE_MAX_CONFIGS + 1, &configs, &nr_configs,
					err, sizeof(err)), -EINVAL);
	ck_assert_ptr_nonnull(strstr(err, "at most 64 configurations"));
	ck_assert_ptr_null(configs);
}
END_TEST

/*
 * A kernel bug in one configuration stays one, its NULL path that
 * configuration's; err is OR-ed; evidence items name their configuration
 * and the counts are the combined table's.
 */
START_TEST(bug_and_err_of_one_configuration)
{
	const struct grade_arg *a;
	char a_op[80], b_op[80];
	int da = fx_new_dir(), db = fx_new_dir();

	fx_facts(da, "fs/a.c", DEFINE_PICK, fx_body(0, "body-deref"),
	         fx_evidence(0, "call-null", "read", NULL, "fs/a.c", 40),
	         fx_evidence(1, "call-nonnull", "read", NULL, "fs/a.c", 40), NULL);
	fx_facts(db, "fs/a.c", DEFINE_PICK, fx_body(0, "body-deref"),
	         fx_evidence(0, "call-nonnull", "read", NULL, "fs/a.c", 42),
	         fx_evidence(1, "call-err", "read", NULL, "fs/a.c", 42), NULL);
	snprintf(a_op, sizeof(a_op), "a:%s", fx.dirs[da]);
	snprintf(b_op, sizeof(b_op), "b:%s", fx.dirs[db]);
	run_configs(b_op, a_op, NULL);
	a = merged_arg(merged.events, merged.nr_events, "pick", 0);
	ck_assert_ptr_nonnull(a);
	ck_assert(a->bug);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NULLABLE);
	ck_assert_str_eq(a->null_path->config, "a");
	ck_assert_int_eq(a->null_path->line, 40);
	ck_assert_int_eq(a->config_verdicts[0], NULL_VERDICT_NULLABLE);
	ck_assert_int_eq(a->config_verdicts[1], NULL_VERDICT_NONNULL);
	a = merged_arg(merged.events, merged.nr_events, "pick", 1);
	ck_assert(a->err);
	ck_assert_int_eq(a->verdict, NULL_VERDICT_NONNULL);
	ck_assert_int_eq(a->nonnull_sites, 2);
	ck_assert_str_eq(a->items[0].config, "a");
	ck_assert_str_eq(a->items[a->nr_items - 1].config, "b");
	ck_assert_int_eq(merged.nr_bugs, 1);
	ck_assert_int_eq(merged.nr_err, 1);
	ck_assert_int_eq(merged.verdicts[NULL_VERDICT_NULLABLE], 1);
	ck_assert_int_eq(merged.verdicts[NULL_VERDICT_NONNULL], 1);
	ck_assert_uint_eq(merged.nr_files, 2);
}
END_TEST

/*
 * A function's parameter: nonnull where one configuration proves it and
 * another, defining the function, leaves it out of its table (unknown) is
 * unknown, and left out; a configuration not defining the function does
 * not count.
 */
START_TEST(function_unlisted_where_defined_is_unknown)
{
	const struct grade_entry *e = NULL;
	char a_op[80], b_op[80], c_op[80];
	int da = fx_new_dir(), db = fx_new_dir(), dc = fx_new_dir();
	size_t i;

	fx_facts(da, "kernel/f.c", fx_function("f", false, "kernel/f.c", 3),
	         fx_function("g", false, "kernel/f.c", 9), fx_call("x", "f", "nonnull", "kernel/f.c", 20),
	         fx_call("x", "g", "nonnull", "kernel/f.c", 21), NULL);
	fx_facts(db, "kernel/f.c", fx_function("f", false, "kernel/f.c", 3),
	         fx_call("x", "f", "unknown", "kernel/f.c", 20), NULL);
	fx_facts(dc, "kernel/h.c", fx_call("y", "g", "nonnull", "kernel/h.c", 5), NULL);
	snprintf(a_op, sizeof(a_op), "a:%s", fx.dirs[da]);
	snprintf(b_op, sizeof(b_op), "b:%s", fx.dirs[db]);
	snprintf(c_op, sizeof(c_op), "c:%s", fx.dirs[dc]);
	run_configs(a_op, b_op, c_op, NULL);
	ck_assert_ptr_null(merged_arg(merged.functions, merged.nr_functions, "f", 0));
	for (i = 0; i < merged.nr_functions; i++)
		e = strcmp(merged.functions[i].name, "g") ? e : &merged.functions[i];
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(e->args[0].verdict, NULL_VERDICT_NONNULL);
	ck_assert_uint_eq(e->configs, 1);
}
END_TEST

Suite *combine_suite(void)
{
	Suite *s = suite_create("combine");
	TCase *tc = tcase_create("combine");

	tcase_add_checked_fixture(tc, fx_setup, combine_teardown);
	tcase_add_test(tc, configs_parsed);
	tcase_add_test(tc, bug_and_err_of_one_configuration);
	tcase_add_test(tc, function_unlisted_where_defined_is_unknown);
	suite_add_tcase(s, tc);
	return s;
}
