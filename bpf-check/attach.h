/* SPDX-License-Identifier: MIT */
/* Which programs the checker follows, from their section names. */
#ifndef BPF_CHECK_ATTACH_H
#define BPF_CHECK_ATTACH_H

#include <stdbool.h>

#include "null-source.h"

struct attach_point {
	enum attach_kind kind;
	const char *target;	/* the event or function, inside the name; a struct_ops
				   member as the object's map names it */
	bool typed;		/* the verifier types the arguments from BTF (not raw_tp) */
};

/*
 * Parse section name @name: tp_btf/<event>, raw_tp/<event> and
 * raw_tracepoint/<event> (with their .w variants), fentry/<function> and
 * fexit/<function> (with their .s variants), struct_ops[/<name>] and
 * struct_ops.s[/<name>] (whose member only the object's struct_ops maps
 * say: the caller sets the target).  False for other programs.
 */
bool attach__parse(const char *name, struct attach_point *point);

/* "event", "function" or "struct_ops member", for messages. */
const char *attach__kind_name(enum attach_kind kind);

#endif
