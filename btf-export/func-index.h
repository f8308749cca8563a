/* SPDX-License-Identifier: MIT */
/*
 * Functions of a BTF by name: one pass over the types, then binary
 * searches, instead of a linear btf__find_by_name_kind() per lookup.
 */
#ifndef BTF_EXPORT_FUNC_INDEX_H
#define BTF_EXPORT_FUNC_INDEX_H

#include <stddef.h>
#include <linux/types.h>

struct btf;

struct func_index {
	const struct btf *btf;
	__u32 *ids;		/* FUNC type ids sorted by name */
	size_t nr_ids;
};

/* Index every FUNC of @btf.  Returns 0 or -ENOMEM. */
int func_index__build(struct func_index *index, const struct btf *btf);

/* Release the index; a zeroed index is fine. */
void func_index__free(struct func_index *index);

/* The id of the FUNC named @name, or 0 when there is none. */
__u32 func_index__find(const struct func_index *index, const char *name);

/*
 * The type @id of @btf, or NULL when @id is out of range: a corrupt BTF
 * may refer anywhere, and libbpf does not check every reference.
 */
const struct btf_type *btf_type_checked(const struct btf *btf, __u32 id);

#endif
