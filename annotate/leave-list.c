// SPDX-License-Identifier: MIT
/*
 * --leave's file (leave-list.h): a short list, read once and searched
 * for every rename, so a plain array is enough.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "leave-list.h"
#include "array.h"

/* Add "PATH[:NAME]" @key (changed in place) and @why to @list. */
static int leave_list__add(struct leave_list *list, char *key, const char *why)
{
	char *colon = strchr(key, ':');
	struct leave_entry *e;

	if (ARRAY_ENSURE(list->entries, list->alloc, list->nr + 1))
		return -ENOMEM;
	if (colon)
		*colon = '\0';
	e = &list->entries[list->nr++];
	*e = (struct leave_entry){
		strdup(key), colon ? strdup(colon + 1) : NULL, strdup(why),
	};
	return e->path && e->why && (!colon || e->name) ? 0 : -ENOMEM;
}

int leave_list__read(struct leave_list *list, const char *file)
{
	FILE *f = fopen(file, "r");
	char *line = NULL, *tab;
	size_t cap = 0;
	int nr = 0, err = 0;

	if (!f) {
		fprintf(stderr, "sparse-null-annotate: %s: %s\n", file, strerror(errno));
		return -EINVAL;
	}
	while (!err && getline(&line, &cap, f) > 0) {
		nr++;
		line[strcspn(line, "\n")] = '\0';
		tab = strchr(line, '\t');
		if (!tab || tab == line || !tab[1]) {
			fprintf(stderr, "sparse-null-annotate: %s:%d: not 'PATH[:NAME]<tab>why'\n",
				file, nr);
			err = -EINVAL;
			break;
		}
		*tab = '\0';
		err = leave_list__add(list, line, tab + 1);
	}
	free(line);
	fclose(f);
	return err;
}

const char *leave_list__why(const struct leave_list *list, const char *path, const char *name)
{
	size_t i;

	for (i = 0; i < list->nr; i++) {
		const struct leave_entry *e = &list->entries[i];

		if (!strcmp(e->path, path) && (!e->name || !strcmp(e->name, name)))
			return e->why;
	}
	return NULL;
}

void leave_list__free(struct leave_list *list)
{
	size_t i;

	for (i = 0; i < list->nr; i++) {
		free(list->entries[i].path);
		free(list->entries[i].name);
		free(list->entries[i].why);
	}
	free(list->entries);
	list->entries = NULL;
	list->nr = 0;
	list->alloc = 0;
}
