/* SPDX-License-Identifier: MIT */
/*
 * sparse-null's own command-line options.  Everything else on the command
 * line belongs to sparse (and through it to gcc) and is passed on untouched.
 */
#ifndef SPARSE_NULL_CMDLINE_H
#define SPARSE_NULL_CMDLINE_H

/* -fsparse-only: run sparse's checks only, for parity with plain sparse. */
extern int fsparse_only;

/* -fnull-jump-labels (on by default): asm goto labels as edges in our IR. */
extern int fnull_jump_labels;

/* -fnull-ir-stats: count the blocks sparse's IR drops and ours keeps. */
extern int fnull_ir_stats;

extern int fnull_facts_unchecked;

/*
 * The status sparse exits with after its die(), sparse-null too: an
 * option of sparse-null's own it does not know or cannot take, an error
 * under -Wsparse-error.
 */
#define EXIT_FATAL	1

/*
 * Read sparse-null's own options from argv, leaving argv as it is.
 * Returns -1 to go on, or the exit status: EXIT_DONE after --help or
 * --version, EXIT_FATAL after an option of ours that is wrong (said on
 * standard error).
 */
int cmdline__parse(int argc, char **argv);

#endif
