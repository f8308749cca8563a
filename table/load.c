// SPDX-License-Identifier: MIT
/*
 * Facts files into the model.  Files are merged in the order of their
 * names (then paths), whatever directory they came from, so shards given
 * in another order give the same table.  Each file is validated whole
 * before any of its records is merged.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "facts-schema.h"

#include "load.h"
#include "paths.h"

#define FACTS_SUFFIX	".facts.jsonl"
#define PATH_SIZE	4096

/* One facts file being merged: its translation unit and how to name paths. */
struct facts_file {
	struct model *model;
	const char *tu;
	struct path_context paths;
};

static const char *relative(struct facts_file *f, const char *path)
{
	char out[PATH_SIZE];

	path_context__relative(&f->paths, path, out, sizeof(out));
	return model__string(f->model, out);
}

static const char *str(struct facts_file *f, const char *s)
{
	return s ? model__string(f->model, s) : NULL;
}

/* A function named in this file: its static copy if the file has one. */
static struct fn *resolve(struct facts_file *f, const char *name)
{
	const char *s = str(f, name);
	struct fn *fn = model__find_fn(f->model, s, f->tu);

	return fn ? fn : model__fn(f->model, s, NULL);
}

static struct fn *declared_fn(struct facts_file *f, const char *name, bool is_static)
{
	return model__fn(f->model, str(f, name), is_static ? f->tu : NULL);
}

static void set_proto(struct facts_file *f, struct tp_params *proto,
		      const struct facts_record *rec)
{
	size_t i;

	proto->params = arena__alloc(&f->model->arena, rec->nr_params * sizeof(*proto->params));
	for (i = 0; i < rec->nr_params; i++) {
		proto->params[i].index = rec->params[i].index;
		proto->params[i].name = str(f, rec->params[i].name);
		proto->params[i].type = str(f, rec->params[i].type);
	}
	proto->nr_params = rec->nr_params;
	proto->file = relative(f, rec->file);
	proto->line = rec->line;
}

static void merge_function(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *fn = declared_fn(f, rec->name, rec->is_static);
	size_t i;

	if (fn->defined) {
		/* __nullable on any declaration counts, whichever file saw it */
		for (i = 0; i < rec->nr_params; i++) {
			if (rec->params[i].index < fn->nr_params)
				fn->params[rec->params[i].index].declared |= rec->params[i].nullable;
		}
		return;
	}
	fn->defined = true;
	fn->file = relative(f, rec->file);
	fn->line = rec->line;
	for (i = 0; i < rec->nr_params; i++) {
		struct fn_param *p;

		model__fn_param(f->model, fn, rec->params[i].index);
		p = &fn->params[rec->params[i].index];
		p->name = str(f, rec->params[i].name);
		p->type = str(f, rec->params[i].type);
		p->declared = rec->params[i].nullable;
	}
}

/*
 * A function included by many files (a static inline in a header) has a
 * return record in each: any of them returning NULL counts, the first
 * gives the position and the functions whose results it returns.
 */
static void merge_return(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *fn = declared_fn(f, rec->name, rec->is_static);
	struct fn_list **tail = &fn->calls;
	size_t i;

	fn->returns_null |= rec->null;
	fn->returns_err |= rec->err;
	if (fn->returned)
		return;
	fn->returned = true;
	fn->ret_file = relative(f, rec->file);
	fn->ret_line = rec->line;
	for (i = 0; i < rec->nr_calls; i++) {
		struct fn_list *call = arena__alloc(&f->model->arena, sizeof(*call));

		call->fn = resolve(f, rec->calls[i]);
		*tail = call;
		tail = &call->next;
	}
}

static void merge_call(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *caller = resolve(f, rec->caller);
	struct fn *callee = declared_fn(f, rec->name, rec->is_static);
	const char *file = relative(f, rec->file);
	size_t i;

	for (i = 0; i < rec->nr_args; i++) {
		const struct facts_arg *arg = &rec->args[i];
		struct site *site = arena__alloc(&f->model->arena, sizeof(*site));

		site->caller = caller;
		site->callee = callee;
		site->param = arg->arg;
		site->value = arg->value;
		site->from_param = -1;
		if (arg->value == FACTS_VALUE_PARAM) {
			if (arg->param >= 0)
				site->from_param = arg->param;
			else
				site->value = FACTS_VALUE_UNKNOWN;
		}
		if (arg->value == FACTS_VALUE_CALL)
			site->result_of = resolve(f, arg->callee);
		site->file = file;
		site->line = rec->line;
		model__add_site(f->model, site);
	}
}

static void merge_class(struct facts_file *f, const struct facts_record *rec)
{
	bool made;
	struct tp_class *class = model__class(f->model, str(f, rec->name), &made);

	if (!class->proto.file)
		set_proto(f, &class->proto, rec);
}

/* The defining record wins over those of files that only call the event. */
static void merge_event(struct facts_file *f, const struct facts_record *rec)
{
	bool made;
	struct tp_event *event = model__event(f->model, str(f, rec->name), &made);

	if (event->class || (event->proto.file && !rec->defined))
		return;
	set_proto(f, &event->proto, rec);
	if (rec->defined && rec->class)
		event->class = str(f, rec->class);
}

static void merge_evidence(struct facts_file *f, const struct facts_record *rec)
{
	struct tp_evidence *ev = arena__alloc(&f->model->arena, sizeof(*ev));

	ev->event = str(f, rec->name);
	ev->class = str(f, rec->class);
	ev->arg = rec->arg;
	ev->kind = rec->evidence;
	ev->caller = str(f, rec->caller);
	ev->function = rec->function ? resolve(f, rec->function) : NULL;
	ev->file = relative(f, rec->file);
	ev->line = rec->line;
	model__add_evidence(f->model, ev);
}

