// SPDX-License-Identifier: MIT
/*
 * Commit messages of the functions series.  The subject's prefix is the
 * source file's folder ("mm:", "sched:"), or the file's own name for a
 * file directly in kernel/ or lib/ ("sysctl:"), which is how most of the
 * kernel's subsystems name themselves; the body names each parameter and
 * the call sites that pass it a literal NULL.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "func-message.h"
#include "wrap.h"

#define WIDTH 72
#define MAX_SITES 2		/* literal NULLs shown per parameter */

/* What a series says, apart from its parameters. */
struct series_words {
	const char *intro, *outro, *found_by;
	const char *what;		/* "function parameter" */
	const char *cover_subject;
	const char *only;		/* the cover letter's note on what is here */
};

static const struct series_words words[NR_SERIES] = {
	[SERIES_FUNCTIONS] = {
		.intro = "A BPF program attached to a function (fentry) gets its pointer "
			 "parameters as pointers it may read through, unless the parameter's "
			 "name ends in __nullable, as bpf_iter_task_new()'s task__nullable "
			 "does; then the verifier makes it test the pointer first.  Callers "
			 "pass NULL in these parameters:",
		.outro = "Rename each to <name>__nullable in the function's definition, its "
			 "parameter list and its body.  pahole takes the parameter names of BTF "
			 "from the definition, so fentry programs must then test the pointer, "
			 "and sparse-null checks every dereference of it in the function.  The "
			 "prototypes keep their names; what the code does is unchanged.",
		.found_by = "Found by sparse-null's nullability table of the whole tree: each "
			    "call site passes the literal NULL shown.",
		.what = "function parameter",
		.cover_subject = "Mark the function parameters callers pass NULL __nullable",
		.only = "Only parameters a caller passes a literal NULL are here: that NULL "
			"arrives is a fact of the source.  Whether the function takes NULL by "
			"contract, or the call is a bug, is the maintainer's call.",
	},
	[SERIES_STRUCT_OPS] = {
		.intro = "A BPF program implementing a member of a struct_ops type gets the "
			 "member's pointer arguments as trusted pointers it may read through, "
			 "unless the parameter of the member's CFI stub is named "
			 "<name>__nullable, as bpf_dummy_ops__test_1()'s cb__nullable is; then "
			 "the verifier makes it test the pointer first.  The kernel passes NULL "
			 "through these members:",
		.outro = "Rename each to <name>__nullable in the stub's definition.  The "
			 "verifier reads the stub's parameter names from BTF when the type is "
			 "registered (prepare_arg_info()), so a program must then test the "
			 "pointer before it reads through it, instead of crashing the kernel "
			 "the first time the NULL arrives.  The stub does nothing: what the "
			 "code does is unchanged.",
		.found_by = "Found by sparse-null's nullability table of the whole tree: each "
			    "call through the member shown passes NULL.",
		.what = "stub parameter",
		.cover_subject = "Mark the struct_ops arguments the kernel passes NULL __nullable",
		.only = "Only arguments a call through the member passes NULL on a path the "
			"table proves are here, on a stub defined in a .c file, and only "
			"pointers to a struct (the verifier refuses __nullable on others).  A "
			"member the kernel marks maybe-NULL by hand (set_arg_maybe_null()) is "
			"renamed too: the name says it where the verifier looks for it.",
	},
};

/* "mm", "sched", "sysctl": the subject's prefix for source file @path. */
static char *subsystem(const char *path)
{
	const char *slash = strrchr(path, '/'), *start;
	size_t n;

	if (!slash)
		return strndup(path, strcspn(path, "."));
	if ((slash - path == 6 && !strncmp(path, "kernel", 6)) ||
	    (slash - path == 3 && !strncmp(path, "lib", 3)))
		return strndup(slash + 1, strcspn(slash + 1, "."));
	for (start = slash; start > path && start[-1] != '/'; start--)
		;
	n = slash - start;
	return strndup(start, n);
}

static char *make_subject(enum plan_series series, const char *path,
			  const struct func_message_param *params, size_t n)
{
	char *prefix = subsystem(path), *s = NULL;
	const struct plan_param *p = params[0].param;

	if (!prefix)
		return NULL;
	if (n == 1 && asprintf(&s, "%s: Mark %s of %s() __nullable", prefix, p->param->name,
			       plan_param__function(p)) >= 0 && strlen(s) <= 75) {
		free(prefix);
		return s;
	}
	free(s);
	if (asprintf(&s, "%s: Mark %zu %s%s __nullable", prefix, n, words[series].what,
		     n == 1 ? "" : "s") < 0)
		s = NULL;
	free(prefix);
	return s;
}

