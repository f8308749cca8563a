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

static const char *const intro =
	"A BPF program attached to a function (fentry) gets its pointer "
	"parameters as pointers it may read through, unless the parameter's "
	"name ends in __nullable, as bpf_iter_task_new()'s task__nullable "
	"does; then the verifier makes it test the pointer first.  Callers "
	"pass NULL in these parameters:";

static const char *const outro =
	"Rename each to <name>__nullable in the function's definition, its "
	"parameter list and its body.  pahole takes the parameter names of BTF "
	"from the definition, so fentry programs must then test the pointer, "
	"and sparse-null checks every dereference of it in the function.  The "
	"prototypes keep their names; what the code does is unchanged.";

static const char *const found_by =
	"Found by sparse-null's nullability table of the whole tree: each call "
	"site passes the literal NULL shown.";

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

static char *make_subject(const char *path, const struct func_message_param *params, size_t n)
{
	char *prefix = subsystem(path), *s = NULL;
	const struct plan_param *p = params[0].param;

	if (!prefix)
		return NULL;
	if (n == 1 && asprintf(&s, "%s: Mark %s of %s() __nullable", prefix, p->param->name,
			       p->function->name) >= 0 && strlen(s) <= 75) {
		free(prefix);
		return s;
	}
	free(s);
	if (asprintf(&s, "%s: Mark %zu function parameter%s __nullable", prefix, n,
		     n == 1 ? "" : "s") < 0)
		s = NULL;
	free(prefix);
	return s;
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

int func_message__patch(const char *path, const struct func_message_param *params,
			size_t n, char **subject, char **body)
{
	size_t len = 0, i;
	char *items = NULL, *head;
	FILE *out = open_memstream(&items, &len);

	if (!out)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct plan_param *p = params[i].param;

		if (asprintf(&head, "%s (%s) of %s(), %d use%s in its body:", p->param->name,
			     p->param->type, p->function->name, params[i].uses,
			     params[i].uses == 1 ? "" : "s") < 0)
			break;
		fputc('\n', out);
		wrap__text(out, head, WIDTH, "", "");
		free(head);
		put_sites(out, p);
	}
	if (fclose(out) || i < n) {
		free(items);
		items = NULL;
	}
	*subject = make_subject(path, params, n);
	*body = items ? wrap__body(intro, items, outro, found_by) : NULL;
	free(items);
	return *subject && *body ? 0 : -ENOMEM;
}

int func_message__cover(const struct func_message_cover *c, char **subject, char **body)
{
	size_t len = 0, i;
	FILE *out = open_memstream(body, &len);
	char *count = NULL;

	if (!out)
		return -ENOMEM;
	*subject = strdup("Mark the function parameters callers pass NULL __nullable");
	if (asprintf(&count, "%zu patch%s, one per source file, rename%s %zu function "
		     "parameter%s to <name>__nullable.", c->nr_patches,
		     c->nr_patches == 1 ? "" : "es", c->nr_patches == 1 ? "s" : "",
		     c->nr_renamed, c->nr_renamed == 1 ? "" : "s") >= 0)
		wrap__text(out, count, WIDTH, "", "");
	free(count);
	fputc('\n', out);
	wrap__text(out, intro, WIDTH, "", "");
	wrap__text(out, "Each patch names the parameters and the call sites.", WIDTH,
		   "", "");
	fputc('\n', out);
	wrap__text(out, outro, WIDTH, "", "");
	fputc('\n', out);
	wrap__text(out, "Only parameters a caller passes a literal NULL are here: "
		   "that NULL arrives is a fact of the source.  Whether the "
		   "function takes NULL by contract, or the call is a bug, is the "
		   "maintainer's call.", WIDTH, "", "");
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
