// SPDX-License-Identifier: MIT
/*
 * sparse-null-annotate: from a nullability table and the kernel tree it
 * describes, three patch series in `git format-patch` form that rename
 * what may be NULL to <name>__nullable: the tracepoint arguments
 * (nullable/, and guarded/ on top of it, one patch per trace header) and
 * the function parameters callers pass NULL (functions/, one patch per
 * file).  --leave names renames left to a human, with why.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "func-source.h"
#include "func-message.h"
#include "leave-list.h"
#include "message.h"
#include "line-units.h"
#include "patch-diff.h"
#include "patch-mail.h"
#include "plan.h"
#include "style.h"
#include "trace-edits.h"
#include "trace-header.h"
#include "array.h"
#include "atomic-file.h"
#include "null-table.h"
#include "program.h"


static const char *const series_dirs[NR_SERIES] = {
	[SERIES_NULLABLE] = "nullable",
	[SERIES_GUARDED] = "guarded",
	[SERIES_FUNCTIONS] = "functions",
};

static const char *const series_tags[NR_SERIES] = {
	[SERIES_NULLABLE] = "PATCH",
	[SERIES_GUARDED] = "RFC PATCH",
	[SERIES_FUNCTIONS] = "RFC PATCH",
};

struct options {
	const char *outdir;
	const char *signoff;
	const char *table;
	const char *tree;
	const char *leave;
	bool quiet;
};

/*
 * One file with what each series renames in it: a trace header its
 * class arguments, a .c file (the functions series) its parameters.
 */
struct header_work {
	struct trace_header header;
	struct trace_edits edits[NR_SERIES];
	struct message_arg *args[NR_SERIES];
	size_t nr_args[NR_SERIES];
	size_t alloc_args[NR_SERIES];
	struct func_message_param *params;
	size_t nr_params, alloc_params;
};

struct run {
	struct options opts;
	char *author;
	time_t date;
	struct plan plan;
	struct header_work *work;
	size_t nr_work, alloc_work;
	struct message_skip *skips[NR_SERIES];
	size_t nr_skips[NR_SERIES];
	size_t alloc_skips[NR_SERIES];
	char **param_skips;	/* the functions series' */
	size_t nr_param_skips, alloc_param_skips;
	struct leave_list left;	/* --leave's */
};

static void usage(FILE *out)
{
	fprintf(out,
		"usage: sparse-null-annotate [-o OUTDIR] [--signoff 'Name <mail>'] [--quiet] TABLE KERNEL_TREE\n"
		"Write OUTDIR/nullable/ and OUTDIR/guarded/: patch series renaming the\n"
		"tracepoint arguments TABLE grades nullable (guarded) to <name>__nullable;\n"
		"OUTDIR/functions/: the function parameters callers pass a literal NULL.\n"
		"  -o, --output OUTDIR     where the series go (default .)\n"
		"  -s, --signoff IDENT     author and Signed-off-by (default: git config\n"
		"                          user.name and user.email)\n"
		"  -l, --leave FILE        leave the renames FILE lists, one 'PATH:NAME<tab>why'\n"
		"                          (NAME in file PATH) or 'PATH<tab>why' (all of the\n"
		"                          file's) a line; the why goes into the cover\n"
		"                          letter, e.g. what checkpatch flagged\n"
		"  -q, --quiet             no summary on stdout\n"
		"  -h, --help, -V, --version\n"
		"SOURCE_DATE_EPOCH, when set, is the patches' date.\n"
		"Exit: 0 written, 1 written but some graded arguments could not be\n"
		"renamed (named on stderr), 2 usage or input error.\n");
}

static int parse_options(int argc, char **argv, struct options *o)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "signoff", required_argument, NULL, 's' },
		{ "leave", required_argument, NULL, 'l' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ 0 },
	};
	int c;

	o->outdir = ".";
	while ((c = getopt_long(argc, argv, "o:s:l:qhV", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': o->outdir = optarg; break;
		case 's': o->signoff = optarg; break;
		case 'l': o->leave = optarg; break;
		case 'q': o->quiet = true; break;
		case 'h': usage(stdout); exit(0);
		case 'V': program__print_version("sparse-null-annotate"); exit(0);
		default: usage(stderr); return -EINVAL;
		}
	}
	if (argc - optind != 2) {
		usage(stderr);
		return -EINVAL;
	}
	o->table = argv[optind];
	o->tree = argv[optind + 1];
	return 0;
}

