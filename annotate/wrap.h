/* SPDX-License-Identifier: MIT */
/*
 * The words of the mails laid out as git log shows a commit message:
 * paragraphs and list items wrapped at 72 columns.
 */
#ifndef ANNOTATE_WRAP_H
#define ANNOTATE_WRAP_H

#include <stdio.h>

/*
 * Write @text to @out wrapped at @width columns, each line starting with
 * @indent (which counts), continued lines with @hang instead.
 */
void wrap__text(FILE *out, const char *text, int width, const char *indent,
		const char *hang);

/*
 * One item of a list in a commit message ("  file:line: what happens",
 * from printf @fmt), wrapped at 72 columns, its continuation lines
 * indented further.
 */
void wrap__item(FILE *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/*
 * A commit message's body: paragraph @intro, the lines @items as they
 * are, then paragraphs @outro and @found_by, wrapped at 72 columns.  A
 * new string, or NULL.
 */
char *wrap__body(const char *intro, const char *items, const char *outro,
		 const char *found_by);

#endif
