/* SPDX-License-Identifier: MIT */
/*
 * File names relative to the kernel source tree, whatever directory the
 * facts were made in: Kbuild names sources "kernel/sched/core.c" in the
 * tree, "../linux/kernel/sched/core.c" or "/src/linux/kernel/sched/core.c"
 * with `make O=DIR`, headers "./include/..." or with the same prefixes.
 */
#ifndef TABLE_PATHS_H
#define TABLE_PATHS_H

/* The names of one facts file, whose source is @source as Kbuild named it. */
struct path_context {
	char *prefix;		/* what leads to the tree in this file, or NULL */
	const char *tree;	/* --kernel-tree, to tell ambiguous prefixes apart */
};

/* Find the prefix of @source; @tree may be NULL.  0 or -ENOMEM. */
int path_context__init(struct path_context *ctx, const char *source, const char *tree);

void path_context__free(struct path_context *ctx);

/*
 * @path relative to the source tree, written into @out (@size bytes):
 * "./" and "dir/../" folded, the tree's prefix taken off.
 */
void path_context__relative(const struct path_context *ctx, const char *path,
			    char *out, size_t size);

#endif
