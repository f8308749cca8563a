/* SPDX-License-Identifier: MIT */
/*
 * The words of the parameter series: each patch's subject and commit
 * message (the function, the parameter, the callers passing NULL) and
 * the cover letter; for the struct_ops series, the stub, the member and
 * the calls through it passing NULL.
 */
#ifndef ANNOTATE_FUNC_MESSAGE_H
#define ANNOTATE_FUNC_MESSAGE_H

#include <stddef.h>

#include "plan.h"

/* A function parameter as a patch renames it. */
struct func_message_param {
	const struct plan_param *param;
	int uses;		/* uses of the name renamed in the body */
};

/*
 * Subject (without "[PATCH n/N]") and body of series @s's patch renaming
 * @params (@n, all defined in source file @path).  New strings; returns 0
 * or -ENOMEM.
 */
int func_message__patch(enum plan_series s, const char *path,
			const struct func_message_param *params, size_t n, char **subject,
			char **body);

struct func_message_cover {
	const char *const *subjects;	/* of patches 1..N */
	size_t nr_patches;
	size_t nr_renamed;		/* parameters renamed */
	char *const *skips;		/* why a parameter was left out */
	size_t nr_skips;
	const char *author;		/* for the shortlog */
};

/* Subject and body of series @s's cover letter; 0 or -ENOMEM. */
int func_message__cover(enum plan_series s, const struct func_message_cover *c, char **subject,
			char **body);

#endif
