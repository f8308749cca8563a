/*
 * test: a missing input file is named, with sparse's exit status
 * args: does-not-exist.c
 * peer: sparse
 * exit: 1
 * stderr:
 * No such file: does-not-exist.c
 * end
 */
