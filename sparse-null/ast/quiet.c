// SPDX-License-Identifier: MIT
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <unistd.h>

#include "lib.h"
#include "options.h"

#include "ast/quiet.h"

void quiet__begin(struct quiet *q)
{
	int null = open("/dev/null", O_WRONLY);

	fflush(stderr);
	q->saved_stderr = dup(2);
	if (null >= 0) {
		dup2(null, 2);
		close(null);
	}
	q->fmax_warnings = fmax_warnings;
	q->Wsparse_error = Wsparse_error;
	q->has_error = has_error;
	q->die_if_error = die_if_error;
	/* warning() then prints and counts nothing sparse would see. */
	fmax_warnings = UINT_MAX;
	Wsparse_error = 0;
	has_error = 0;
}

void quiet__end(struct quiet *q)
{
	fflush(stderr);
	if (q->saved_stderr >= 0) {
		dup2(q->saved_stderr, 2);
		close(q->saved_stderr);
	}
	fmax_warnings = q->fmax_warnings;
	Wsparse_error = q->Wsparse_error;
	has_error = q->has_error;
	die_if_error = q->die_if_error;
}
