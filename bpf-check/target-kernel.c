// SPDX-License-Identifier: MIT
/* What the target kernel's verifier knows: its btf.c's list, its BTF's names. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "raw-tp-list.h"
#include "target-kernel.h"

struct target_kernel {
	bool has_list;			/* --kernel-list given */
	struct raw_tp_list list;	/* empty unless verifier is RAW_TP_VERIFIER_LIST */
	enum raw_tp_verifier verifier;
	const char *btf_path;		/* --kernel-btf, or NULL */
	struct btf *btf;
	struct btf_null *marks;
};

int target_kernel__new(struct target_kernel **tkp)
{
	*tkp = calloc(1, sizeof(**tkp));
	return *tkp ? 0 : -ENOMEM;
}

int target_kernel__read_list(struct target_kernel *tk, const char *path,
			     char *err, size_t err_size)
{
	int ret = raw_tp_list__read_kernel(&tk->list, path, &tk->verifier);

	if (ret == -ENOTTY)
		snprintf(err, err_size,
			 "%s: not a kernel's kernel/bpf/btf.c (neither raw_tp_null_args[] nor btf_ctx_access())",
			 path);
	else if (ret == -EINVAL)
		snprintf(err, err_size, "%s: names raw_tp_null_args but has no array from a line"
			 " \"raw_tp_null_args[] = {\" to a line \"};\"", path);
	else if (ret)
		snprintf(err, err_size, "%s: %s", path, strerror(-ret));
	tk->has_list = !ret;
	return ret;
}

static int no_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

int target_kernel__read_btf(struct target_kernel *tk, const char *path,
			    char *err, size_t err_size)
{
	libbpf_print_fn_t old_print = libbpf_set_print(no_print);
	int ret;

	errno = 0;
	tk->btf = btf__parse(path, NULL);
	ret = tk->btf ? 0 : errno ? -errno : -EINVAL;
	libbpf_set_print(old_print);
	if (ret) {
		snprintf(err, err_size, "%s: cannot read the kernel BTF: %s", path, strerror(-ret));
		return ret;
	}
	ret = btf_null__new(tk->btf, &tk->marks);
	if (ret) {
		snprintf(err, err_size, "%s: out of memory", path);
		return ret;
	}
	tk->btf_path = path;
	return 0;
}

bool target_kernel__checks_args(const struct target_kernel *tk)
{
	if (tk->has_list)
		return tk->verifier != RAW_TP_VERIFIER_TRUSTS_ALL;
	if (tk->marks)
		return btf_null__names_nullable(tk->marks);
	return true;
}

void target_kernel__list_marks(const struct target_kernel *tk, const char *event,
			       struct arg_mark *marks, size_t nr)
{
	const struct raw_tp_entry *entry = tk->has_list ? raw_tp_list__find(&tk->list, event) :
				     NULL;

	for (size_t i = 0; entry && i < nr && i < 16; i++) {
		unsigned nibble = (entry->mask >> (4 * i)) & 0xf;

		marks[i].may_null |= nibble & 1;
		if (nibble & 2)
			marks[i].scalar = marks[i].may_err = true;
	}
}

bool target_kernel__btf_marks(const struct target_kernel *tk, enum attach_kind kind,
			      const char *target, struct arg_mark *marks, size_t nr)
{
	if (!tk->marks || kind == ATTACH_STRUCT_OPS)
		return false;
	return kind == ATTACH_EVENT ? btf_null__event(tk->marks, target, marks, nr) :
				      btf_null__function(tk->marks, target, marks, nr);
}

const char *target_kernel__btf_path(const struct target_kernel *tk)
{
	return tk->btf_path;
}

void target_kernel__free(struct target_kernel *tk)
{
	if (!tk)
		return;
	if (tk->has_list)
		raw_tp_list__free(&tk->list);
	btf_null__free(tk->marks);
	btf__free(tk->btf);
	free(tk);
}