/* "Name <mail>" from git config, or NULL. */
static char *git_identity(void)
{
	char name[256] = "", mail[256] = "", *ident = NULL;
	FILE *p = popen("git config user.name; git config user.email", "r");

	if (!p)
		return NULL;
	if (fgets(name, sizeof(name), p))
		fgets(mail, sizeof(mail), p);
	pclose(p);
	name[strcspn(name, "\n")] = '\0';
	mail[strcspn(mail, "\n")] = '\0';
	if (*name && *mail && asprintf(&ident, "%s <%s>", name, mail) < 0)
		ident = NULL;
	return ident;
}

static bool valid_identity(const char *s)
{
	const char *lt = strchr(s, '<');

	return lt && lt > s && lt[-1] == ' ' && strchr(lt, '@') &&
	       s[strlen(s) - 1] == '>' && !strchr(s, '\n');
}

static int run__skip(struct run *r, const struct plan_arg *arg, const char *why)
{
	struct message_skip *s;

	if (ARRAY_ENSURE(r->skips[arg->series], r->alloc_skips[arg->series],
			 r->nr_skips[arg->series] + 1))
		return -ENOMEM;
	s = &r->skips[arg->series][r->nr_skips[arg->series]++];
	s->arg = arg;
	if (asprintf(&s->reason, "%s: %s argument %d (%s): %s", arg->file,
		     arg->class, arg->index, arg->name, why) < 0)
		return -ENOMEM;
	fprintf(stderr, "sparse-null-annotate: not annotated: %s\n", s->reason);
	return 0;
}

/* Rename @arg in @w's header for its series, or record why not. */
static int run__rename(struct run *r, struct header_work *w, const struct plan_arg *arg)
{
	char err[512];
	const char *left = leave_list__why(&r->left, arg->file, arg->name);
	int n;

	if (left)
		return run__skip(r, arg, left);
	n = trace_header__rename(&w->header, arg->class, arg->index, arg->name,
				     &w->edits[arg->series], err, sizeof(err));

	if (n == -ENOMEM)
		return n;
	if (n < 0)
		return run__skip(r, arg, err);
	if (ARRAY_ENSURE(w->args[arg->series], w->alloc_args[arg->series],
			 w->nr_args[arg->series] + 1))
		return -ENOMEM;
	w->args[arg->series][w->nr_args[arg->series]++] = (struct message_arg){
		.arg = arg, .events_renamed = n,
	};
	return 0;
}

/* The work of file @path: the last one if it is that file, else a new one. */
static struct header_work *run__work(struct run *r, const char *path, int *ret)
{
	struct header_work *w = r->nr_work ? &r->work[r->nr_work - 1] : NULL;
	char err[512];

	*ret = 0;
	if (w && !strcmp(w->header.path, path))
		return w;
	if (ARRAY_ENSURE(r->work, r->alloc_work, r->nr_work + 1)) {
		*ret = -ENOMEM;
		return NULL;
	}
	w = &r->work[r->nr_work++];
	memset(w, 0, sizeof(*w));
	*ret = trace_header__read(&w->header, r->opts.tree, path, err, sizeof(err));
	if (*ret) {
		fprintf(stderr, "sparse-null-annotate: %s\n", err);
		*ret = *ret == -ENOMEM ? *ret : -EINVAL;
		return NULL;
	}
	return w;
}

/* Rename parameter @p in its function's definition, or record why not. */
static int run__rename_param(struct run *r, const struct plan_param *p)
{
	char err[512];
	struct header_work *w;
	int ret, n;

	const char *left = leave_list__why(&r->left, p->function->file, p->param->name);

	if (left) {
		snprintf(err, sizeof(err), "%s: parameter %d (%s) of %s() left as it is: %s",
			 p->function->file, p->param->index, p->param->name,
			 p->function->name, left);
		n = -EPERM;
	} else {
		w = run__work(r, p->function->file, &ret);
		if (!w)
			return ret;
		n = func_source__rename(&w->header, p->function->name, p->function->line,
					p->param->index, p->param->name,
					&w->edits[SERIES_FUNCTIONS], err, sizeof(err));
	}
	if (n == -ENOMEM)
		return n;
	if (n < 0) {
		if (ARRAY_ENSURE(r->param_skips, r->alloc_param_skips, r->nr_param_skips + 1))
			return -ENOMEM;
		r->param_skips[r->nr_param_skips] = strdup(err);
		if (!r->param_skips[r->nr_param_skips++])
			return -ENOMEM;
		fprintf(stderr, "sparse-null-annotate: not annotated: %s\n", err);
		return 0;
	}
	if (ARRAY_ENSURE(w->params, w->alloc_params, w->nr_params + 1))
		return -ENOMEM;
	w->params[w->nr_params++] = (struct func_message_param){ .param = p, .uses = n };
	return 0;
}