static void merge_flow(struct facts_file *f, const struct facts_record *rec)
{
	struct tp_flow *flow = arena__alloc(&f->model->arena, sizeof(*flow));

	flow->event = str(f, rec->name);
	flow->arg = rec->arg;
	flow->fn = declared_fn(f, rec->function, rec->is_static);
	flow->param = rec->param;
	flow->value = rec->value;
	flow->file = relative(f, rec->file);
	flow->line = rec->line;
	model__add_flow(f->model, flow);
}

/* First the functions this file says are static, so that names resolve. */
static void declare_statics(struct facts_file *f, struct facts_reader *reader)
{
	struct facts_record rec;

	while (facts_reader__next(reader, &rec)) {
		if (!rec.is_static)
			continue;
		if (rec.kind == FACTS_FLOW)
			declared_fn(f, rec.function, true);
		else if (rec.kind == FACTS_CALL || rec.kind == FACTS_RETURN ||
			 rec.kind == FACTS_FUNCTION)
			declared_fn(f, rec.name, true);
	}
}

static void merge_records(struct facts_file *f, struct facts_reader *reader)
{
	struct facts_record rec;

	while (facts_reader__next(reader, &rec)) {
		switch (rec.kind) {
		case FACTS_FUNCTION:
			merge_function(f, &rec);
			break;
		case FACTS_RETURN:
			merge_return(f, &rec);
			break;
		case FACTS_CALL:
			merge_call(f, &rec);
			break;
		case FACTS_CLASS:
			merge_class(f, &rec);
			break;
		case FACTS_EVENT:
			merge_event(f, &rec);
			break;
		case FACTS_EVIDENCE:
			merge_evidence(f, &rec);
			break;
		case FACTS_FLOW:
			merge_flow(f, &rec);
			break;
		default:
			/* header: read above; tp_arg, summary: per-file verdicts, recomputed */
			break;
		}
	}
}

static int merge_file(struct model *model, const char *path, const char *tree)
{
	struct facts_file f = { .model = model };
	struct facts_reader *reader;
	char err[512];
	int ret;

	ret = facts_reader__open(&reader, path, err, sizeof(err));
	if (ret) {
		fprintf(stderr, "sparse-null-table: %s\n", err);
		return ret;
	}
	ret = path_context__init(&f.paths, facts_reader__source(reader), tree);
	if (ret) {
		fprintf(stderr, "sparse-null-table: %s: out of memory\n", path);
		facts_reader__close(reader);
		return ret;
	}
	f.tu = relative(&f, facts_reader__source(reader));
	model__seen_source(model, f.tu);
	declare_statics(&f, reader);
	facts_reader__rewind(reader);
	merge_records(&f, reader);
	path_context__free(&f.paths);
	facts_reader__close(reader);
	model->nr_files++;
	return 0;
}

struct file_list {
	char **paths;
	size_t nr, alloc;
};

static int add_path(struct file_list *list, const char *path)
{
	if (list->nr == list->alloc) {
		list->alloc = list->alloc ? 2 * list->alloc : 1024;
		list->paths = realloc(list->paths, list->alloc * sizeof(*list->paths));
		if (!list->paths)
			return -ENOMEM;
	}
	list->paths[list->nr] = strdup(path);
	return list->paths[list->nr++] ? 0 : -ENOMEM;
}

static bool is_facts_name(const char *name)
{
	size_t len = strlen(name), suffix = strlen(FACTS_SUFFIX);

	return len > suffix && !strcmp(name + len - suffix, FACTS_SUFFIX) && name[0] != '.';
}

static int find_files(struct file_list *list, const char *dir)
{
	char path[PATH_SIZE];
	struct dirent *d;
	struct stat st;
	DIR *dp = opendir(dir);
	int ret = 0;

	if (!dp) {
		ret = -errno;
		fprintf(stderr, "sparse-null-table: %s: %s\n", dir, strerror(errno));
		return ret;
	}
	while (!ret && (d = readdir(dp))) {
		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		if (stat(path, &st))
			continue;
		if (S_ISDIR(st.st_mode))
			ret = find_files(list, path);
		else if (S_ISREG(st.st_mode) && is_facts_name(d->d_name))
			ret = add_path(list, path);
	}
	closedir(dp);
	return ret;
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static int by_name(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;

	return strcmp(base_name(x), base_name(y)) ?: strcmp(x, y);
}

static void show_progress(size_t done, size_t total, bool last)
{
	if (last || !(done % 64))
		fprintf(stderr, "\rsparse-null-table: %zu/%zu facts files%s", done, total,
			last ? "\n" : "");
}

int load__dirs(struct model *model, char *const *dirs, int nr_dirs,
	       const struct load_options *options)
{
	struct file_list list = { NULL };
	int i, ret = 0, bad = 0;
	size_t f;

	for (i = 0; i < nr_dirs && !ret; i++)
		ret = find_files(&list, dirs[i]);
	if (!ret)
		qsort(list.paths, list.nr, sizeof(*list.paths), by_name);
	for (f = 0; f < list.nr && !ret; f++) {
		if (merge_file(model, list.paths[f], options->tree)) {
			bad++;
			if (!options->keep_going)
				break;
		}
		if (options->progress)
			show_progress(f + 1, list.nr, false);
	}
	if (options->progress)
		show_progress(f, list.nr, true);
	for (f = 0; f < list.nr; f++)
		free(list.paths[f]);
	free(list.paths);
	return ret ? ret : bad;
}
