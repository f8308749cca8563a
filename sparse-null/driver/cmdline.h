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
 * Read sparse-null's own options from argv, leaving argv as it is.
 * --help and --version print and exit 0 here.
 */
void cmdline__parse(int argc, char **argv);

#endif
