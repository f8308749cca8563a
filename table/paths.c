// SPDX-License-Identifier: MIT
#define _GNU_SOURCE
/*
 * A path outside the tree's own naming (absolute, or climbing out with
 * "../") is cut where a top-level directory of the kernel begins.  When
 * more than one place qualifies (/home/net/linux/net/core/gro.c), the
 * kernel tree, if given, decides; otherwise the first one does.  The
 * prefix found for the translation unit is tried first on every other
 * path of its facts, so its headers are cut at the same place.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "paths.h"

static const char *const top_dirs[] = {
	"arch", "block", "certs", "crypto", "drivers", "fs", "include", "init",
	"io_uring", "ipc", "kernel", "lib", "mm", "net", "rust", "samples",
	"scripts", "security", "sound", "tools", "usr", "virt",
};

/* Fold "." and "dir/.." components of @path into @out. */
static void fold(const char *path, char *out, size_t size)
{
	size_t len = 0, n;
	const char *p = path, *slash;
	bool absolute = *path == '/';

	if (!size)
		return;
	out[0] = '\0';
	if (absolute && size > 1)
		out[len++] = '/';
	while (*p) {
		while (*p == '/')
			p++;
		slash = strchr(p, '/');
		n = slash ? (size_t)(slash - p) : strlen(p);
		if (!n)
			break;
		if (n == 1 && p[0] == '.') {
			/* nothing */
		} else if (n == 2 && !strncmp(p, "..", 2) && len > (absolute ? 1 : 0) &&
			   !(len >= 2 && !strncmp(out + len - 2, "..", 2) &&
			     (len == 2 || out[len - 3] == '/'))) {
			while (len > (absolute ? 1 : 0) && out[len - 1] != '/')
				len--;
			if (len > (absolute ? 1 : 0))
				len--;
		} else if (len + n + 2 < size) {
			if (len && out[len - 1] != '/')
				out[len++] = '/';
			memcpy(out + len, p, n);
			len += n;
		}
		out[len] = '\0';
		p += n;
	}
	out[len] = '\0';
}

static bool outside(const char *path)
{
	return *path == '/' || !strncmp(path, "../", 3) || !strcmp(path, "..");
}

static bool is_top_dir(const char *component)
{
	size_t i, n;

	for (i = 0; i < sizeof(top_dirs) / sizeof(top_dirs[0]); i++) {
		n = strlen(top_dirs[i]);
		if (!strncmp(component, top_dirs[i], n) && component[n] == '/')
			return true;
	}
	return false;
}

static bool in_tree(const char *tree, const char *rest)
{
	char *full;
	bool found;

	if (!tree)
		return true;
	if (asprintf(&full, "%s/%s", tree, rest) < 0)
		return true;
	found = !access(full, F_OK);
	free(full);
	return found;
}

/* Where the tree-relative part of folded @path starts, or NULL. */
static const char *tree_part(const char *path, const char *tree)
{
	const char *p, *first = NULL;

	for (p = path; p; p = strchr(p, '/')) {
		if (*p == '/')
			p++;
		if (!is_top_dir(p))
			continue;
		if (!first)
			first = p;
		if (in_tree(tree, p))
			return p;
	}
	return first;
}

int path_context__init(struct path_context *ctx, const char *source, const char *tree)
{
	size_t size = strlen(source) + 2;
	char *folded = malloc(size);
	const char *rest;

	ctx->prefix = NULL;
	ctx->tree = tree;
	if (!folded)
		return -ENOMEM;
	fold(source, folded, size);
	if (outside(folded) && (rest = tree_part(folded, tree))) {
		folded[rest - folded] = '\0';
		ctx->prefix = folded;
		return 0;
	}
	free(folded);
	return 0;
}

void path_context__free(struct path_context *ctx)
{
	free(ctx->prefix);
	ctx->prefix = NULL;
}

void path_context__relative(const struct path_context *ctx, const char *path,
			    char *out, size_t size)
{
	size_t prefix_len = ctx->prefix ? strlen(ctx->prefix) : 0;
	const char *rest;

	fold(path, out, size);
	if (!outside(out))
		return;
	if (prefix_len && !strncmp(out, ctx->prefix, prefix_len))
		rest = out + prefix_len;
	else
		rest = tree_part(out, ctx->tree);
	if (rest)
		memmove(out, rest, strlen(rest) + 1);
}
