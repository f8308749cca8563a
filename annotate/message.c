// SPDX-License-Identifier: MIT
/*
 * Commit messages in the kernel's style: "tracing/<system>: Mark ...",
 * a body wrapped at 72 columns that says what the table found and what
 * the rename does, with each NULL-passing path as "file:line: ..." lines,
 * wrapped too (checkpatch lets a line that starts with a path run long,
 * but a reader's mail client does not).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "message.h"
#include "wrap.h"

#define WIDTH 72

#define MAX_PATHS 2		/* NULL-passing paths shown per event */
#define MAX_EVENTS 4		/* graded events shown per argument */

static const char *passes_words(const char *passes)
{
	static const struct { const char *key, *words; } words[] = {
		{ "null", "NULL" }, { "tested-null", "a pointer it tested for NULL" },
		{ "nullable", "a __nullable pointer" }, { "err", "an ERR_PTR" },
		{ "param", "its parameter" },
		{ "declared", "its parameter declared __nullable" },
	};
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (!strcmp(passes, words[i].key))
			return words[i].words;
	}
	return passes;
}

/* What a NULL-passing evidence item without a chain passes, or NULL. */
static const char *kind_words(const char *kind)
{
	if (!strcmp(kind, "call-null"))
		return "NULL";
	if (!strcmp(kind, "call-tested-null"))
		return "a pointer it tested for NULL";
	if (!strcmp(kind, "call-nullable"))
		return "a __nullable pointer";
	if (!strcmp(kind, "call-returns-null"))
		return "a result that may be NULL";
	return NULL;
}

static void put_step(FILE *out, const struct null_table_step *step,
		     const struct null_table_step *next, const char *event)
{
	const char *what = passes_words(step->passes);
	char callee[300] = "";

	if (step->callee)
		snprintf(callee, sizeof(callee), "the result of %s()", step->callee);
	if (step->callee && !strcmp(step->passes, "call"))
		what = callee;
	if (next && next->callee && !strcmp(next->callee, step->function)) {
		wrap__item(out, "%s:%d: %s() returns %s", step->file, step->line,
			step->function, what);
		return;
	}
	if (next)
		wrap__item(out, "%s:%d: %s() passes %s to %s()", step->file,
			step->line, step->function, what, next->function);
	else
		wrap__item(out, "%s:%d: %s() passes %s to trace_%s()", step->file,
			step->line, step->function, what, event);
}

/* One evidence item as path lines; false if it shows no NULL passed. */
static bool put_evidence(FILE *out, const struct null_table_evidence *ev,
			 const char *event)
{
	size_t i;

	if (!kind_words(ev->kind))
		return false;
	if (!ev->nr_chain) {
		wrap__item(out, "%s:%d: %s() passes %s to trace_%s()", ev->file,
			ev->line, ev->function ? ev->function : "?",
			kind_words(ev->kind), event);
		return true;
	}
	for (i = 0; i < ev->nr_chain; i++)
		put_step(out, &ev->chain[i], i + 1 < ev->nr_chain ? &ev->chain[i + 1] : NULL,
			 event);
	return true;
}

/* The NULL-passing paths of one event's argument, shortest first. */
static void put_paths(FILE *out, const struct plan_use *use)
{
	const struct null_table_arg *a = use->arg;
	size_t shown = 0, len, i;

	for (len = 0; shown < MAX_PATHS && len <= 4096; len++) {
		for (i = 0; i < a->nr_evidence && shown < MAX_PATHS; i++) {
			if (a->evidence[i].nr_chain != len)
				continue;
			if (shown)
				fputs("  and\n", out);
			shown += put_evidence(out, &a->evidence[i], use->event->name);
		}
	}
}

/* Where TP_fast_assign tests the argument (a guarded verdict's evidence). */
static void put_guard(FILE *out, const struct plan_use *use)
{
	size_t i;

	for (i = 0; i < use->arg->nr_evidence; i++) {
		const struct null_table_evidence *ev = &use->arg->evidence[i];

		if (!strcmp(ev->kind, "body-null-test")) {
			wrap__item(out, "%s:%d: the class's TP_fast_assign tests %s for NULL",
				ev->file, ev->line, use->arg->name);
			return;
		}
	}
}

