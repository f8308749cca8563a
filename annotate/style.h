/* SPDX-License-Identifier: MIT */
/*
 * The kernel's coding style on the lines a rename touched, so that
 * checkpatch.pl --strict has nothing to say on a patch: a renamed line
 * loses the blanks inside its parentheses, is wrapped at 100 columns, and
 * a continuation line after it is aligned with the parenthesis it
 * continues.  Lines no rename touched are left as they are, however they
 * look.
 */
#ifndef ANNOTATE_STYLE_H
#define ANNOTATE_STYLE_H

#include "line-units.h"

/* checkpatch's limit */
#define STYLE_MAX_COLUMNS 100

/*
 * Mend the style of the lines of @renamed that differ from @original's
 * (the header before its renames, unit for unit; a mended line may become
 * several lines of its unit, and a line after one may be realigned).
 * Returns 0, -EINVAL (not the same number of units) or -ENOMEM.
 */
int style__mend(const struct line_units *original, struct line_units *renamed);

#endif
