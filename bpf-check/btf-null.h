/* SPDX-License-Identifier: MIT */
/*
 * Nullability as a BTF records it: a parameter name ending in __nullable
 * (what the 6.12+ verifier honours), or a DECL_TAG "nullable" / "err_ptr"
 * on the parameter (btf-export's split BTF).  Tracepoint arguments are
 * the parameters of __bpf_trace_<class> after its leading void *__data.
 */
#ifndef BPF_CHECK_BTF_NULL_H
#define BPF_CHECK_BTF_NULL_H

#include <stdbool.h>
#include <stddef.h>

struct btf;
struct btf_null;

struct arg_mark {
	bool may_null;
	bool may_err;
	bool scalar;		/* 0x2 in the kernel's raw_tp_null_args[]: the verifier's scalar */
	char name[64];		/* without __nullable; empty when unknown */
};

/*
 * Index the marks of @btf, which must outlive the result.  Returns 0 or
 * -ENOMEM.
 */
int btf_null__new(const struct btf *btf, struct btf_null **bn);

/*
 * Does any parameter of @bn's BTF have a __nullable name?  A kernel BTF
 * without one comes from a kernel whose verifier honours no such name
 * (Linux 6.1's).
 */
bool btf_null__names_nullable(const struct btf_null *bn);

/* Free an index from btf_null__new(); NULL is fine. */
void btf_null__free(struct btf_null *bn);

/*
 * The marks of tracepoint @event's arguments, from 0 over TP_PROTO, into
 * @marks (@nr entries, zeroed first).  The class function is
 * __bpf_trace_<event>, or else the __bpf_trace_* functions with the
 * prototype of btf_trace_<event> whose names share the longest prefix
 * with @event: an argument counts as marked when all of them mark it.  Returns false when the BTF has no btf_trace_<event>.
 */
bool btf_null__event(const struct btf_null *bn, const char *event,
		     struct arg_mark *marks, size_t nr);

/* The same for the parameters of function @function (fentry, fexit). */
bool btf_null__function(const struct btf_null *bn, const char *function,
			struct arg_mark *marks, size_t nr);

#endif