static void put_bug(FILE *out, const struct plan_use *use)
{
	char *text;

	if (asprintf(&text, "TP_fast_assign dereferences %s without a test (%s:%d): "
		     "enabling %s crashes the kernel on this path.  This patch "
		     "does not fix that; with the annotation, sparse-null reports "
		     "the dereference.", use->arg->name, use->bug->deref_file,
		     use->bug->deref_line, use->event->name) < 0)
		return;
	fputc('\n', out);
	wrap__text(out, text, WIDTH, "", "");
	free(text);
}

/* The other events of the class and their verdicts, when any differ. */
static void put_class_note(FILE *out, const struct message_arg *m,
			   enum plan_series series)
{
	const struct plan_arg *a = m->arg;
	char *others = NULL, *nonnull = NULL, *text = NULL;
	size_t i, no = 0, nn = 0, lo = 0, ln = 0;
	FILE *fo = open_memstream(&others, &lo), *fn = open_memstream(&nonnull, &ln);

	if (!fo || !fn)
		goto out;
	for (i = 0; i < a->nr_uses; i++) {
		const struct plan_use *u = &a->uses[i];

		if (plan__use_graded(u, series) || plan__use_graded(u, SERIES_NULLABLE))
			continue;
		fprintf(fo, "%s%s (%s)", no++ ? ", " : "", u->event->name,
			null_verdict__name(u->arg->verdict));
		if (u->arg->verdict == NULL_VERDICT_NONNULL)
			fprintf(fn, "%s%s", nn++ ? ", " : "", u->event->name);
	}
	fclose(fo);
	fclose(fn);
	fo = fn = NULL;
	if (!no)
		goto out;
	if (asprintf(&text, "The name is per event class: the other events of %s "
		     "get it too: %s.%s%s%s", a->class, others,
		     nn ? "  For " : "", nn ? nonnull : "",
		     nn ? " every call site the table knows passes a pointer known "
			  "not to be NULL; BPF programs on them must now test it as well." : "") >= 0) {
		fputc('\n', out);
		wrap__text(out, text, WIDTH, "", "");
	}
out:
	if (fo)
		fclose(fo);
	if (fn)
		fclose(fn);
	free(others);
	free(nonnull);
	free(text);
}

/* One argument's paragraph: the events graded, their paths, notes. */
static void put_arg(FILE *out, const struct message_arg *m, enum plan_series series)
{
	const struct plan_arg *a = m->arg;
	size_t i, shown = 0, graded = 0;
	char *head = NULL;

	for (i = 0; i < a->nr_uses; i++)
		graded += plan__use_graded(&a->uses[i], series);
	if (asprintf(&head, "%s (%s) of class %s:", a->name, a->type, a->class) < 0)
		return;
	fputc('\n', out);
	wrap__text(out, head, WIDTH, "", "");
	free(head);
	for (i = 0; i < a->nr_uses; i++) {
		const struct plan_use *u = &a->uses[i];

		if (!plan__use_graded(u, series) || shown == MAX_EVENTS)
			continue;
		fprintf(out, "%s%s:\n", shown++ ? "" : "", u->event->name);
		if (series == SERIES_NULLABLE)
			put_paths(out, u);
		else
			put_guard(out, u);
	}
	if (graded > shown)
		fprintf(out, "and %zu more events of the class.\n", graded - shown);
	for (i = 0; i < a->nr_uses; i++) {
		if (a->uses[i].bug && plan__use_graded(&a->uses[i], series))
			put_bug(out, &a->uses[i]);
	}
	put_class_note(out, m, series);
}

static const char *const intro[NR_SERIES] = {
	[SERIES_NULLABLE] =
	"A BPF program attached to a tracepoint (tp_btf) gets its pointer "
	"arguments as trusted pointers, known not to be NULL, unless the "
	"argument's name ends in __nullable, as tcp_send_reset's skb__nullable "
	"does.  The kernel passes NULL in these arguments:",
	[SERIES_GUARDED] =
	"No call path is known to pass NULL in these tracepoint arguments, but "
	"their class's TP_fast_assign tests them for NULL.  Whether the test "
	"is a real case or only defensive is the maintainer's call; if NULL "
	"can arrive, a BPF program (tp_btf) must test them too, which only a "
	"__nullable name makes the verifier ask for:",
};