/* The calls through @p's member passing it NULL, at most MAX_SITES, each with its origin. */
static void put_member_calls(FILE *out, const struct plan_param *p)
{
	size_t i, shown = 0;

	for (i = 0; i < p->param->nr_evidence && shown < MAX_SITES; i++) {
		const struct null_table_evidence *ev = &p->param->evidence[i];
		const struct null_table_step *first = ev->chain, *last;

		if (!ev->nr_chain)
			continue;
		last = &ev->chain[ev->nr_chain - 1];
		if (ev->nr_chain == 1)
			wrap__item(out, "%s:%d: %s() passes %s through %s", last->file, last->line,
				   last->function, strcmp(last->passes, "null") ? "a NULL it tested" :
				   "NULL", p->function->name);
		else
			wrap__item(out, "%s:%d: %s() passes NULL on, which %s() passes through "
				   "%s at %s:%d", first->file, first->line, first->function,
				   last->function, p->function->name, last->file, last->line);
		shown++;
	}
}

/* The call sites passing @p's parameter a literal NULL, at most MAX_SITES. */
static void put_sites(FILE *out, const struct plan_param *p)
{
	size_t i, shown = 0;

	for (i = 0; i < p->param->nr_evidence && shown < MAX_SITES; i++) {
		const struct null_table_evidence *ev = &p->param->evidence[i];

		if (strcmp(ev->kind, "call-null") || ev->nr_chain != 1 ||
		    strcmp(ev->chain[0].passes, "null"))
			continue;
		wrap__item(out, "%s:%d: %s() passes NULL to %s()", ev->chain[0].file,
			   ev->chain[0].line, ev->chain[0].function, p->function->name);
		shown++;
	}
}

int func_message__patch(enum plan_series series, const char *path,
			const struct func_message_param *params, size_t n, char **subject,
			char **body)
{
	size_t len = 0, i;
	char *items = NULL, *head;
	FILE *out = open_memstream(&items, &len);

	if (!out)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct plan_param *p = params[i].param;

		if (series == SERIES_STRUCT_OPS &&
		    asprintf(&head, "%s (%s) of %s(), the stub of %s:", p->param->name,
			     p->param->type, plan_param__function(p), p->function->name) < 0)
			break;
		if (series != SERIES_STRUCT_OPS &&
		    asprintf(&head, "%s (%s) of %s(), %d use%s in its body:", p->param->name,
			     p->param->type, p->function->name, params[i].uses,
			     params[i].uses == 1 ? "" : "s") < 0)
			break;
		fputc('\n', out);
		wrap__text(out, head, WIDTH, "", "");
		free(head);
		if (series == SERIES_STRUCT_OPS)
			put_member_calls(out, p);
		else
			put_sites(out, p);
	}
	if (fclose(out) || i < n) {
		free(items);
		items = NULL;
	}
	*subject = make_subject(series, path, params, n);
	*body = items ? wrap__body(words[series].intro, items, words[series].outro,
				   words[series].found_by) : NULL;
	free(items);
	return *subject && *body ? 0 : -ENOMEM;
}

int func_message__cover(enum plan_series series, const struct func_message_cover *c,
			char **subject, char **body)
{
	const struct series_words *w = &words[series];
	size_t len = 0, i;
	FILE *out = open_memstream(body, &len);
	char *count = NULL;

	if (!out)
		return -ENOMEM;
	*subject = strdup(w->cover_subject);
	if (asprintf(&count, "%zu patch%s, one per source file, rename%s %zu %s%s to "
		     "<name>__nullable.", c->nr_patches, c->nr_patches == 1 ? "" : "es",
		     c->nr_patches == 1 ? "s" : "", c->nr_renamed, w->what,
		     c->nr_renamed == 1 ? "" : "s") >= 0)
		wrap__text(out, count, WIDTH, "", "");
	free(count);
	fputc('\n', out);
	wrap__text(out, w->intro, WIDTH, "", "");
	wrap__text(out, "Each patch names the parameters and the call sites.", WIDTH,
		   "", "");
	fputc('\n', out);
	wrap__text(out, w->outro, WIDTH, "", "");
	fputc('\n', out);
	wrap__text(out, w->only, WIDTH, "", "");
	if (c->nr_skips)
		fputs("\nNot annotated, could not be renamed:\n", out);
	for (i = 0; i < c->nr_skips; i++)
		wrap__item(out, "%s", c->skips[i]);
	fprintf(out, "\n%s (%zu):\n", c->author, c->nr_patches);
	for (i = 0; i < c->nr_patches; i++)
		fprintf(out, "  %s\n", c->subjects[i]);
	fclose(out);
	return *subject ? 0 : -ENOMEM;
}