/* Read every header the plan names and rename its arguments. */
static int run__rename_all(struct run *r)
{
	size_t i;
	int ret = 0;

	for (i = 0; i < r->plan.nr_args && !ret; i++) {
		const struct plan_arg *arg = &r->plan.args[i];
		struct header_work *w;

		if (!arg->annotate)
			continue;
		w = run__work(r, arg->file, &ret);
		if (!w)
			return ret;
		ret = run__rename(r, w, arg);
	}
	for (i = 0; i < r->plan.nr_params && !ret; i++)
		ret = run__rename_param(r, &r->plan.params[i]);
	return ret;
}

/*
 * The header before (@after false) or after series @s, unit for unit of
 * its original lines, the changed ones in the kernel's style.  Returns 0
 * or -ENOMEM.
 */
static int header_units(const struct header_work *w, enum plan_series s, bool after,
			struct line_units *units)
{
	struct trace_edits all = { 0 };
	struct line_units original = { 0 };
	enum plan_series k;
	char *renamed;
	size_t n = 0;
	int err;

	for (k = 0; k < s + after; k++)
		n += w->edits[k].nr;
	all.edits = malloc((n + 1) * sizeof(*all.edits));
	if (!all.edits)
		return -ENOMEM;
	for (k = 0; k < s + after; k++) {
		if (!w->edits[k].nr)
			continue;	/* and edits may be NULL */
		memcpy(all.edits + all.nr, w->edits[k].edits,
		       w->edits[k].nr * sizeof(*all.edits));
		all.nr += w->edits[k].nr;
	}
	renamed = trace_edits__apply(&all, w->header.text, w->header.len);
	free(all.edits);
	err = renamed ? line_units__split(units, renamed) : -ENOMEM;
	free(renamed);
	if (!err)
		err = line_units__split(&original, w->header.text);
	if (!err)
		err = style__mend(&original, units);
	line_units__free(&original);
	return err;
}

/* What @w renames in series @s. */
static size_t work_count(const struct header_work *w, enum plan_series s)
{
	return s == SERIES_FUNCTIONS ? w->nr_params : w->nr_args[s];
}

struct series_out {
	char *dir;		/* the temporary folder */
	char **subjects;
	size_t nr;
	size_t annotated;
	struct patch_diff *diffs;	/* one per patch */
};

static int write_mail(const char *dir, const struct patch_mail *mail)
{
	char *name = patch_mail__file_name(mail->number, mail->subject), *path = NULL;
	struct atomic_file f;
	int err = -ENOMEM;

	if (name && asprintf(&path, "%s/%s", dir, mail->number ? name :
			     "0000-cover-letter.patch") >= 0) {
		err = atomic_file__open(&f, path);
		if (!err) {
			patch_mail__write(mail, f.stream);
			err = atomic_file__commit(&f);
		}
		if (err)
			fprintf(stderr, "sparse-null-annotate: %s: %s\n", path, strerror(-err));
	}
	free(name);
	free(path);
	return err;
}

/* Patch number @number for header @w in series @s. */
static int write_patch(struct run *r, struct series_out *so, struct header_work *w,
		       enum plan_series s, int number, int total)
{
	struct line_units before = { 0 }, after = { 0 };
	struct patch_diff *diff = &so->diffs[number - 1];
	char *subject = NULL, *body = NULL;
	int err;

