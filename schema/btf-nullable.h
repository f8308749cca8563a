/* SPDX-License-Identifier: MIT */
/*
 * How BTF says that a parameter may be NULL or an ERR_PTR, for its writer
 * (btf-export) and its readers (bpf-null-check, the table step, the
 * annotation series): a parameter name ending in "__nullable", what the
 * verifier honours on raw tracepoint arguments since Linux 6.12, or a
 * DECL_TAG "nullable" or "err_ptr" on the parameter.
 */
#ifndef SCHEMA_BTF_NULLABLE_H
#define SCHEMA_BTF_NULLABLE_H

#include <stdbool.h>
#include <stddef.h>

#define BTF_NULLABLE_SUFFIX	"__nullable"
#define BTF_NULLABLE_SUFFIX_LEN	(sizeof(BTF_NULLABLE_SUFFIX) - 1)

/* The DECL_TAG names on a parameter (component_idx) of a FUNC. */
#define BTF_NULLABLE_TAG	"nullable"
#define BTF_ERR_PTR_TAG		"err_ptr"

/*
 * Does @name end in BTF_NULLABLE_SUFFIX after a name of its own?
 * "skb__nullable" does; "__nullable" alone and NULL do not.
 */
bool btf_nullable__has_suffix(const char *name);

/* The length of @name without BTF_NULLABLE_SUFFIX; 0 for NULL. */
size_t btf_nullable__stem_len(const char *name);

#endif
