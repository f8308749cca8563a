/* SPDX-License-Identifier: MIT */
/*
 * A function parameter renamed <name>__nullable in the function's
 * definition: in the parameter list and at every use of the name in the
 * body.  Only the definition: the parameter names BTF carries (and
 * fentry programs see) come from it, and so does what sparse-null
 * checks; a prototype elsewhere may keep the plain name, as C allows.
 */
#ifndef ANNOTATE_FUNC_SOURCE_H
#define ANNOTATE_FUNC_SOURCE_H

#include <stddef.h>

#include "trace-header.h"

/*
 * Rename parameter @index (from 0), named @name, of the definition of
 * @function whose definition starts on line @line: in its parameter list and
 * its body, never a member (->name, .name), a struct, union or enum tag,
 * a goto label or a token pasted by the preprocessor.  @src is the .c
 * file, read with trace_header__read().  Appends the edits to @edits.
 * Returns the number of uses renamed in the body, or a negative errno
 * after writing why into @err (-ENOENT: no definition there;
 * -EINVAL: parameter @index is not @name).
 */
int func_source__rename(const struct trace_header *src, const char *function, int line,
			int index, const char *name, struct trace_edits *edits,
			char *err, size_t err_size);

#endif
