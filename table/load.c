// SPDX-License-Identifier: MIT
/*
 * Facts files into the model.  Files are merged in the order of their
 * names (then paths), whatever directory they came from, so shards given
 * in another order give the same table.  Each file is validated whole
 * before any of its records is merged.
 */
#include <dirent.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "array.h"
#include "facts-schema.h"

#include "creations.h"
#include "load.h"
#include "paths.h"

#define FACTS_SUFFIX	".facts.jsonl"
#define PATH_SIZE	4096

/* One facts file being merged: its translation unit and how to name paths. */
struct facts_file {
	struct model *model;
	const char *tu;
	struct path_context paths;
	const char *last_path, *last_relative;	/* records come in runs of one file */
	const char *last_caller;		/* and call records in runs of one caller */
	struct fn *last_caller_fn;
};

static const char *relative(struct facts_file *f, const char *path)
{
	char out[PATH_SIZE];

	if (f->last_path && !strcmp(path, f->last_path))
		return f->last_relative;
	path_context__relative(&f->paths, path, out, sizeof(out));
	f->last_path = path;
	f->last_relative = model__string(f->model, out);
	return f->last_relative;
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

/* The calls through struct member @rec->member, as one function of the struct's file. */
static struct fn *member_fn(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *fn = model__fn(f->model, str(f, rec->member), relative(f, rec->struct_file));

	fn->member = true;
	return fn;
}

/* Member @name of the struct @file declares. */
static struct fn *field_fn(struct facts_file *f, const char *name, const char *file)
{
	return model__field(f->model, str(f, name), relative(f, file));
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

/* Parameter @rp of @fn, made when new, named and typed as @rp says. */
static struct fn_param *named_param(struct facts_file *f, struct fn *fn,
				    const struct facts_param *rp)
{
	struct fn_param *p;

	model__fn_param(f->model, fn, rp->index);
	p = &fn->params[rp->index];
	p->name = str(f, rp->name);
	p->type = str(f, rp->type);
	return p;
}

static void merge_function(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *fn = declared_fn(f, rec->name, rec->is_static);
	size_t i;

	if (fn->defined) {
		/*
		 * __nullable on any declaration counts, whichever file saw it;
		 * a dereference only if every definition makes it.
		 */
		for (i = 0; i < rec->nr_params; i++) {
			if (rec->params[i].index < fn->nr_params) {
				fn->params[rec->params[i].index].declared |= rec->params[i].nullable;
				fn->params[rec->params[i].index].derefs &= rec->params[i].derefs;
			}
		}
		return;
	}
	fn->defined = true;
	fn->file = relative(f, rec->file);
	fn->line = rec->line;
	for (i = 0; i < rec->nr_params; i++) {
		struct fn_param *p = named_param(f, fn, &rec->params[i]);

		p->declared = rec->params[i].nullable;
		p->derefs = rec->params[i].derefs;
	}
}

/* @field among the members whose value @fn returns, once. */
static void add_field(struct facts_file *f, struct fn *fn, struct fn *field)
{
	struct fn_list *l;

	for (l = fn->fields; l; l = l->next) {
		if (l->fn == field)
			return;
	}
	l = arena__alloc(&f->model->arena, sizeof(*l));
	l->fn = field;
	l->next = fn->fields;
	fn->fields = l;
}

/*
 * A function included by many files (a static inline in a header) has a
 * return record in each: any of them returning NULL counts, every one's
 * members count, the first gives the position and the functions whose
 * results it returns.
 */
static void merge_return(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *fn = declared_fn(f, rec->name, rec->is_static);
	struct fn_list **tail = &fn->calls;
	size_t i;

	fn->returns_null |= rec->null;
	fn->returns_err |= rec->err;
	fn->nonnull_here = rec->nonnull && (!fn->returned || fn->nonnull_here);
	/* Every record's: each copy's returns must be proven. */
	for (i = 0; i < rec->nr_fields; i++)
		add_field(f, fn, field_fn(f, rec->fields[i].member, rec->fields[i].struct_file));
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

/* A call or a store passing @site's value: kept whole (@keep), or only counted. */
static void add_site(struct facts_file *f, const struct site *site, bool keep)
{
	struct site *kept;

	if (!keep) {
		model__count_site(f->model, site);
		return;
	}
	kept = arena__alloc(&f->model->arena, sizeof(*kept));
	*kept = *site;
	model__add_site(f->model, kept);
}

/* Functions and parameters a record names, each resolved in this file. */
static struct handed_to *fn_params_of(struct facts_file *f, const struct facts_fn_param *list,
				     size_t nr)
{
	struct handed_to *d = arena__alloc(&f->model->arena, nr * sizeof(*d));
	size_t i;

	for (i = 0; i < nr; i++) {
		d[i].fn = declared_fn(f, list[i].function, list[i].is_static);
		d[i].param = list[i].param;
	}
	return d;
}

/*
 * The functions argument @arg of call @rec was handed to before: one that
 * dereferences it proves it not NULL at the call.  NULL when none.
 */
static const struct handed_to *arg_deref_if(struct facts_file *f, const struct facts_record *rec,
					    int arg, size_t *nr)
{
	struct facts_fn_param list[16];
	size_t i;

	*nr = 0;
	for (i = 0; i < rec->nr_deref_if && *nr < sizeof(list) / sizeof(list[0]); i++) {
		if (rec->deref_if[i].arg == arg)
			list[(*nr)++] = rec->deref_if[i];
	}
	return *nr ? fn_params_of(f, list, *nr) : NULL;
}

static void merge_call(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *caller;
	struct fn *callee = rec->member ? member_fn(f, rec) :
			    declared_fn(f, rec->name, rec->is_static);
	const char *file = relative(f, rec->file);
	size_t i;

	if (!f->last_caller || strcmp(rec->caller, f->last_caller)) {
		f->last_caller = rec->caller;
		f->last_caller_fn = resolve(f, rec->caller);
	}
	caller = f->last_caller_fn;
	for (i = 0; i < rec->nr_args; i++) {
		const struct facts_arg *arg = &rec->args[i];
		struct site counted = { .caller = caller, .callee = callee, .param = arg->arg,
					.value = arg->value, .always = rec->always,
					.file = file, .line = rec->line };
		int from = arg->param;

		if (arg->value == FACTS_VALUE_PARAM && arg->param < 0)
			counted.value = FACTS_VALUE_UNKNOWN;
		/* A member's value: what is stored into the member is passed on. */
		if (arg->value == FACTS_VALUE_FIELD) {
			counted.caller = field_fn(f, arg->field, arg->field_file);
			counted.value = FACTS_VALUE_PARAM;
			from = 0;
		}
		counted.from_param = counted.value == FACTS_VALUE_PARAM ? from : -1;
		if (arg->value == FACTS_VALUE_CALL)
			counted.result_of = resolve(f, arg->callee);
		counted.deref_if = arg_deref_if(f, rec, arg->arg, &counted.nr_deref_if);
		/* Through a member: kept whole, for each function stored there. */
		add_site(f, &counted, model__keeps_site(counted.value) || callee->member);
	}
}

static void note_store(struct facts_file *f, struct field_info *field,
		       const struct facts_record *rec)
{
	struct place *at = &field->stores[field->nr_stores];

	if (field->nr_stores++ >= FIELD_STORES_SHOWN)
		return;
	at->function = str(f, rec->name);
	at->file = relative(f, rec->file);
	at->line = rec->line;
	at->tested = rec->tested;
}

/*
 * A store into a member passes its value to the member's parameter, as a
 * call passes an argument.  The member's own value stored back changes
 * nothing.  An ERR_PTR or a sentinel stored there is nothing the verifier
 * may trust either.
 */
static void merge_store(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *field = field_fn(f, rec->member, rec->struct_file);
	struct site counted = { .callee = field, .param = 0, .from_param = -1,
				.value = rec->value, .file = relative(f, rec->file),
				.line = rec->line };

	note_store(f, field->field, rec);
	counted.caller = rec->name ? resolve(f, rec->name) : NULL;
	switch (rec->value) {
	case FACTS_VALUE_FIELD:
		counted.caller = field_fn(f, rec->from, rec->from_file);
		if (counted.caller == field)
			return;
		counted.value = FACTS_VALUE_PARAM;
		counted.from_param = 0;
		break;
	case FACTS_VALUE_PARAM:
		counted.from_param = rec->param;
		break;
	case FACTS_VALUE_CALL:
		counted.result_of = resolve(f, rec->function);
		break;
	case FACTS_VALUE_ERR:
	case FACTS_VALUE_SENTINEL:
		counted.value = FACTS_VALUE_UNKNOWN;
		break;
	default:
		break;
	}
	add_site(f, &counted, model__keeps_site(counted.value));
}

/* Strings @names (@nr of them) as the model's. */
static const char **strings_of(struct facts_file *f, const char *const *names, size_t nr)
{
	const char **out = arena__alloc(&f->model->arena, nr * sizeof(*out));
	size_t i;

	for (i = 0; i < nr; i++)
		out[i] = str(f, names[i]);
	return out;
}

static void hand_off_of(struct facts_file *f, const struct facts_hand *in, struct hand_off *out)
{
	out->to.fn = declared_fn(f, in->function, false);
	out->to.param = in->param;
	out->whole = in->whole;
	out->unset = strings_of(f, in->unset, in->nr_unset);
	out->nr_unset = in->nr_unset;
	out->after = fn_params_of(f, in->after, in->nr_after);
	out->nr_after = in->nr_after;
}

/* A creation, decided once every file's init records are merged. */
static void merge_create(struct facts_file *f, const struct facts_record *rec)
{
	struct creation *c = arena__alloc(&f->model->arena, sizeof(*c));
	size_t i;

	c->struct_name = str(f, rec->member);
	c->struct_file = relative(f, rec->struct_file);
	c->at.function = str(f, rec->name);
	c->at.file = relative(f, rec->file);
	c->at.line = rec->line;
	c->unset = strings_of(f, rec->calls, rec->nr_calls);
	c->nr_unset = rec->nr_calls;
	c->after = fn_params_of(f, rec->after, rec->nr_after);
	c->nr_after = rec->nr_after;
	c->hands = arena__alloc(&f->model->arena, rec->nr_hands * sizeof(*c->hands));
	for (i = 0; i < rec->nr_hands; i++)
		hand_off_of(f, &rec->hands[i], &c->hands[i]);
	c->nr_hands = rec->nr_hands;
	creations__add(f->model, c);
}

static void merge_init(struct facts_file *f, const struct facts_record *rec)
{
	struct init_summary *s = arena__alloc(&f->model->arena, sizeof(*s));
	size_t i;

	s->param = rec->param;
	s->struct_name = str(f, rec->member);
	s->struct_file = relative(f, rec->struct_file);
	s->sets = strings_of(f, rec->calls, rec->nr_calls);
	s->nr_sets = rec->nr_calls;
	s->publishes = rec->publishes;
	s->before = strings_of(f, rec->before, rec->nr_before);
	s->nr_before = rec->nr_before;
	s->after = fn_params_of(f, rec->after, rec->nr_after);
	s->nr_after = rec->nr_after;
	s->handed = arena__alloc(&f->model->arena, rec->nr_hands * sizeof(*s->handed));
	for (i = 0; i < rec->nr_hands; i++) {
		s->handed[i].fn = declared_fn(f, rec->hands[i].function, false);
		s->handed[i].param = rec->hands[i].param;
	}
	s->nr_handed = rec->nr_hands;
	creations__add_init(declared_fn(f, rec->name, rec->is_static), s);
}

static void merge_member(struct facts_file *f, const struct facts_record *rec)
{
	model__store_member(f->model, member_fn(f, rec), declared_fn(f, rec->name, rec->is_static));
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

/* What "deref_if" names, each function resolved in this file. */
static const struct handed_to *deref_if_of(struct facts_file *f, const struct facts_record *rec)
{
	return rec->nr_deref_if ? fn_params_of(f, rec->deref_if, rec->nr_deref_if) : NULL;
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
	if (rec->evidence == FACTS_EV_CALL_FIELD)
		ev->function = field_fn(f, rec->member, rec->struct_file);
	ev->file = relative(f, rec->file);
	ev->line = rec->line;
	ev->deref_if = deref_if_of(f, rec);
	ev->nr_deref_if = rec->nr_deref_if;
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
	flow->deref_if = deref_if_of(f, rec);
	flow->nr_deref_if = rec->nr_deref_if;
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
		else if ((rec.kind == FACTS_CALL || rec.kind == FACTS_RETURN ||
			  rec.kind == FACTS_FUNCTION || rec.kind == FACTS_MEMBER ||
			  rec.kind == FACTS_STORE || rec.kind == FACTS_CREATE ||
			  rec.kind == FACTS_INIT) && rec.name)
			declared_fn(f, rec.name, true);
	}
}

/*
 * A struct_ops member and its stub: the member's parameters are named as
 * the stub names them, its calls pass what a BPF program gets.  Kept once.
 */
static void merge_stub(struct facts_file *f, const struct facts_record *rec)
{
	struct fn *member = member_fn(f, rec);
	struct struct_ops_stub *stub;
	size_t i;

	if (member->struct_ops)
		return;
	member->struct_ops = true;
	/* A member defines nothing; where its stub is stands for it. */
	member->file = relative(f, rec->file);
	member->line = rec->line;
	for (i = 0; i < rec->nr_params; i++) {
		struct fn_param *p = named_param(f, member, &rec->params[i]);

		p->stub_declared = rec->params[i].nullable;
		p->hand_marked = rec->params[i].marked;
	}
	stub = arena__alloc(&f->model->arena, sizeof(*stub));
	stub->struct_ops = str(f, rec->struct_ops);
	stub->function = str(f, rec->name);
	stub->file = relative(f, rec->file);
	stub->line = rec->line;
	stub->member = member;
	ptr_vec__push(&f->model->stub_list, stub);
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
		case FACTS_MEMBER:
			merge_member(f, &rec);
			break;
		case FACTS_STORE:
			merge_store(f, &rec);
			break;
		case FACTS_CREATE:
			merge_create(f, &rec);
			break;
		case FACTS_INIT:
			merge_init(f, &rec);
			break;
		case FACTS_STUB:
			merge_stub(f, &rec);
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

static int merge_file(struct model *model, struct facts_reader *reader, const char *tree)
{
	struct facts_file f = { .model = model };
	int ret;

	ret = path_context__init(&f.paths, facts_reader__source(reader), tree);
	if (ret)
		return ret;
	f.tu = relative(&f, facts_reader__source(reader));
	model__seen_source(model, f.tu);
	declare_statics(&f, reader);
	facts_reader__rewind(reader);
	merge_records(&f, reader);
	path_context__free(&f.paths);
	model->nr_files++;
	return 0;
}

struct file_list {
	char **paths;
	size_t nr, alloc;
};

static int add_path(struct file_list *list, const char *path)
{
	if (ARRAY_ENSURE(list->paths, list->alloc, list->nr + 1))
		return -ENOMEM;
	list->paths[list->nr] = strdup(path);
	return list->paths[list->nr++] ? 0 : -ENOMEM;
}

static bool is_facts_name(const char *name)
{
	size_t len = strlen(name), suffix = strlen(FACTS_SUFFIX);

	return len > suffix && !strcmp(name + len - suffix, FACTS_SUFFIX);
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
	/* "..%2Flinux%2Fkernel%2Fa.c.facts.jsonl" is the facts of an out-of-tree build */
	while (!ret && (d = readdir(dp))) {
		if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, ".."))
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

/*
 * Parsing and validating is most of the work and needs nothing shared:
 * worker threads open the files, a few ahead of the merge, while this
 * thread merges them one by one in the sorted order, so the model is the
 * same whatever the timing.
 */
#define READ_AHEAD	64

struct opened {
	struct facts_reader *reader;
	int ret;
	bool done;
	char err[512];
};

struct loader {
	const struct file_list *list;
	struct opened *files;
	size_t next, merged;
	bool stop;
	pthread_mutex_t lock;
	pthread_cond_t changed;
};

static void *open_files(void *arg)
{
	struct loader *l = arg;
	struct opened *o;
	size_t i;

	pthread_mutex_lock(&l->lock);
	for (;;) {
		while (!l->stop && l->next < l->list->nr && l->next >= l->merged + READ_AHEAD)
			pthread_cond_wait(&l->changed, &l->lock);
		if (l->stop || l->next >= l->list->nr)
			break;
		i = l->next++;
		pthread_mutex_unlock(&l->lock);
		o = &l->files[i];
		o->ret = facts_reader__open(&o->reader, l->list->paths[i], o->err, sizeof(o->err));
		pthread_mutex_lock(&l->lock);
		o->done = true;
		pthread_cond_broadcast(&l->changed);
	}
	pthread_mutex_unlock(&l->lock);
	return NULL;
}

static struct opened *wait_for(struct loader *l, size_t i)
{
	pthread_mutex_lock(&l->lock);
	while (!l->files[i].done)
		pthread_cond_wait(&l->changed, &l->lock);
	pthread_mutex_unlock(&l->lock);
	return &l->files[i];
}

static void merged_one(struct loader *l, bool stop)
{
	pthread_mutex_lock(&l->lock);
	l->merged++;
	l->stop |= stop;
	pthread_cond_broadcast(&l->changed);
	pthread_mutex_unlock(&l->lock);
}

static int nr_workers(size_t nr_files)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	if (cpus < 1)
		cpus = 1;
	if (cpus > 16)
		cpus = 16;
	return (size_t)cpus < nr_files ? cpus : nr_files ? nr_files : 1;
}

/* Merge the files of @list in order; returns the number of bad files or -errno. */
static int merge_list(struct model *model, const struct file_list *list,
		      const struct load_options *options)
{
	struct loader l = { .list = list };
	pthread_t workers[16];
	int nr = nr_workers(list->nr), started = 0, bad = 0, ret = 0;
	size_t f;

	/*
	 * Each file's buffers are allocated on a worker and freed here, by the
	 * thousand: kept in the heap, not mapped and unmapped each time, they
	 * cost no page faults and no TLB shootdowns on the other cores.
	 */
	mallopt(M_MMAP_THRESHOLD, 32 << 20);
	mallopt(M_TRIM_THRESHOLD, 256 << 20);
	l.files = calloc(list->nr + 1, sizeof(*l.files));
	if (!l.files)
		return -ENOMEM;
	pthread_mutex_init(&l.lock, NULL);
	pthread_cond_init(&l.changed, NULL);
	while (started < nr && !pthread_create(&workers[started], NULL, open_files, &l))
		started++;
	if (!started)
		open_files(&l);
	for (f = 0; f < list->nr; f++) {
		struct opened *o = wait_for(&l, f);

		if (o->ret) {
			fprintf(stderr, "sparse-null-table: %s\n", o->err);
			bad++;
		} else if ((ret = merge_file(model, o->reader, options->tree))) {
			fprintf(stderr, "sparse-null-table: %s: %s\n", list->paths[f], strerror(-ret));
		}
		facts_reader__close(o->reader);
		if (options->progress)
			show_progress(f + 1, list->nr, false);
		merged_one(&l, ret || (bad && !options->keep_going));
		if (ret || (bad && !options->keep_going))
			break;
	}
	while (started--)
		pthread_join(workers[started], NULL);
	/* after a stop, the files opened ahead of the merge */
	for (f = f + 1; f < list->nr; f++)
		facts_reader__close(l.files[f].reader);
	if (options->progress)
		show_progress(l.merged, list->nr, true);
	pthread_cond_destroy(&l.changed);
	pthread_mutex_destroy(&l.lock);
	free(l.files);
	return ret ? ret : bad;
}

int load__dirs(struct model *model, char *const *dirs, int nr_dirs,
	       const struct load_options *options)
{
	struct file_list list = { NULL };
	int i, ret = 0;
	size_t f;

	for (i = 0; i < nr_dirs && !ret; i++)
		ret = find_files(&list, dirs[i]);
	if (!ret) {
		qsort(list.paths, list.nr, sizeof(*list.paths), by_name);
		ret = merge_list(model, &list, options);
	}
	for (f = 0; f < list.nr; f++)
		free(list.paths[f]);
	free(list.paths);
	return ret;
}
