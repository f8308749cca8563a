/* SPDX-License-Identifier: MIT */
#ifndef SPARSE_NULL_CRASH_GUARD_H
#define SPARSE_NULL_CRASH_GUARD_H

/* Exit status after a fatal signal inside the checker (a bug of ours or sparse's). */
#define EXIT_INTERNAL	3

/*
 * Turn a fatal signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) into a
 * one-line message naming the file being checked and exit status 3, so
 * that a build sees a diagnosable failure instead of a killed process.
 * Not installed under the sanitizers, whose reports are worth more.
 */
void crash_guard__install(void);

#endif