static const char *const outro =
	"Rename each to <name>__nullable in its event class (TP_PROTO, "
	"TP_ARGS, TP_CONDITION, the expressions of TP_STRUCT__entry, "
	"TP_fast_assign) and in the class's DEFINE_EVENT()s.  The class's "
	"names are the parameter names of __bpf_trace_<class>(), which pahole "
	"carries into BTF: the verifier then makes programs test the argument "
	"before dereferencing it, and sparse-null checks every dereference in "
	"the tracepoint's own code.  TP_printk only reads the recorded entry, "
	"so it is unchanged, and so is the trace output.";

static const char *const found_by[NR_SERIES] = {
	[SERIES_NULLABLE] = "The paths come from sparse-null's nullability table "
		"of the whole tree (verdict nullable).",
	[SERIES_GUARDED] = "Found by sparse-null's nullability table of the whole "
		"tree (verdict guarded: a test in TP_fast_assign, no NULL-passing "
		"path).",
};

static char *make_subject(const char *system, const struct message_arg *args,
			  size_t n)
{
	char *s = NULL;
	const struct plan_arg *a = args[0].arg;
	const char *event = a->class;
	size_t i, graded = 0;

	for (i = 0; i < a->nr_uses; i++) {
		if (plan__use_graded(&a->uses[i], a->series)) {
			graded++;
			event = a->uses[i].event->name;
		}
	}
	if (n == 1 && graded == 1 &&
	    asprintf(&s, "tracing/%s: Mark %s of %s __nullable", system, a->name,
		     event) >= 0 && strlen(s) <= 75)
		return s;
	free(s);
	s = NULL;
	if (n == 1 && asprintf(&s, "tracing/%s: Mark %s of class %s __nullable",
			       system, a->name, a->class) >= 0 && strlen(s) <= 75)
		return s;
	free(s);
	if (asprintf(&s, "tracing/%s: Mark %zu tracepoint argument%s __nullable",
		     system, n, n == 1 ? "" : "s") < 0)
		return NULL;
	return s;
}

int message__patch(const char *path, const char *system, enum plan_series series,
		   const struct message_arg *args, size_t n, char **subject,
		   char **body)
{
	size_t len = 0, i;
	char *items = NULL;
	FILE *out = open_memstream(&items, &len);

	if (!out)
		return -ENOMEM;
	for (i = 0; i < n; i++)
		put_arg(out, &args[i], series);
	if (fclose(out))
		items = NULL;
	*subject = make_subject(system ? system : "events", args, n);
	*body = items ? wrap__body(intro[series], items, outro, found_by[series]) : NULL;
	free(items);
	return *subject && *body ? 0 : -ENOMEM;
}

static void cover_bugs(FILE *out, const struct plan *plan)
{
	size_t i, j, n = 0;

	for (i = 0; i < plan->nr_args; i++) {
		for (j = 0; j < plan->args[i].nr_uses; j++) {
			const struct plan_use *u = &plan->args[i].uses[j];

			if (!u->bug)
				continue;
			if (!n++) {
				fputc('\n', out);
				wrap__text(out, "Kernel bugs: TP_fast_assign dereferences "
					   "an argument a caller passes as NULL (enabling the "
					   "event crashes the kernel on that path).  The "
					   "nullable series annotates them, so sparse-null "
					   "reports each dereference; the fixes are left to "
					   "the maintainers:", WIDTH, "", "");
			}
			wrap__item(out, "%s:%d: %s: %s", u->bug->deref_file,
				u->bug->deref_line, u->event->name, u->arg->name);
			put_paths(out, u);
		}
	}
}

static bool is_suspect(const struct plan_use *u)
{
	return u->arg->suspect;
}

static bool is_err(const struct plan_use *u)
{
	return u->arg->err;
}

/*
 * The uses @pick chooses, one line each ("event: arg (header)") after
 * @heading, with their paths when @paths; nothing when none is chosen.
 */