	err = header_units(w, s, false, &before);
	if (!err)
		err = header_units(w, s, true, &after);
	if (!err)
		err = patch_diff__make(diff, w->header.path, &before, &after);
	if (!err && s == SERIES_FUNCTIONS)
		err = func_message__patch(w->header.path, w->params, w->nr_params,
					  &subject, &body);
	else if (!err)
		err = message__patch(w->header.path, w->header.system, s, w->args[s],
				     w->nr_args[s], &subject, &body);
	if (!err) {
		struct patch_mail mail = {
			.author = r->author, .date = r->date, .tag = series_tags[s],
			.number = number, .total = total, .subject = subject,
			.body = body, .diffs = diff, .nr_diffs = 1,
			.signature = "sparse-null-annotate " SPARSE_NULL_VERSION,
		};
		err = write_mail(so->dir, &mail);
	}
	so->subjects[number - 1] = subject;
	so->annotated += work_count(w, s);
	free(body);
	line_units__free(&before);
	line_units__free(&after);
	return err;
}

static int write_cover(struct run *r, struct series_out *so, enum plan_series s)
{
	struct message_cover c = {
		.series = s, .plan = &r->plan,
		.subjects = (const char *const *)so->subjects, .nr_patches = so->nr,
		.nr_annotated = so->annotated, .skips = r->skips[s],
		.nr_skips = r->nr_skips[s], .author = r->author,
	};
	struct func_message_cover fc = {
		.subjects = (const char *const *)so->subjects, .nr_patches = so->nr,
		.nr_renamed = so->annotated, .skips = r->param_skips,
		.nr_skips = r->nr_param_skips, .author = r->author,
	};
	char *subject = NULL, *body = NULL;
	int err = s == SERIES_FUNCTIONS ? func_message__cover(&fc, &subject, &body) :
		  message__cover(&c, &subject, &body);

	if (!err) {
		struct patch_mail mail = {
			.author = r->author, .date = r->date, .tag = series_tags[s],
			.number = 0, .total = so->nr, .subject = subject, .body = body,
			.diffs = so->diffs, .nr_diffs = so->nr,
			.signature = "sparse-null-annotate " SPARSE_NULL_VERSION,
		};
		err = write_mail(so->dir, &mail);
	}
	free(subject);
	free(body);
	return err;
}

/* Remove a folder of ours and what is in it (no subfolders). */
static void remove_dir(const char *dir)
{
	char *cmd;

	if (asprintf(&cmd, "rm -rf '%s'", dir) >= 0 && system(cmd))
		fprintf(stderr, "sparse-null-annotate: could not remove %s\n", dir);
	free(cmd);
}

/* Replace OUTDIR/<series> by the finished temporary folder. */
static int install_dir(const char *tmp, const char *final)
{
	char *old = NULL;
	int err = 0;

	if (access(final, F_OK) == 0) {
		if (asprintf(&old, "%s.old.%d", final, (int)getpid()) < 0)
			return -ENOMEM;
		if (rename(final, old))
			err = -errno;
	}
	if (!err && rename(tmp, final))
		err = -errno;
	if (!err && old)
		remove_dir(old);
	free(old);
	return err;
}

static int write_series(struct run *r, enum plan_series s)
{
	struct series_out so = { 0 };
	char *final = NULL;
	size_t i, total = 0;
	int err = 0, number = 0;

	for (i = 0; i < r->nr_work; i++)
		total += work_count(&r->work[i], s) > 0;
	so.subjects = calloc(total + 1, sizeof(*so.subjects));
	so.diffs = calloc(total + 1, sizeof(*so.diffs));
	if (asprintf(&final, "%s/%s", r->opts.outdir, series_dirs[s]) < 0 ||
	    asprintf(&so.dir, "%s/.%s.XXXXXX", r->opts.outdir, series_dirs[s]) < 0 ||
	    !so.subjects || !so.diffs)
		err = -ENOMEM;
	if (!err && !mkdtemp(so.dir)) {
		err = -errno;
		fprintf(stderr, "sparse-null-annotate: %s: %s\n", so.dir, strerror(errno));
	}
	for (i = 0; !err && i < r->nr_work; i++) {
		if (work_count(&r->work[i], s))
			err = write_patch(r, &so, &r->work[i], s, ++number, total);
	}
	so.nr = number;
	if (!err)
		err = write_cover(r, &so, s);
	if (!err)
		err = install_dir(so.dir, final);
	if (err && so.dir)
		remove_dir(so.dir);
	if (!err && !r->opts.quiet)
		printf("sparse-null-annotate: %s/: %d patch%s, %zu %s%s renamed, %zu not\n",
		       series_dirs[s], number, number == 1 ? "" : "es", so.annotated,
		       s == SERIES_FUNCTIONS ? "parameter" : "argument",
		       so.annotated == 1 ? "" : "s",
		       s == SERIES_FUNCTIONS ? r->nr_param_skips : r->nr_skips[s]);
	for (i = 0; i < total; i++) {
		free(so.subjects[i]);
		patch_diff__free(&so.diffs[i]);
	}
	free(so.subjects);
	free(so.diffs);
	free(so.dir);
	free(final);
	return err;
}

