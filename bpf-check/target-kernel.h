/* SPDX-License-Identifier: MIT */
/*
 * The kernel the programs are meant for, as far as its verifier goes: its
 * raw_tp_null_args[] (--kernel-list, read from its kernel/bpf/btf.c) and
 * its BTF (--kernel-btf).  A kernel with neither the array nor __nullable
 * names (Linux 6.1) checks no argument: it trusts every pointer, and a
 * program using one unchecked loads there.
 */
#ifndef BPF_CHECK_TARGET_KERNEL_H
#define BPF_CHECK_TARGET_KERNEL_H

#include <stdbool.h>
#include <stddef.h>

#include "btf-null.h"
#include "null-source.h"

struct target_kernel;

/*
 * A kernel nothing is known of yet, whose verifier is taken to check
 * arguments as 6.12's does.  Returns 0 and sets *@tk, or -ENOMEM.
 */
int target_kernel__new(struct target_kernel **tk);

/*
 * Read that kernel's kernel/bpf/btf.c @path: its raw_tp_null_args[], or
 * without one whether its verifier honours __nullable names or checks
 * nothing.  Returns 0 or a negative errno after writing a message naming
 * the file into @err ("not a kernel's kernel/bpf/btf.c" for another file).
 */
int target_kernel__read_list(struct target_kernel *tk, const char *path,
			     char *err, size_t err_size);

/*
 * Read that kernel's BTF @path (a raw BTF or an ELF with .BTF).  Returns 0
 * or a negative errno after writing a message naming the file into @err.
 */
int target_kernel__read_btf(struct target_kernel *tk, const char *path,
			    char *err, size_t err_size);

/*
 * Does that kernel's verifier check arguments at all?  Its btf.c says when
 * given; else its BTF, by having a __nullable name; else yes.
 */
bool target_kernel__checks_args(const struct target_kernel *tk);

/*
 * Add to @marks (@nr entries) what that kernel's raw_tp_null_args[] says
 * of event @event, as its verifier reads it (the first entry of the name):
 * 0x1 makes an argument maybe-NULL, 0x2 a scalar.
 */
void target_kernel__list_marks(const struct target_kernel *tk, const char *event,
			       struct arg_mark *marks, size_t nr);

/*
 * The marks that kernel's BTF gives the arguments of @target, an event or
 * a function, into @marks.  False without a BTF or when it does not know
 * @target.
 */
bool target_kernel__btf_marks(const struct target_kernel *tk, enum attach_kind kind,
			      const char *target, struct arg_mark *marks, size_t nr);

/* The path of that kernel's BTF, or NULL. */
const char *target_kernel__btf_path(const struct target_kernel *tk);

/* Free @tk; NULL is fine. */
void target_kernel__free(struct target_kernel *tk);

#endif
