/* SPDX-License-Identifier: MIT */
/*
 * The renames sparse-null-annotate leaves to a human (--leave FILE), with
 * why: "PATH:NAME<tab>why" leaves that name in that file, "PATH<tab>why"
 * all of the file's renames; the why goes into the cover letter.
 */
#ifndef ANNOTATE_LEAVE_LIST_H
#define ANNOTATE_LEAVE_LIST_H

#include <stddef.h>

struct leave_entry {
	char *path;
	char *name;		/* or NULL: the whole file */
	char *why;
};

struct leave_list {
	struct leave_entry *entries;
	size_t nr, alloc;
};

/*
 * Read @file into @list.  Returns 0, -ENOMEM, or -EINVAL (an unreadable
 * file or a line without a tab, named on stderr with its line).
 */
int leave_list__read(struct leave_list *list, const char *file);

/* Why @list leaves the rename of @name in file @path, or NULL. */
const char *leave_list__why(const struct leave_list *list, const char *path, const char *name);

void leave_list__free(struct leave_list *list);

#endif