static void run__free(struct run *r)
{
	size_t i;
	int s;

	for (i = 0; i < r->nr_work; i++) {
		trace_header__free(&r->work[i].header);
		for (s = 0; s < NR_SERIES; s++) {
			trace_edits__free(&r->work[i].edits[s]);
			free(r->work[i].args[s]);
		}
		free(r->work[i].params);
	}
	free(r->work);
	for (s = 0; s < NR_SERIES; s++) {
		for (i = 0; i < r->nr_skips[s]; i++)
			free(r->skips[s][i].reason);
		free(r->skips[s]);
	}
	for (i = 0; i < r->nr_param_skips; i++)
		free(r->param_skips[i]);
	free(r->param_skips);
	leave_list__free(&r->left);
	plan__free(&r->plan);
	free(r->author);
}

static void print_summary(const struct run *r)
{
	size_t i, j, suspects = 0, bugs = 0, err = 0;

	for (i = 0; i < r->plan.nr_args; i++) {
		err += r->plan.args[i].err;
		for (j = 0; j < r->plan.args[i].nr_uses; j++) {
			suspects += r->plan.args[i].uses[j].arg->suspect;
			bugs += r->plan.args[i].uses[j].bug != NULL;
		}
	}
	printf("sparse-null-annotate: %zu kernel bug%s, %zu suspect%s and %zu ERR_PTR or sentinel "
	       "argument%s listed in the cover letter; %zu argument%s already named __nullable\n",
	       bugs, bugs == 1 ? "" : "s", suspects, suspects == 1 ? "" : "s", err,
	       err == 1 ? "" : "s", r->plan.already, r->plan.already == 1 ? "" : "s");
}

int main(int argc, char **argv)
{
	struct run r = { 0 };
	struct null_table *table = NULL;
	const char *epoch = getenv("SOURCE_DATE_EPOCH");
	char err[1024];
	int ret, s;

	if (parse_options(argc, argv, &r.opts))
		return 2;
	r.author = r.opts.signoff ? strdup(r.opts.signoff) : git_identity();
	if (!r.author || !valid_identity(r.author)) {
		fprintf(stderr, "sparse-null-annotate: %s: give --signoff 'Name <mail>' "
			"(or set git config user.name and user.email)\n",
			r.author ? r.author : "no identity");
		free(r.author);
		return 2;
	}
	r.date = epoch ? (time_t)strtoll(epoch, NULL, 10) : time(NULL);
	if (mkdir(r.opts.outdir, 0777) && errno != EEXIST) {
		fprintf(stderr, "sparse-null-annotate: %s: %s\n", r.opts.outdir, strerror(errno));
		free(r.author);
		return 2;
	}
	ret = null_table__read(r.opts.table, &table, err, sizeof(err));
	if (ret) {
		fprintf(stderr, "sparse-null-annotate: %s\n", err);
		free(r.author);
		return 2;
	}
	ret = r.opts.leave ? leave_list__read(&r.left, r.opts.leave) : 0;
	if (!ret)
		ret = plan__build(&r.plan, table);
	if (!ret)
		ret = run__rename_all(&r);
	for (s = 0; !ret && s < NR_SERIES; s++)
		ret = write_series(&r, s);
	if (ret == -ENOMEM)
		fprintf(stderr, "sparse-null-annotate: out of memory\n");
	if (!ret && !r.opts.quiet)
		print_summary(&r);
	if (!ret && (r.nr_skips[SERIES_NULLABLE] || r.nr_skips[SERIES_GUARDED] ||
		     r.nr_param_skips))
		ret = 1;
	else if (ret)
		ret = 2;
	run__free(&r);
	null_table__free(table);
	return ret;
}