static void cover_list(FILE *out, const struct plan *plan,
		       bool (*pick)(const struct plan_use *), const char *heading, bool paths)
{
	size_t i, j, n = 0;

	for (i = 0; i < plan->nr_args; i++) {
		for (j = 0; j < plan->args[i].nr_uses; j++) {
			const struct plan_use *u = &plan->args[i].uses[j];

			if (!pick(u))
				continue;
			if (!n++) {
				fputc('\n', out);
				wrap__text(out, heading, WIDTH, "", "");
			}
			fprintf(out, "%s: %s (%s)\n", u->event->name, u->arg->name,
				u->event->file);
			if (paths)
				put_paths(out, u);
		}
	}
}

/* What the nullable cover letter lists besides the kernel bugs. */
static const struct cover_section {
	bool (*pick)(const struct plan_use *u);
	const char *heading;
	bool paths;
} cover_sections[] = {
	{ is_suspect, "Suspects, not annotated: NULL reaches an argument TP_fast_assign "
	  "dereferences only through other functions, whose path conditions the table "
	  "does not keep (most likely on paths that never reach the event):", true },
	{ is_err, "May be an ERR_PTR or a constant like SEND_SIG_PRIV, not annotated: "
	  "__nullable would let a program read them after a NULL test, where "
	  "raw_tp_null_args[] (0x2) makes them a scalar no program reads through; "
	  "the table's patch for that list keeps or adds them:", false },
};

static void cover_skips(FILE *out, const struct message_cover *c)
{
	size_t i;

	if (!c->nr_skips)
		return;
	fputs("\nNot annotated, could not be renamed:\n", out);
	for (i = 0; i < c->nr_skips; i++)
		wrap__item(out, "%s", c->skips[i].reason);
}

int message__cover(const struct message_cover *c, char **subject, char **body)
{
	size_t len = 0, i;
	FILE *out = open_memstream(body, &len);
	char *count;
	int ret;

	if (!out)
		return -ENOMEM;
	if (c->series == SERIES_NULLABLE)
		ret = asprintf(subject, "tracing: Mark the tracepoint arguments that may be NULL");
	else
		ret = asprintf(subject, "tracing: Mark the tracepoint arguments TP_fast_assign tests for NULL");
	if (ret < 0) {
		fclose(out);
		return -ENOMEM;
	}
	if (asprintf(&count, "%zu patch%s, one per trace header, rename%s %zu "
		     "tracepoint class argument%s to <name>__nullable.",
		     c->nr_patches, c->nr_patches == 1 ? "" : "es",
		     c->nr_patches == 1 ? "s" : "", c->nr_annotated,
		     c->nr_annotated == 1 ? "" : "s") < 0)
		count = NULL;
	if (count)
		wrap__text(out, count, WIDTH, "", "");
	free(count);
	fputc('\n', out);
	wrap__text(out, intro[c->series], WIDTH, "", "");
	wrap__text(out, "Each patch names the events, the argument and the path.",
		   WIDTH, "", "");
	fputc('\n', out);
	wrap__text(out, outro, WIDTH, "", "");
	if (c->series == SERIES_NULLABLE) {
		fputc('\n', out);
		wrap__text(out, "Arguments only TP_fast_assign tests for NULL, with no "
			   "NULL-passing path known, are in a separate RFC series "
			   "(guarded), made on top of this one.  Function parameters are "
			   "not annotated: the kernel has no __nullable for them, and the "
			   "table's verdicts on them are not yet precise enough to propose.",
			   WIDTH, "", "");
		cover_bugs(out, c->plan);
		for (i = 0; i < sizeof(cover_sections) / sizeof(cover_sections[0]); i++)
			cover_list(out, c->plan, cover_sections[i].pick,
				   cover_sections[i].heading, cover_sections[i].paths);
	}
	cover_skips(out, c);
	fprintf(out, "\n%s (%zu):\n", c->author, c->nr_patches);
	for (i = 0; i < c->nr_patches; i++)
		fprintf(out, "  %s\n", c->subjects[i]);
	fclose(out);
	return 0;
}
