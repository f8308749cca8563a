/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_DRIVER_H
#define SPARSE_NULL_DRIVER_H

/* Exit status when the facts could not be written (the checks still ran). */
#define EXIT_FACTS	2

/*
 * The whole run, after cmdline__parse(): bind the annotations, initialize
 * sparse with @argv, check every file it names (writing its facts with
 * -fnull-facts).  Returns the exit status: 0, or EXIT_FACTS when some
 * facts could not be written; exits EXIT_FATAL itself, like sparse, when
 * -Wsparse-error turned a diagnostic into an error.
 */
int driver__run(int argc, char **argv);

#endif
